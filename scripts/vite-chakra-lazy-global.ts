import type { Plugin } from 'vite';

/** Chakra's styled-system module that builds a system (`createSystem`). */
const SYSTEM_MODULE =
  /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const LAZY = 'let _global;';
const FIELD = /^(\s*)_global,$/m;
/** The reset: an import of a style object (1.6 kB gzip on its own), used by `getPreflightCss` alone. */
const PREFLIGHT_IMPORT = "import { createPreflight } from './preflight.js';\n";
const PREFLIGHT_CALL = 'createPreflight({ preflight })';

/**
 * Chakra's `createSystem` builds the system's global CSS (the reset, the global styles and every
 * token as a CSS variable) as soon as it is called, for the provider to render. That is about 40%
 * of `createSystem`, and it runs in the browser in one task before anything else can (about
 * 25 ms on a desktop, 100 ms at Lighthouse's 4x CPU slowdown). The build already wrote that CSS into
 * index.html (scripts/vite-prerender.ts), and the app's provider is given none to render again
 * (`providerSystem` in src/ui/system.ts), so the browser never needs it. This makes the
 * system's `_global` a getter that builds it when first read: the prerender and the dev server's
 * provider still read it, the app in the browser never does.
 *
 * In the browser build the reset is left out as well (an empty style object stands for it), so
 * home's first load is 1.1 kB gzip lighter: the prerender, which renders the reset into index.html,
 * is a server build and keeps it. The prerender fails the build if index.html would lack the
 * global CSS; without it, the browser's provider would render the global CSS with no reset.
 *
 * Build only (the dev server and tests use Chakra as published). An upstream layout this does
 * not recognise fails the build.
 */
export function chakraLazyGlobal(): Plugin {
  return {
    name: 'nkra:chakra-lazy-global',
    apply: 'build',
    transform(code, id, options) {
      if (!SYSTEM_MODULE.test(id.split('?')[0] ?? id)) return null;
      if (
        !code.includes(EAGER) ||
        !FIELD.test(code) ||
        !code.includes(PREFLIGHT_IMPORT) ||
        !code.includes(PREFLIGHT_CALL)
      ) {
        this.error(`chakraLazyGlobal: ${id} has a layout this plugin does not know.`);
      }
      const server =
        (this.environment?.config.consumer ?? (options?.ssr ? 'server' : 'client')) === 'server';
      const lazy = code
        .replace(EAGER, LAZY)
        .replace(
          FIELD,
          '$1get _global() {\n$1  return (_global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);\n$1},',
        );
      return {
        code: server ? lazy : lazy.replace(PREFLIGHT_IMPORT, '').replace(PREFLIGHT_CALL, '{}'),
        map: null,
      };
    },
  };
}
