/**
 * Everything reachable from `starts` through `importsOf`, each once: a chunk and the chunks it
 * imports, over Rolldown's bundle (build/vite-compile-hints.ts) or Vite's manifest
 * (build/vite-prerender.ts). `importsOf` answers `undefined` for an import it cannot resolve.
 */
export function importClosure<T>(
  starts: Iterable<T>,
  importsOf: (item: T) => Iterable<T | undefined>,
): Set<T> {
  const reached = new Set<T>();
  const visit = (item: T | undefined) => {
    if (item === undefined || reached.has(item)) return;
    reached.add(item);
    for (const imported of importsOf(item)) visit(imported);
  };
  for (const start of starts) visit(start);
  return reached;
}
