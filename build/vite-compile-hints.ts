import type { Plugin, Rolldown } from 'vite';
import { importClosure } from './import-closure';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/**
 * V8's explicit compile hint (Chrome 136+, https://v8.dev/blog/explicit-compile-hints): a file
 * that starts with it has every function compiled while it downloads, on a background thread,
 * instead of each on the main thread at its first call.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The chunks a visit runs nearly all of: the start-up chunk (`entry`), and every chunk loaded
 * with `import()` from a module under one of `visits` (the public pages, the page fade), with
 * the chunks it imports.
 * - The start-up chunk (React, XState, the app shell): left lazy, the hydration's code was
 *   compiled during the load, and React's element-creating code on the main thread at the first
 *   page drawn after hydration (about 20 ms with the CPU slowed 4x).
 * - A public page's code is fetched ahead of a visit (when its link is seen, pointed at or
 *   focused), and the fade after first paint: left lazy, their functions were compiled in the
 *   click that shows the page (in V8's function log, the docs' about 3 ms of parsing and
 *   compiling without throttling, and the fade's about as much at the first page change).
 */
function hintedChunks(bundle: OutputBundle, entryName: string, visits: readonly string[]) {
  const chunks = new Map<string, OutputChunk>();
  for (const file of Object.values(bundle))
    if (file.type === 'chunk') chunks.set(file.fileName, file);
  const starts = [...chunks.values()].filter((chunk) => {
    const module = chunk.facadeModuleId?.replace(/\\/g, '/') ?? '';
    const visited = chunk.isDynamicEntry && visits.some((path) => module.includes(path));
    return chunk.name === entryName || visited;
  });
  return importClosure(starts, (chunk) => chunk.imports.map((file) => chunks.get(file)));
}

/**
 * Starts the chunks a visit runs (above) with the compile hint.
 *
 * Rolldown's `output.postBanner` would be the place, but a chunk whose code a later plugin
 * rewrites (Vite's preload map, in the start-up chunk) loses it; a banner added before
 * minification loses the comment. So the comment goes in last, and the source map moves down
 * the one line it adds.
 */
export function compileHints({
  entry,
  visits,
}: {
  entry: string;
  visits: readonly string[];
}): Plugin {
  return {
    name: 'nkra:compile-hints',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of hintedChunks(bundle, entry, visits)) {
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
