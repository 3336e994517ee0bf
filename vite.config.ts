/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const CHAKRA_THEME_ID = '\0nkra:chakra-theme';
const LAZY = '?lazy-recipe';

/**
 * Imports Chakra's theme parts without its theme barrel, so the first bundle holds only the
 * recipes the first page renders.
 *
 * `@chakra-ui/react/theme` builds the full default theme: it imports every recipe (70-odd, with
 * their anatomies) to assemble `recipes`, `slotRecipes` and `defaultThemeConfig`. Importing
 * `tokens` from it made Rolldown keep parts of all of them in the entry, and place the lazy
 * recipes of `src/ui/extra-recipes.ts` in the entry chunk too, because the entry reaches them
 * through the barrel. So in the listed modules an import from `@chakra-ui/react/theme` becomes:
 * - a recipe: an import of its own file (in a lazy module under a module id of its own, which
 *   only the lazy chunk reaches, also for a recipe it builds on, like checkbox on checkmark);
 * - anything else (`tokens`, `semanticTokens`, `keyframes`, `globalCss`, ...): an import from a
 *   module generated from the barrel's own source without the recipe collections.
 * Unknown names and an upstream layout this does not recognise fail the build.
 */
function chakraThemeParts({ entry, lazy }: { entry: string[]; lazy: string[] }): Plugin {
  const themeDir = join(
    dirname(createRequire(import.meta.url).resolve('@chakra-ui/react')),
    '..',
    'esm',
    'theme',
  );
  const source = readFileSync(join(themeDir, 'index.js'), 'utf8');
  const recipeFiles = new Map<string, string>();
  for (const [, name, file] of source.matchAll(
    /export \{ (\w+) \} from '(\.\/recipes\/[\w-]+\.js)';/g,
  )) {
    if (name && file) recipeFiles.set(name, join(themeDir, file));
  }
  const imports = [...source.matchAll(/^import \{ (\w+) \} from '(\.\/[\w./-]+\.js)';$/gm)]
    .filter(([, , file]) => file !== './recipes.js' && file !== './slot-recipes.js')
    .map(
      ([, name, file]) => `import { ${name} } from ${JSON.stringify(join(themeDir, file ?? ''))};`,
    );
  const blocks = ['tokens', 'semanticTokens'].map(
    (name) => source.match(new RegExp(`^const ${name} = \\{[\\s\\S]*?^\\};$`, 'm'))?.[0],
  );
  const themeNames = [
    'tokens',
    'semanticTokens',
    'animationStyles',
    'breakpoints',
    'globalCss',
    'keyframes',
    'layerStyles',
    'textStyles',
  ];
  if (recipeFiles.size < 50 || imports.length < 20 || blocks.some((block) => !block)) {
    throw new Error(
      'chakraThemeParts: @chakra-ui/react/theme has a layout this config does not know.',
    );
  }
  const themeModule = [...imports, ...blocks, `export { ${themeNames.join(', ')} };`].join('\n');

  const barrelImport = /import\s*\{([^}]*)\}\s*from\s*['"]@chakra-ui\/react\/theme['"];?/g;
  const matches = (list: string[], id: string) => list.some((module) => id.endsWith(module));
  return {
    name: 'nkra:chakra-theme-parts',
    enforce: 'pre',
    resolveId(id, importer) {
      if (id === CHAKRA_THEME_ID) return id;
      if (!importer?.endsWith(LAZY) || !/^\.\/[\w-]+\.js$/.test(id)) return null;
      return join(dirname(importer.slice(0, -LAZY.length)), id) + LAZY;
    },
    load(id) {
      return id === CHAKRA_THEME_ID ? themeModule : null;
    },
    transform(code, id) {
      const isLazy = matches(lazy, id);
      if (!isLazy && !matches(entry, id)) return null;
      const rewritten = code.replace(barrelImport, (_, names: string) =>
        names
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean)
          .map((name) => {
            const recipe = recipeFiles.get(name);
            if (recipe)
              return `import { ${name} } from ${JSON.stringify(isLazy ? recipe + LAZY : recipe)};`;
            if (themeNames.includes(name))
              return `import { ${name} } from ${JSON.stringify(CHAKRA_THEME_ID)};`;
            this.error(`${name} from @chakra-ui/react/theme is not known to chakraThemeParts.`);
          })
          .join('\n'),
      );
      // Only import lines change: an empty map keeps the rest of the module's mappings.
      return { code: rewritten, map: { mappings: '' } };
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    chakraThemeParts({ entry: ['/src/ui/system.ts'], lazy: ['/src/ui/extra-recipes.ts'] }),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fromRoot('./src') },
      { find: '@machines', replacement: fromRoot('./machines') },
      // @xstate/react imports the pre-React-18 shims; React 19 has `useSyncExternalStore`, and
      // these are the same package's entries that use it directly (smaller, no feature test).
      { find: /^use-sync-external-store\/shim$/, replacement: 'use-sync-external-store' },
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
    rolldownOptions: {
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
  },
});
