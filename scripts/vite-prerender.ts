import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import { inlineScript } from './csp-meta-plugin';

/** What the server entry exports (src/app/entry-server.tsx). */
interface ServerEntry {
  render: (page?: string) => Promise<string>;
  /** The public pages besides home, each prerendered into a file of its own. */
  DEEP_LINK_PAGES: readonly string[];
}

/** Marks the prerendered root; src/app/main.tsx hydrates only markup with this mark. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/** Set on <html> by src/app/main.tsx once the app shows the page the address names. */
export const BOOTED_ATTRIBUTE = 'data-booted';
/** Set on <html> by src/app/boot.js when the address names another page than home, until that
 * page's prerendered markup is in place. */
export const DEEP_LINK_ATTRIBUTE = 'data-deep-link';

/**
 * Until the app has rendered, two kinds of visit must not see the prerendered home page:
 * - an address naming another page (`/#pricing`: the server cannot see the hash, so it sends
 *   home; src/app/boot.js, a tiny script that runs before the body renders, marks those): the
 *   header and footer show (they are the same on every page), home's <main> does not, until
 *   boot.js has put that page's prerendered markup in its place or the app has rendered it;
 * - a visitor whose system is in dark mode (the colour mode is decided by the app's script):
 *   nothing shows until the app has rendered in the right mode.
 */
const GATE_CSS =
  `html[${DEEP_LINK_ATTRIBUTE}]:not([${BOOTED_ATTRIBUTE}]) #root main{visibility:hidden}` +
  `@media (prefers-color-scheme:dark){html:not([${BOOTED_ATTRIBUTE}]) #root{visibility:hidden}}`;

/**
 * The chunks each lazily loaded page needs, by page name (the module `<name>-page.tsx` a chunk
 * stands for), with the chunks they import, leaving out the entry chunk the app loads anyway.
 * src/app/boot.js preloads them when the address names that page.
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

/** One `<style data-emotion>` tag Emotion rendered: its cache key, style names and rules. */
interface EmotionTag {
  tag: string;
  key: string;
  ids: string[];
  css: string;
}

/** Takes Emotion's `<style data-emotion>` tags out of rendered markup. */
export function extractStyles(html: string): { markup: string; tags: EmotionTag[] } {
  const tags: EmotionTag[] = [];
  const markup = html.replace(
    /<style data-emotion="([^"]+)"(?: nonce="[^"]*")?>([\s\S]*?)<\/style>/g,
    (tag: string, attribute: string, css: string) => {
      const [key = '', ...ids] = attribute.split(' ');
      tags.push({ tag, key, ids, css });
      return '';
    },
  );
  return { markup, tags };
}

/**
 * The non-global rules of `tags` as one tag's parts: `emotion` is its `data-emotion` value, the
 * form Emotion's cache reads on start to know which styles are already in the page (as
 * @emotion/server's critical-CSS extraction writes them).
 */
function combine(tags: EmotionTag[]): { emotion: string; css: string } | null {
  const keys = new Set(tags.map(({ key }) => key));
  if (keys.size > 1) throw new Error(`prerender: two Emotion keys, ${[...keys].join(' and ')}.`);
  const [key] = keys;
  if (!key) return null;
  return {
    emotion: [key, ...tags.flatMap(({ ids }) => ids)].join(' '),
    css: tags.map(({ css }) => css).join(''),
  };
}

const isGlobal = ({ key }: EmotionTag) => key.endsWith('-global');

/**
 * Emotion renders each style it inserts as a <style> beside the element that needs it, about a
 * hundred of them through the page. This moves them into <head> (so the browser has every rule
 * before the first element, and matches styles once): the global styles keep a tag each, since
 * Emotion's <Global> finds its own by name when it hydrates; all other rules go into one tag
 * listing every name in `data-emotion`.
 */
export function hoistStyles(html: string): { markup: string; styles: string; names: Set<string> } {
  const { markup, tags } = extractStyles(html);
  const combined = combine(tags.filter((tag) => !isGlobal(tag)));
  const styles = [
    ...tags.filter(isGlobal).map(({ tag }) => tag),
    ...(combined ? [`<style data-emotion="${combined.emotion}">${combined.css}</style>`] : []),
  ].join('\n    ');
  const names = new Set(tags.filter((tag) => !isGlobal(tag)).flatMap(({ ids }) => ids));
  return { markup, styles, names };
}

/**
 * The app in the browser renders no global CSS when index.html has it (`providerSystem` in
 * src/ui/system.ts, which looks for this tag), and its build has no reset to render
 * (scripts/vite-chakra-lazy-global.ts): the prerendered styles must hold both.
 */
