// Runs before the body renders (scripts/vite-prerender.ts): the prerendered markup is the home page
// and the server never sees the hash, so when the address names another page or path, mark it for
// CSS to hide the markup until the app has rendered the right page, and start loading that page's
// code beside the app's (<meta name="nkra-page-chunks">, written by the build, names it).
// External: the CSP allows no inline script. Loaded async, so it may come after the app on a
// reload: then it does nothing.
(function () {
  var root = document.getElementById('root');
  if (root && !root.hasAttribute('data-prerendered')) return;
  var page = location.hash.replace(/^#\/?/, '').toLowerCase();
  if ((page && page !== 'home') || location.pathname !== '/') {
    document.documentElement.setAttribute('data-deep-link', '');
  }
  var meta = document.querySelector('meta[name="nkra-page-chunks"]');
  var chunks;
  try {
    chunks = JSON.parse(meta ? meta.getAttribute('content') : '{}');
  } catch (error) {
    return;
  }
  var assets = meta ? meta.getAttribute('data-assets') : '';
  var files = Object.prototype.hasOwnProperty.call(chunks, page) ? chunks[page] : '';
  files.split(' ').forEach(function (file) {
    if (!file) return;
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = assets + file + '.js';
    document.head.appendChild(link);
  });
})();
