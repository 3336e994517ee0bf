import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';

/** What the server entry exports (src/app/entry-server.tsx). */
interface ServerEntry {
  render: () => Promise<string>;
}

/** Marks the prerendered root; src/app/main.tsx hydrates only markup with this mark. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/** Set on <html> by src/app/main.tsx once the app shows the page the address names. */
export const BOOTED_ATTRIBUTE = 'data-booted';
/** Set on <html> by public/boot.js when the address names another page than home. */
export const DEEP_LINK_ATTRIBUTE = 'data-deep-link';

/**
 * Until the app has rendered, two kinds of visit must not see the prerendered home page:
 * - an address naming another page (`/#pricing`: the server cannot see the hash, so it sends
 *   home; public/boot.js, a tiny script that runs before the body renders, marks those): the
 *   header and footer show (they are the same on every page), home's <main> does not;
 * - a visitor whose system is in dark mode (the colour mode is decided by the app's script):
 *   nothing shows until the app has rendered in the right mode.
 */
const GATE_CSS =
  `html[${DEEP_LINK_ATTRIBUTE}]:not([${BOOTED_ATTRIBUTE}]) #root main{visibility:hidden}` +
  `@media (prefers-color-scheme:dark){html:not([${BOOTED_ATTRIBUTE}]) #root{visibility:hidden}}`;

/**
 * The chunks each lazily loaded page needs, by page name (the module `<name>-page.tsx` a chunk
 * stands for), with the chunks they import, leaving out the entry chunk the app loads anyway.
 * public/boot.js preloads them when the address names that page.
 */
export function chunksByPage(bundle: Rollup.OutputBundle, base: string): Record<string, string[]> {
  const chunks = new Map(
    Object.values(bundle)
      .filter((item): item is Rollup.OutputChunk => item.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const result: Record<string, string[]> = {};
  for (const chunk of chunks.values()) {
    const page = chunk.facadeModuleId?.match(/[\\/]([a-z]+)-page\.tsx$/)?.[1];
    if (!page || chunk.isEntry) continue;
    const files = new Set<string>();
    const visit = (fileName: string) => {
      const item = chunks.get(fileName);
      if (!item || item.isEntry || files.has(fileName)) return;
      files.add(fileName);
      item.imports.forEach(visit);
    };
    visit(chunk.fileName);
    result[page] = [...files].map((file) => `${base.endsWith('/') ? base : `${base}/`}${file}`);
  }
  // The dashboard is for signed-in visitors only (a signed-out /#dashboard shows home): its
  // chunks are not worth fetching on a guess.
  delete result.dashboard;
  return result;
}

/** `{ pricing: 'pricing-page-X extra-recipes-Y' }`: what boot.js reads, without folder and `.js`. */
export function compactChunks(chunks: Record<string, string[]>, assetsPrefix: string): string {
  const compact = Object.fromEntries(
    Object.entries(chunks).map(([page, files]) => [
      page,
      files.map((file) => file.replace(assetsPrefix, '').replace(/\.js$/, '')).join(' '),
    ]),
  );
  return JSON.stringify(compact);
}

/**
 * Emotion renders each style it inserts as a <style> beside the element that needs it, about a
 * hundred of them through the page. This moves them into <head> (so the browser has every rule
 * before the first element, and matches styles once): the global styles keep a tag each, since
 * Emotion's <Global> finds its own by name when it hydrates; all other rules go into one tag
 * listing every name in `data-emotion`, the form Emotion's cache reads on start to know which
 * styles are already in the page (as @emotion/server's critical-CSS extraction writes them).
 */
export function hoistStyles(html: string): { markup: string; styles: string } {
  const globals: string[] = [];
  const names: string[] = [];
  const rules: string[] = [];
  let key = '';
  const markup = html.replace(
    /<style data-emotion="([^"]+)"(?: nonce="[^"]*")?>([\s\S]*?)<\/style>/g,
    (tag: string, attribute: string, css: string) => {
      const [styleKey = '', ...ids] = attribute.split(' ');
      if (styleKey.endsWith('-global')) globals.push(tag);
      else {
        if (key && styleKey !== key)
          throw new Error(`prerender: two Emotion keys, ${key} and ${styleKey}.`);
        key = styleKey;
        names.push(...ids);
        rules.push(css);
      }
      return '';
    },
  );
  const styles = [
    ...globals,
    ...(names.length
      ? [`<style data-emotion="${key} ${names.join(' ')}">${rules.join('')}</style>`]
      : []),
  ].join('\n    ');
  return { markup, styles };
}

