import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const PER_ICON = 'virtual:react-icon/';
const RESOLVED_PER_ICON = `\0react-icon:`;

/** `import { LuMenu, LuX } from 'react-icons/lu'` (value imports; `import type` is left alone). */
const PACK_IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]react-icons\/(\w+)['"];?/g;

/**
 * Each react-icons pack (`react-icons/lu`, 1,500 icons) is one module, and a bundler puts a
 * module in one chunk: every icon any page uses landed in the entry chunk beside the five the
 * site header needs (15.5 kB raw, about 3 kB gzip). This makes every icon its own module:
 * - in the app's source, `import { LuMenu, LuX } from 'react-icons/lu'` becomes one import per
 *   icon from `virtual:react-icon/lu/LuMenu`, so each chunk holds only the icons it renders;
 * - such a module is that icon's function, copied from the pack, built with the GenIcon of
 *   src/ui/react-icons-lite.ts: the same <svg> without react-icons' React context, which this
 *   app never provides (tests/unit/react-icons-lite.test.tsx compares the markup).
 * Build only: tests and the dev server use react-icons as published. An icon the pack does not
 * have, or a pack whose layout this does not recognise, fails the build.
 */
export function reactIconsPerIcon({ lite }: { lite: string }): Plugin {
  const require = createRequire(import.meta.url);
  const packs = new Map<string, string>();
  const packSource = (pack: string) => {
    let source = packs.get(pack);
    if (source === undefined) {
      source = readFileSync(
        require.resolve(`react-icons/${pack}`).replace(/index\.js$/, 'index.mjs'),
        'utf8',
      );
      packs.set(pack, source);
    }
    return source;
  };

  return {
    name: 'nkra:react-icons-per-icon',
    apply: 'build',
    enforce: 'pre',
    transform: {
      filter: { id: /[\\/]src[\\/].*\.tsx?$/, code: /react-icons\// },
      handler(code) {
        const rewritten = code.replace(PACK_IMPORT, (_, names: string, pack: string) =>
          names
            .split(',')
            .map((name) => name.trim())
            .filter(Boolean)
            .map((name) => {
              const [imported = '', local = imported] = name.split(/\s+as\s+/);
              return `import { ${imported} as ${local} } from '${PER_ICON}${pack}/${imported}';`;
            })
            .join('\n'),
        );
        return rewritten === code ? null : { code: rewritten, map: null };
      },
    },
    resolveId: {
      filter: { id: /^virtual:react-icon\// },
      handler: (id) => `${RESOLVED_PER_ICON}${id.slice(PER_ICON.length)}`,
    },
    load: {
      filter: { id: /^\0react-icon:/ },
      handler(id) {
        const [pack = '', name = ''] = id.slice(RESOLVED_PER_ICON.length).split('/');
        const found = packSource(pack).match(
          new RegExp(
            `^export function ${name} \\(props\\) \\{\\n  return GenIcon\\((.*)\\)\\(props\\);\\n\\};$`,
            'm',
          ),
        );
        if (!found) {
          throw new Error(
            `react-icons-per-icon: react-icons/${pack} has no icon ${name} in the layout this plugin reads.`,
          );
        }
        return [
          `import { GenIcon } from ${JSON.stringify(lite)};`,
          `const render = GenIcon(${found[1]});`,
          `export function ${name}(props) { return render(props); }`,
        ].join('\n');
      },
    },
  };
}
