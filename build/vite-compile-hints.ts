import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136+, https://v8.dev/blog/explicit-compile-hints): a file
 * that starts with it has every function compiled while it downloads, on a background thread,
 * instead of each on the main thread at its first call.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Starts the named chunk with the compile hint. For the start-up chunk (React, XState, the app
 * shell) that is what a visitor runs anyway: left lazy, the hydration's code is compiled during
 * the load, and React's element-creating code on the main thread at the first page drawn after
 * hydration (about 20 ms with the CPU slowed 4x).
 *
 * Rolldown's `output.postBanner` would be the place, but a chunk whose code a later plugin
 * rewrites (Vite's preload map, in the start-up chunk) loses it; a banner added before
 * minification loses the comment. So the comment goes in last, and the source map moves down
 * the one line it adds.
 */
export function compileHints(chunkName: string): Plugin {
  return {
    name: 'nkra:compile-hints',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk' || file.name !== chunkName) continue;
          file.code = `${COMPILE_HINT}\n${file.code}`;
          const map = bundle[`${file.fileName}.map`];
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const parsed = JSON.parse(map.source) as { mappings: string };
            map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
          }
        }
      },
    },
  };
}