/**
 * Renders the home page into the built index.html at build time, so a first visit sees it
 * before any script runs; src/app/main.tsx then hydrates it. Runs after the client build:
 * builds `entry` for Node into a scratch folder (everything bundled, same config and mode),
 * calls its `render()` and writes the markup, the gate style and public/boot.js into index.html.
 */
export function prerender({ entry }: { entry: string }): Plugin {
  let config: ResolvedConfig;
  let pageChunks: Record<string, string[]> = {};
  return {
    name: 'nkra:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(_, bundle) {
      if (!config.build.ssr) pageChunks = chunksByPage(bundle, config.base);
    },
    async closeBundle() {
      if (config.build.ssr || config.build.watch) return;
      const outDir = resolve(config.root, config.build.outDir);
      const serverDir = await mkdtemp(join(tmpdir(), 'nkra-prerender-'));
      try {
        await build({
          configFile: config.configFile,
          root: config.root,
          mode: config.mode,
          logLevel: 'warn',
          ssr: { noExternal: true },
          build: {
            ssr: resolve(config.root, entry),
            outDir: serverDir,
            emptyOutDir: true,
            copyPublicDir: false,
            minify: false,
            sourcemap: false,
            rolldownOptions: {
              output: { entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs' },
            },
          },
        });
        const name = entry.replace(/^.*\//, '').replace(/\.[jt]sx?$/, '');
        const server = (await import(
          pathToFileURL(join(serverDir, `${name}.mjs`)).href
        )) as ServerEntry;
        const { markup, styles } = hoistStyles(await server.render());

        const indexPath = join(outDir, 'index.html');
        const html = await readFile(indexPath, 'utf8');
        const root = '<div id="root"></div>';
        if (!html.includes(root) || !html.includes('</head>')) {
          throw new Error(`prerender: ${indexPath} has no empty ${root} to fill.`);
        }
        const base = config.base.endsWith('/') ? config.base : `${config.base}/`;
        // boot.js: asynchronous (a blocking script would hold every first paint for a round
        // trip), high priority and ahead of the page's bulk, so it runs before the body renders.
        const assets = `${base}${config.build.assetsDir}/`;
        const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
        const chunkMeta = `<meta name="nkra-page-chunks" data-assets="${attribute(assets)}" content="${attribute(compactChunks(pageChunks, assets))}" />`;
        const boot = `${chunkMeta}\n    <script async fetchpriority="high" src="${base}boot.js"></script>\n    <style>${GATE_CSS}</style>\n    `;
        const moduleScript = html.indexOf('<script type="module"');
        if (moduleScript < 0) throw new Error(`prerender: ${indexPath} has no module script.`);
        const page = (html.slice(0, moduleScript) + boot + html.slice(moduleScript))
          .replace('</head>', `  ${styles}\n  </head>`)
          .replace(root, `<div id="root" ${PRERENDERED_ATTRIBUTE}="home">${markup}</div>`);
        await writeFile(indexPath, page);
        // boot.js comes from public/ as written; its comments are for the source, not the wire.
        const bootPath = join(outDir, 'boot.js');
        const bootCode = await readFile(bootPath, 'utf8').catch(() => null);
        if (bootCode === null)
          throw new Error(`prerender: ${bootPath} is missing (public/boot.js).`);
        await writeFile(bootPath, bootCode.replace(/^\s*\/\/.*\n/gm, ''));
        config.logger.info(
          `prerendered home into ${indexPath} (${(markup.length / 1000).toFixed(1)} kB of markup and styles)`,
        );
      } finally {
        await rm(serverDir, { recursive: true, force: true });
      }
    },
  };
}
