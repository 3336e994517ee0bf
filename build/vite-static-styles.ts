import type { Plugin } from 'vite';

/** The module that compiles the static stylesheet, as the dev server loads it. */
const STYLESHEET_MODULE = '/src/ui/static-styles/stylesheet.tsx';
const STYLES_FOLDER = '/src/ui/static-styles/';

interface StylesheetModule {
  STATIC_STYLESHEET_ATTRIBUTE: string;
  staticStylesheet: () => string;
}

/**
 * The dev server's half of the static stylesheet (src/ui/static-styles): it puts the compiled
 * CSS in index.html's `<head>`, as the build puts it in the dashboard's shell (the public pages'
 * files carry the part they use and link the rest), so dev runs what production runs. Vite's
 * SSR loader compiles it from the source on each page load, and an edit to the styles reloads
 * the page (the styles are not in any browser module for HMR to update).
 */
export function staticStyles(): Plugin {
  return {
    name: 'nkra:static-styles',
    apply: 'serve',
    transformIndexHtml: {
      order: 'pre',
      async handler(_html, { server }) {
        if (!server) return;
        const stylesheet = (await server.ssrLoadModule(STYLESHEET_MODULE)) as StylesheetModule;
        return [
          {
            tag: 'style',
            attrs: { [stylesheet.STATIC_STYLESHEET_ATTRIBUTE]: true },
            children: stylesheet.staticStylesheet(),
            injectTo: 'head',
          },
        ];
      },
    },
    hotUpdate({ file, server }) {
      if (this.environment.name !== 'client') return;
      if (file.replace(/\\/g, '/').includes(STYLES_FOLDER) || file.endsWith('/src/ui/theme.ts')) {
        server.ws.send({ type: 'full-reload' });
      }
    },
  };
}
