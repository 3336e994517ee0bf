import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** The module `src/ui/system.ts` takes Chakra's tokens and styles from (typed in src/ui). */
export const THEME_PARTS_ID = 'virtual:chakra-theme-parts';
const RESOLVED_THEME_PARTS_ID = `\0${THEME_PARTS_ID}`;
const LAZY = '?lazy-recipe';

/**
 * Lets the app take Chakra's theme apart, so the first bundle holds only the tokens and recipes
 * the first page renders.
 *
 * `@chakra-ui/react/theme` builds the whole default theme: it imports every recipe (70-odd, with
 * their anatomies) to assemble `recipes`, `slotRecipes` and `defaultThemeConfig`, and its
 * `tokens` object holds every colour palette. Importing anything from it made Rolldown keep
 * parts of all recipes in the entry chunk, and put the lazy recipes of `src/ui/extra-recipes.ts`
 * there too, because the entry reached them through the barrel. So:
 * - `virtual:chakra-theme-parts` exports each token group and style set of the barrel from its
 *   own file (`spacing`, `sizes`, `semanticShadows`, `keyframes`, `globalCss`, ...);
 * - in the `entry` and `lazy` modules, an import of recipes from `@chakra-ui/react/theme` becomes
 *   imports of the recipe files; in a lazy module under a module id of their own (also for a
 *   recipe a recipe builds on, like checkbox on checkmark), which only the lazy chunk reaches.
 * Unknown names, and an upstream layout this does not recognise, fail the build.
 */
export function chakraThemeParts({ entry, lazy }: { entry: string[]; lazy: string[] }): Plugin {
  const require = createRequire(import.meta.url);
  const themeDir = join(dirname(require.resolve('@chakra-ui/react')), '..', 'esm', 'theme');
  const source = readFileSync(join(themeDir, 'index.js'), 'utf8');

  const recipeFiles = new Map<string, string>();
  for (const [, name, file] of source.matchAll(
    /^export \{ (\w+) \} from '(\.\/recipes\/[\w-]+\.js)';$/gm,
  )) {
    if (name && file) recipeFiles.set(name, join(themeDir, file));
  }
  const parts = [...source.matchAll(/^import \{ (\w+) \} from '(\.\/[\w./-]+\.js)';$/gm)]
    .filter(([, , file]) => file !== './recipes.js' && file !== './slot-recipes.js')
    .map(
      ([, name, file]) => `export { ${name} } from ${JSON.stringify(join(themeDir, file ?? ''))};`,
    );
  if (recipeFiles.size < 50 || parts.length < 20) {
    throw new Error(
      `chakraThemeParts: ${join(themeDir, 'index.js')} has a layout this plugin does not know.`,
    );
  }
  const themeParts = parts.join('\n');

  const barrelImport = /import\s*\{([^}]*)\}\s*from\s*['"]@chakra-ui\/react\/theme['"];?/g;
  const listed = (list: string[], id: string) => list.some((module) => id.endsWith(module));

  return {
    name: 'nkra:chakra-theme-parts',
    enforce: 'pre',
    // Filters keep Rolldown from calling into JavaScript for every other module.
    resolveId: {
      filter: { id: /^(?:\.\/[\w-]+\.js|virtual:chakra-theme-parts)$/ },
      handler(id, importer) {
        if (id === THEME_PARTS_ID) return RESOLVED_THEME_PARTS_ID;
        if (!importer?.endsWith(LAZY)) return null;
        return join(dirname(importer.slice(0, -LAZY.length)), id) + LAZY;
      },
    },
    load: {
      filter: { id: /^\0virtual:chakra-theme-parts$/ },
      handler(id) {
        return id === RESOLVED_THEME_PARTS_ID ? themeParts : null;
      },
    },
    transform: {
      filter: { id: new RegExp(`(?:${[...entry, ...lazy].map(escape).join('|')})$`) },
      handler(code, id) {
        const isLazy = listed(lazy, id);
        if (!isLazy && !listed(entry, id)) return null;
        const rewritten = code.replace(barrelImport, (_, names: string) =>
          names
            .split(',')
            .map((name) => name.trim())
            .filter(Boolean)
            .map((name) => {
              const file = recipeFiles.get(name);
              if (!file) {
                this.error(
                  `${id}: import ${name} from '${THEME_PARTS_ID}', not from '@chakra-ui/react/theme' (only recipes come from there).`,
                );
              }
              return `import { ${name} } from ${JSON.stringify(isLazy ? file + LAZY : file)};`;
            })
            .join('\n'),
        );
        // Only import lines change: an empty map keeps the rest of the module's mappings.
        return { code: rewritten, map: { mappings: '' } };
      },
    },
  };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
