// Runs in <head>, before the body renders: the build (scripts/vite-prerender.ts) writes it into
// index.html as an inline script that the Content-Security-Policy allows by its hash. The
// prerendered markup is the home page and the server never sees the hash, so when the address
// names another page:
//   - mark <html> for CSS to hide home's <main> (the header and footer are the same on every
//     page), so a visitor never sees home first;
//   - fetch that page's prerendered markup and styles (<meta name="nkra-page-html">) and put
//     them in place of home's as soon as both have arrived, so the page shows before any of the
//     app's code has run; src/app/main.tsx then hydrates it (window.nkraPrerendered says which
//     page is in place, or null);
//   - then start loading that page's code beside the app's (<meta name="nkra-page-chunks">),
//     which the app's own scripts, already on their way, need a while longer to ask for.
(function () {
  var html = document.documentElement;
  var name = location.hash.replace(/^#\/?/, '');
  try {
    name = decodeURIComponent(name);
  } catch (error) {
    name = '';
  }
  name = name.trim().toLowerCase();
  if ((!name || name === 'home') && location.pathname === '/') return;
  html.setAttribute('data-deep-link', '');

  function read(metaName) {
    var meta = document.querySelector('meta[name="' + metaName + '"]');
    try {
      var map = JSON.parse(meta ? meta.getAttribute('content') : '{}');
      return {
        assets: meta ? meta.getAttribute('data-assets') : '',
        file: Object.prototype.hasOwnProperty.call(map, name) ? map[name] : '',
      };
    } catch (error) {
      return { assets: '', file: '' };
    }
  }

  function preloadCode() {
    var chunks = read('nkra-page-chunks');
    chunks.file.split(' ').forEach(function (file) {
      if (!file) return;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = chunks.assets + file + '.js';
      document.head.appendChild(link);
    });
  }

  // The page's markup first, its code once that is on screen: the markup is what the visitor
  // waits to see, and on a slow connection it should not share the line with the page's code.
  var page = read('nkra-page-html');
  if (location.pathname === '/' && page.file && window.fetch && window.Promise) {
    window.nkraPrerendered = showPrerendered(page.assets + page.file + '.json');
    window.nkraPrerendered.then(function () {
      // The frame after it is in place has painted it.
      requestAnimationFrame(function () {
        setTimeout(preloadCode, 0);
      });
    });
  } else {
    preloadCode();
  }

  /** Fetches the prerendered page at `url` and puts it in place of home's markup. */
  function showPrerendered(url) {
    // Home's markup must be parsed before it can be replaced: the document is interactive
    // just before the app's (deferred) module scripts run, so a page that arrives during
    // parsing is in place before the app starts.
    var parsed = new Promise(function (resolve) {
      if (document.readyState !== 'loading') return resolve();
      document.addEventListener('readystatechange', function () {
        resolve();
      });
    });
    return fetch(url)
      .then(function (response) {
        if (!response.ok) throw new Error(String(response.status));
        return response.json();
      })
      .then(function (prerendered) {
        return parsed.then(function () {
          var root = document.getElementById('root');
          // The app may have started without it (then it rendered the page itself).
          if (!root || root.getAttribute('data-prerendered') !== 'home') return null;
          var style = document.createElement('style');
          style.setAttribute('data-emotion', prerendered.emotion);
          style.textContent = prerendered.css;
          document.head.appendChild(style);
          root.innerHTML = prerendered.markup;
          root.setAttribute('data-prerendered', name);
          // Seen, not yet usable: what is typed before React takes the page over would be lost
          // to it. src/app/App.tsx lifts this once the page has hydrated.
          var main = root.querySelector('main');
          if (main) {
            main.setAttribute('inert', '');
            main.setAttribute('data-awaiting-app', '');
          }
          html.removeAttribute('data-deep-link');
          return name;
        });
      })
      .catch(function () {
        return null;
      });
  }
})();
