/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { cspMetaPlugin } from './scripts/csp-meta-plugin';
import { chakraLazyGlobal } from './scripts/vite-chakra-lazy-global';
import { chakraThemeParts } from './scripts/vite-chakra-theme-parts';
import { prerender } from './scripts/vite-prerender';
import { reactIconsPerIcon } from './scripts/vite-react-icons';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The site's public address in index.html (`%NKRA_SITE_URL%`: canonical link, Open Graph URL
 * and image, which must be absolute). From VITE_SITE_URL, by default the reserved example domain
 * of the brand's other placeholders.
 */
function siteUrl(): Plugin {
  let url = '';
  return {
    name: 'nkra:site-url',
    configResolved(config) {
      const env = loadEnv(config.mode, config.envDir || process.cwd(), 'VITE_');
      url = (env.VITE_SITE_URL || 'https://nkra.example.com').trim().replace(/\/+$/, '');
    },
    transformIndexHtml: (html) => html.replaceAll('%NKRA_SITE_URL%', url),
  };
}

export default defineConfig({
  plugins: [
    react(),
    siteUrl(),
    cspMetaPlugin(),
    reactIconsPerIcon({ lite: fromRoot('./src/ui/react-icons-lite.ts') }),
    chakraThemeParts({ entry: ['/src/ui/system.ts'], lazy: ['/src/ui/extra-recipes.ts'] }),
    chakraLazyGlobal(),
    prerender({ entry: 'src/app/entry-server.tsx' }),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fromRoot('./src') },
      { find: '@machines', replacement: fromRoot('./machines') },
      // @xstate/react imports the pre-React-18 shims; React 19 has `useSyncExternalStore`:
      // take it from React, and the selector variant from the package's entry that uses it.
      { find: /^use-sync-external-store\/shim$/, replacement: fromRoot('./src/ui/react-uses.ts') },
      {
        find: /^use-sync-external-store\/shim\/with-selector$/,
        replacement: 'use-sync-external-store/with-selector',
      },
    ],
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: true,
    // Every browser that runs this es2022 build supports <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the home page needs in one file: one request, and one gzip stream
          // compresses about 2 kB better than the five chunks it would otherwise be (React, the
          // JSX runtime, Emotion and the app). Lazy chunks import what they share from it.
          groups: [
            { name: 'index', tags: ['$initial'], priority: 2 },
            // Each icon is a module of its own (scripts/vite-react-icons.ts): the few that
            // several lazy chunks share travel together, not as a dozen 300-byte files.
            { name: 'shared-icons', test: /^\0react-icon:/, minShareCount: 2, priority: 1 },
          ],
        },
      },
      treeshake: {
        // @emotion/react imports hoist-non-react-statics (CommonJS, so kept whole, with react-is)
        // for `withTheme` alone, which nothing here uses. Marked side-effect free, they go
        // unless used. Everything else keeps its package.json `sideEffects`.
        moduleSideEffects: (id: string) =>
          /[\\/]node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/.test(id)
            ? false
            : undefined,
      },
    },
  },
  preview: {
    port: 4173,
    strictPort: true,
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./tests/setup.ts'],
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/model/**/*.test.{ts,tsx}'],
    css: false,
    testTimeout: 20_000,
    // One worker per CPU: in a run the main process mostly waits. Vitest's default leaves one
    // CPU free, which on a two-CPU CI machine is half of it (158 s here, 78 s with both).
    maxWorkers: availableParallelism(),
  },
});
