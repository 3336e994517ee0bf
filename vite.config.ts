/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { statechartsCoverage } from './build/statecharts-coverage';
import { compileHints } from './build/vite-compile-hints';
import { prerender } from './build/vite-prerender';
import { staticStyles } from './build/vite-static-styles';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  plugins: [
    react(),
    // `vite build` fails when a machine changed after the model suites wrote its coverage file.
    statechartsCoverage(),
    prerender({ entry: 'src/app/entry-server.tsx' }),
    // The start-up chunk (below), the public pages and the page fade are compiled as they load.
    compileHints({ entry: 'index', visits: ['/src/site/', '/src/ui/motion-fade.tsx'] }),
    // The static parts' stylesheet in index.html while developing (the build writes it itself).
    staticStyles(),
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
          groups: [
            // What every page needs before it can start (React, XState, the app shell), in one
            // file: one request, and one gzip stream compresses better. Chakra is not in it: the
            // views that use it load it (src/ui/chakra.tsx).
            { name: 'index', tags: ['$initial'], priority: 2 },
            // The parts the public pages share (sections, check lists, plan cards, the FAQ list
            // and what they import), in one file: each is under 1.5 kB, and left to the automatic
            // split they were a file per set of pages that used them, so home loaded ten chunks
            // and pricing six, each a request, a preload and a module of its own to compile.
            {
              name: 'site-parts',
              test: /[\\/]src[\\/](site[\\/](shared|plans)[\\/]|site[\\/]faq[\\/]faq-list|domain[\\/](numbers|plans)\.ts)/,
              priority: 1,
            },
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
  worker: {
    // The contacts import's worker loads the .xlsx reader with import() only when a workbook is
    // chosen: module workers can load chunks, where the default (iife) would inline it.
    format: 'es',
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
