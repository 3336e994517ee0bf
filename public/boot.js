// Runs before the body renders (scripts/vite-prerender.ts): the prerendered markup is the home page
// and the server never sees the hash, so when the address names another page or path, mark it for
// CSS to hide the markup until the app has rendered the right page, and start loading that page's
// code beside the app's (the build fills in PAGE_CHUNKS). External: the CSP allows no inline
// script. Loaded async, so it may come after the app on a reload: then it does nothing.
(function () {
  var PAGE_CHUNKS = {};
  var root = document.getElementById('root');
  if (root && !root.hasAttribute('data-prerendered')) return;
  var page = location.hash.replace(/^#\/?/, '').toLowerCase();
  if ((page && page !== 'home') || location.pathname !== '/') {
    document.documentElement.setAttribute('data-deep-link', '');
  }
  var files = Object.prototype.hasOwnProperty.call(PAGE_CHUNKS, page) ? PAGE_CHUNKS[page] : [];
  for (var i = 0; i < files.length; i++) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = files[i];
    document.head.appendChild(link);
  }
})();
