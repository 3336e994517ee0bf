// Runs before the body renders (scripts/vite-prerender.ts): the prerendered markup is the home page
// and the server never sees the hash, so when the address names another page or path, mark it for
// CSS to hide the markup until the app has rendered the right page. External: the CSP allows no
// inline script. Loaded async, so it may come after the app on a reload: then it does nothing.
(function () {
  var root = document.getElementById('root');
  if (root && !root.hasAttribute('data-prerendered')) return;
  var page = location.hash.replace(/^#\/?/, '').toLowerCase();
  if ((page && page !== 'home') || location.pathname !== '/') {
    document.documentElement.setAttribute('data-deep-link', '');
  }
})();