export function assertGlobalCss(styles: string): void {
  const { tags } = extractStyles(styles);
  if (!tags.some((tag) => isGlobal(tag) && tag.css.includes('@layer reset{'))) {
    throw new Error(
      'prerender: the prerendered page has no global CSS with the reset (a `css-global` style with `@layer reset{`).',
    );
  }
}

/**
 * Another page than home, as src/app/boot.js puts it in place of home's markup: the root's
 * markup and the rules home's <head> does not already have. Its global styles must be home's
 * (they come from the app's shell, the same on every page).
 */
export function deepLinkPage(
  html: string,
  home: { styles: string; names: Set<string> },
): { emotion: string; css: string; markup: string } {
  const { markup, tags } = extractStyles(html);
  const missingGlobal = tags.find((tag) => isGlobal(tag) && !home.styles.includes(tag.tag));
  if (missingGlobal) {
    throw new Error(`prerender: a page has global styles home does not: ${missingGlobal.key}.`);
  }
  const own = tags.filter((tag) => !isGlobal(tag) && tag.ids.some((id) => !home.names.has(id)));
  const combined = combine(own) ?? { emotion: '', css: '' };
  return { ...combined, markup };
}

/**
 * Renders the home page into the built index.html at build time, so a first visit sees it
 * before any script runs, and every other public page into a file src/app/boot.js fetches when
 * a link names that page; src/app/main.tsx then hydrates what is in place. Runs after the client build:
 * builds `entry` for Node into a scratch folder (everything bundled, same config and mode),
 * calls its `render()` and writes the markup, the gate style and src/app/boot.js into index.html.
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
        const home = hoistStyles(await server.render());
        assertGlobalCss(home.styles);
        const base = config.base.endsWith('/') ? config.base : `${config.base}/`;
        const assets = `${base}${config.build.assetsDir}/`;

        // Every other public page, into a file of its own that boot.js fetches when a link
        // names the page; named by its content, so it is cached like the other assets.
        const pageFiles: Record<string, string> = {};
        const assetsDir = join(outDir, config.build.assetsDir);
        await mkdir(assetsDir, { recursive: true });
        let pageBytes = 0;
        for (const name of server.DEEP_LINK_PAGES) {
          const json = JSON.stringify(deepLinkPage(await server.render(name), home));
          const hash = createHash('sha256').update(json).digest('base64url').slice(0, 8);
          const file = `page-${name}-${hash}`;
          await writeFile(join(assetsDir, `${file}.json`), json);
          pageFiles[name] = file;
          pageBytes += json.length;
        }

        const indexPath = join(outDir, 'index.html');
        const html = await readFile(indexPath, 'utf8');
        const root = '<div id="root"></div>';
        if (!html.includes(root) || !html.includes('</head>')) {
          throw new Error(`prerender: ${indexPath} has no empty ${root} to fill.`);
        }
        // boot.js runs inline, before the body renders and without a round trip; the policy
        // allows it by its hash, which must be in public/_headers (and so in the <meta> policy).
        const bootPath = resolve(config.root, 'src/app/boot.js');
        const boot = inlineScript(await readFile(bootPath, 'utf8'));
        const headers = await readFile(resolve(config.publicDir, '_headers'), 'utf8');
        if (!headers.includes(boot.source)) {
          throw new Error(
            `prerender: the Content-Security-Policy's script-src in public/_headers (and ` +
              `docs/nginx.conf) must allow ${bootPath} by its hash: ${boot.source}`,
          );
        }
        const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
        const meta = (name: string, content: string) =>
          `<meta name="${name}" data-assets="${attribute(assets)}" content="${attribute(content)}" />`;
        const head = [
          meta('nkra-page-chunks', compactChunks(pageChunks, assets)),
          meta('nkra-page-html', JSON.stringify(pageFiles)),
          `<style>${GATE_CSS}</style>`,
          `<script>${boot.script}</script>`,
        ].join('\n    ');
        const moduleScript = html.indexOf('<script type="module"');
        if (moduleScript < 0) throw new Error(`prerender: ${indexPath} has no module script.`);
        const page = (html.slice(0, moduleScript) + head + '\n    ' + html.slice(moduleScript))
          .replace('</head>', `  ${home.styles}\n  </head>`)
          .replace(root, `<div id="root" ${PRERENDERED_ATTRIBUTE}="home">${home.markup}</div>`);
        await writeFile(indexPath, page);
        config.logger.info(
          `prerendered home into ${indexPath} (${(home.markup.length / 1000).toFixed(1)} kB of markup), ` +
            `${server.DEEP_LINK_PAGES.length} other pages into ${assetsDir} (${(pageBytes / 1000).toFixed(1)} kB)`,
        );
      } finally {
        await rm(serverDir, { recursive: true, force: true });
      }
    },
  };
}
