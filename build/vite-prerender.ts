import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PurgeCSS } from 'purgecss';
import { build, loadEnv, type Manifest, type Plugin, type ResolvedConfig } from 'vite';
import { pathForPage, type Page, type PathPage, type SitePage } from '../src/domain/pages';
import { importClosure } from './import-closure';
import { headersFile, metaPolicy, nginxHeaders, scriptHash, securityHeaders } from './headers';

/** What the server entry exports (src/app/entry-server.tsx). */
export interface ServerEntry {
  render: (page: SitePage | 'notFound') => Promise<string>;
  PRERENDERED_PAGES: readonly SitePage[];
  PAGE_SOURCES: Record<PathPage, string>;
  COLOR_MODE_SCRIPT: string;
  STATIC_STYLESHEET_ATTRIBUTE: string;
  staticStylesheet: () => string;
  documentTitle: (page: Page) => string;
  pageDescription: (page: Page) => string;
}

/** Marks the prerendered root with its page; src/app/main.tsx hydrates only a page it matches. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** Where the build writes each page: home at `index.html`, the others at `<name>/index.html`. */
export function pageFile(page: Page): string {
  if (page === 'home') return 'index.html';
  if (page === 'notFound') return '404.html';
  return `${page}/index.html`;
}

/**
 * The chunks a page's module needs beyond the entry's, from Vite's manifest: the page's own
 * chunk and every chunk it imports statically. The page's HTML preloads them, so its code
 * arrives beside the app's instead of after it.
 */
export function pageChunks(manifest: Manifest, source: string, base: string): string[] {
  const closure = (keys: Iterable<string>) =>
    importClosure(keys, (key) => manifest[key]?.imports ?? []);
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const entryFiles = new Set([...closure(entries)].map((key) => manifest[key]?.file));
  return [...closure([source])]
    .map((key) => manifest[key]?.file)
    .filter((file): file is string => file !== undefined && !entryFiles.has(file))
    .map((file) => `${base}${file}`);
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

interface PageHead {
  page: Page;
  title: string;
  description: string;
  siteUrl: string;
  policy: string;
  colorModeScript: string;
  styles: string;
  /** Pages search engines should not list: the 404 page, the demo sign-in and dashboard. */
  noindex: boolean;
}

/** The `<head>` tags of one page, in place of index.html's `<title>` and `<!--app-head-->`. */
export function pageHead(head: PageHead): string {
  const url = head.page === 'notFound' ? '' : `${head.siteUrl}${pathForPage(head.page)}`;
  const tags = [
    `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(metaPolicy(head.policy))}" />`,
    `<title>${escapeText(head.title)}</title>`,
    `<meta name="description" content="${escapeAttribute(head.description)}" />`,
    head.noindex
      ? '<meta name="robots" content="noindex" />'
      : `<link rel="canonical" href="${escapeAttribute(url)}" />`,
    '<meta property="og:type" content="website" />',
    '<meta property="og:site_name" content="Nkra" />',
    '<meta property="og:locale" content="en_GH" />',
    ...(head.page === 'notFound'
      ? []
      : [`<meta property="og:url" content="${escapeAttribute(url)}" />`]),
    `<meta property="og:title" content="${escapeAttribute(head.title)}" />`,
    `<meta property="og:description" content="${escapeAttribute(head.description)}" />`,
    `<meta property="og:image" content="${escapeAttribute(`${head.siteUrl}/og-image.png`)}" />`,
    '<meta property="og:image:width" content="1200" />',
    '<meta property="og:image:height" content="630" />',
    '<meta property="og:image:alt" content="Nkra logo, a green speech bubble, and the words: Bulk SMS that reaches every customer in Ghana" />',
    '<meta name="twitter:card" content="summary_large_image" />',
    `<script>${head.colorModeScript}</script>`,
    head.styles,
  ];
  return tags.filter(Boolean).join('\n    ');
}

/**
 * Starts the app once the page has loaded and has been painted: the page is finished HTML,
 * readable and with working links before any script runs, so the app's code never competes with
 * the page's own bytes for the line, nor with its first paint (in a measurement, it never counts
 * in it). The load event alone is too early for that: it often comes before the first paint (in
 * Lighthouse's traces of pricing, load at 230 to 330 ms and the first paint at 380 to 460), and
 * then the loader's scripts sometimes arrived before the paint, and Lighthouse's simulated first
 * and largest paints counted them. So on a page with prerendered content it waits for the
 * browser's `first-contentful-paint` entry too. It waits for load only on a shell (nothing to
 * paint until the app draws it), in a browser without paint timing, and in a tab in the
 * background (opened with a middle click, say), which does not paint until it is shown.
 * It links the whole static stylesheet (`data-styles`, see `criticalStyles`) for print, so the
 * browser loads it without applying it, and once it has loaded, applies it and removes the
 * page's part of it (the same rules twice are twice the work for every later style change) in
 * one step: the page's styles are worked out again once, not once for each (measured without
 * throttling, two tasks of about 27 ms each became one of about 25). It then asks for a style
 * (`getComputedStyle`), so that restyling the page runs in the load event's task and its layout
 * and paint in the next frame's: in Lighthouse's traces of home at 1.83x the swap was one task of
 * 82 to 165 ms (wall), and is two of 22 to 45 and 26 to 49, where a task counts as blocking for
 * what it lasts beyond 50 ms. It preloads the entry's scripts (`data-entry`) and the page's own
 * chunks (`data-modules`), so they arrive side by side, and imports the entry's scripts in order.
 * The same text on every page: the policy allows it by one hash.
 */
export const APP_LOADER =
  "(function(s){function list(n){return (s.getAttribute(n)||'').split(' ').filter(Boolean)}" +
  "function add(r,u,m){var l=document.createElement('link');l.rel=r;l.href=u;if(m)l.media=m;" +
  'document.head.appendChild(l);return l}' +
  "var entry=list('data-entry'),rest=list('data-modules');function go(){" +
  "list('data-styles').forEach(function(u){var l=add('stylesheet',u,'print');l.onload=function(){" +
  "var c=document.querySelector('style[data-static-styles]');l.media='all';if(c)c.remove();" +
  'getComputedStyle(document.body).color}});' +
  "entry.concat(rest).forEach(function(u){add('modulepreload',u)});" +
  'entry.forEach(function(u){import(u)})}' +
  'var waits=1;function ready(){if(--waits===0)setTimeout(go)}var P=window.PerformanceObserver;' +
  `if(document.querySelector('[${PRERENDERED_ATTRIBUTE}]')&&document.visibilityState!=='hidden'&&` +
  "P&&(P.supportedEntryTypes||[]).indexOf('paint')>=0){waits++;var done=0,painted=function(){" +
  'if(!done){done=1;o.disconnect();ready()}},o=new P(function(l){' +
  "if(l.getEntriesByName('first-contentful-paint').length)painted()});" +
  "o.observe({type:'paint',buffered:true});" +
  "addEventListener('visibilitychange',function(){if(document.visibilityState==='hidden')painted()})}" +
  "if(document.readyState==='complete')ready();else addEventListener('load',ready)" +
  '})(document.currentScript)';

/**
 * The module scripts and preloads Vite put in index.html, taken out of it: the page loads them
 * with `APP_LOADER` instead (`entry`: the scripts, in order; `modules`: the preloads).
 */
export function takeModuleTags(html: string): { html: string; entry: string[]; modules: string[] } {
  const modules: string[] = [];
  const scripts: string[] = [];
  const rest = html
    .replace(/\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/g, (_, src: string) => {
      scripts.push(src);
      return '';
    })
    .replace(/\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g, (_, href: string) => {
      modules.push(href);
      return '';
    });
  if (scripts.length === 0) throw new Error('prerender: index.html has no module script.');
  return { html: rest, entry: scripts, modules };
}

/** Each custom property of a stylesheet, with the custom properties its values read. */
function propertyReads(stylesheet: string): Map<string, Set<string>> {
  const reads = new Map<string, Set<string>>();
  for (const [, name = '', value = ''] of stylesheet.matchAll(/(--[\w-]+)\s*:([^;}]*)/g)) {
    const set = reads.get(name) ?? new Set<string>();
    for (const [, read = ''] of value.matchAll(/var\((--[\w-]+)/g)) set.add(read);
    reads.set(name, set);
  }
  return reads;
}

/**
 * A prerendered page's `<head>` carries only the static stylesheet's rules that its own markup
 * uses (PurgeCSS, which reads the page's classes, tags and attributes, and keeps the custom
 * properties and keyframes those rules and the markup use), so the whole page file fits the
 * first round trip of a new connection (about 14 kB) and paints from it. Pseudo-classes do not
 * count, so the `:hover` and `:focus-visible` rules of the page's elements stay, and so do the
 * dark and light modes' rules: the mode is a class the colour mode script adds to `<html>` before
 * the first paint. The whole stylesheet, one file for every page and cached, is linked by the
 * page's loader with the app's code: whatever the app shows next (an open menu, a form's errors,
 * the next page) is styled by it. Returns the CSS for a page, given the page without styles.
 */
export function criticalStyles(stylesheet: string): (page: string) => Promise<string> {
  const reads = propertyReads(stylesheet);
  /** The custom properties the markup reads (an svg's `fill="var(--…)"`), and what they read. */
  const readBy = (markup: string): string[] => {
    const found = new Set<string>();
    const visit = (name: string) => {
      if (found.has(name)) return;
      found.add(name);
      for (const read of reads.get(name) ?? []) visit(read);
    };
    for (const [, name = ''] of markup.matchAll(/var\((--[\w-]+)/g)) visit(name);
    return [...found];
  };
  return async (page) => {
    const [critical] = await new PurgeCSS().purge({
      content: [{ raw: page, extension: 'html' }],
      css: [{ raw: stylesheet }],
      variables: true,
      keyframes: true,
      safelist: { standard: ['dark', 'light'], variables: readBy(page) },
    });
    if (!critical) throw new Error('prerender: PurgeCSS returned no stylesheet for a page.');
    return critical.css;
  };
}

/** The file of the whole static stylesheet, named by its content as Vite names assets. */
export function stylesheetFile(css: string): string {
  const hash = createHash('sha256').update(css).digest('base64url').slice(0, 8);
  return `assets/static-${hash}.css`;
}

/** What a page without prerendered content shows with JavaScript off. */
const needsScript = (what: string) =>
  '<noscript><p style="font-family:system-ui,sans-serif;padding:2rem;max-width:40rem;margin:auto">' +
  `${what} runs in your browser and needs JavaScript. <a href="/">Back to the home page</a>.` +
  '</p></noscript>';

/** The pages the browser alone renders: the build writes their shell. */
const SHELL_PAGES = {
  dashboard: 'The demo dashboard',
  statecharts: 'The statecharts view',
} as const satisfies Partial<Record<Page, string>>;

const isShellPage = (page: Page): page is keyof typeof SHELL_PAGES => page in SHELL_PAGES;

/** `sitemap.xml`: every public page a search engine should list. */
export function sitemap(siteUrl: string, pages: readonly PathPage[]): string {
  const urls = pages.map(
    (page) => `  <url><loc>${escapeText(`${siteUrl}${pathForPage(page)}`)}</loc></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** `robots.txt`: everything may be crawled but the demo; where the sitemap is. */
export function robots(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /auth',
    'Disallow: /dashboard',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** The site's public address, from VITE_SITE_URL: canonical links and Open Graph need it whole. */
export function siteUrlFrom(env: Record<string, string | undefined>): string {
  return (env.VITE_SITE_URL || 'https://nkra.example.com').trim().replace(/\/+$/, '');
}

/**
 * Writes every public page as finished HTML after the client build: builds `entry` for Node
 * with Vite's SSR build (same config and mode), renders each page with React's server renderer,
 * and writes `dist/<path>/index.html` (home at `dist/index.html`, the 404 page at
 * `dist/404.html`) from the built index.html: the page's markup, the rules of the static
 * stylesheet it uses (the reset, tokens and static classes, src/ui/static-styles/stylesheet.tsx;
 * the whole sheet is `dist/assets/static-<hash>.css`, see `criticalStyles`), its title,
 * description, canonical URL and Open Graph tags, and a preload of its code. The dashboard and
 * statecharts pages get the shell with the whole stylesheet (they only render in the browser).
 * Then the sitemap, robots.txt and the hosts' header files, with the policy's hashes of the
 * inline scripts (the colour mode's, src/ui/color-mode.ts, and the loader, `APP_LOADER`).
 */
export function prerender({ entry }: { entry: string }): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'nkra:prerender',
    apply: 'build',
    config(userConfig, { isSsrBuild }) {
      // The client build writes Vite's manifest: which chunks each page's module needs.
      if (!isSsrBuild) return { build: { manifest: true } };
    },
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr || config.build.watch) return;
      const outDir = resolve(config.root, config.build.outDir);
      // Inside the project's node_modules (as Vite keeps its own temporary files), so the
      // packages the server build leaves external resolve from it.
      const cacheDir = join(config.root, 'node_modules');
      await mkdir(cacheDir, { recursive: true });
      const serverDir = await mkdtemp(join(cacheDir, '.nkra-prerender-'));
      try {
        await build({
          configFile: config.configFile,
          root: config.root,
          mode: config.mode,
          logLevel: 'warn',
          // Bundled whole, but for the stylesheet's CSS tools (src/ui/static-styles/stylesheet.tsx):
          // Lightning CSS loads a native binary, which stays a package Node resolves.
          ssr: { noExternal: true, external: ['lightningcss', 'browserslist'] },
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

        const manifestPath = join(outDir, '.vite', 'manifest.json');
        const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as Manifest;
        await rm(join(outDir, '.vite'), { recursive: true, force: true });
        const base = config.base.endsWith('/') ? config.base : `${config.base}/`;
        const siteUrl = siteUrlFrom(loadEnv(config.mode, config.envDir || config.root, 'VITE_'));
        const built = takeModuleTags(await readFile(join(outDir, 'index.html'), 'utf8'));
        const template = built.html;
        const placeholder = /<title>[^<]*<\/title>\s*<!--app-head-->/;
        const root = '<div id="root"></div>';
        if (!placeholder.test(template) || !template.includes(root)) {
          throw new Error(
            `prerender: ${join(outDir, 'index.html')} needs <title>…</title><!--app-head--> and ${root}.`,
          );
        }

        const hashes = [scriptHash(server.COLOR_MODE_SCRIPT), scriptHash(APP_LOADER)];
        const [, policy = ''] =
          securityHeaders(hashes).find(([header]) => header === 'Content-Security-Policy') ?? [];
        const pages: Page[] = [...server.PRERENDERED_PAGES, 'notFound', 'dashboard', 'statecharts'];
        // The public pages' static parts, one stylesheet for every page (a page the app shows
        // next, without loading its file, needs its rules too): whole in the shells, which the
        // app renders, and a file the other pages link once loaded (`criticalStyles`).
        const stylesheet = server.staticStylesheet();
        const styleTag = (css: string) =>
          `<style ${server.STATIC_STYLESHEET_ATTRIBUTE}>${css}</style>`;
        const styleFile = stylesheetFile(stylesheet);
        await writeFile(join(outDir, styleFile), stylesheet);
        const critical = criticalStyles(stylesheet);
        let markupBytes = 0;
        for (const page of pages) {
          const rendered = isShellPage(page) ? null : await server.render(page);
          const source = page === 'notFound' ? undefined : server.PAGE_SOURCES[page];
          const head = (styles: string) =>
            pageHead({
              page,
              title: server.documentTitle(page),
              description: server.pageDescription(page),
              siteUrl,
              policy,
              colorModeScript: server.COLOR_MODE_SCRIPT,
              styles,
              noindex: page === 'notFound' || page === 'auth' || isShellPage(page),
            });
          const body = rendered
            ? `<div id="root" ${PRERENDERED_ATTRIBUTE}="${page}">${rendered}</div>`
            : `<div id="root">${isShellPage(page) ? needsScript(SHELL_PAGES[page]) : ''}</div>`;
          // The loader preloads the entry's scripts as it imports them: each file is named once.
          const modules = [
            ...new Set([...built.modules, ...(source ? pageChunks(manifest, source, base) : [])]),
          ].filter((file) => !built.entry.includes(file));
          const loader =
            `<script data-entry="${escapeAttribute(built.entry.join(' '))}" ` +
            `data-modules="${escapeAttribute(modules.join(' '))}"` +
            (rendered ? ` data-styles="${escapeAttribute(`${base}${styleFile}`)}"` : '') +
            `>${APP_LOADER}</script>`;
          const compose = (styles: string) =>
            template
              .replace(placeholder, () => head(styles))
              .replace(root, () => body)
              .replace('</body>', () => `  ${loader}\n  </body>`);
          const html = compose(styleTag(rendered ? await critical(compose('')) : stylesheet));
          const file = join(outDir, pageFile(page));
          await mkdir(dirname(file), { recursive: true });
          await writeFile(file, html);
          markupBytes += rendered?.length ?? 0;
        }

        const listed = server.PRERENDERED_PAGES.filter((page) => page !== 'auth');
        await writeFile(join(outDir, 'sitemap.xml'), sitemap(siteUrl, listed));
        await writeFile(join(outDir, 'robots.txt'), robots(siteUrl));
        await writeFile(join(outDir, '_headers'), headersFile(hashes));
        await writeFile(join(outDir, 'nginx-headers.conf'), nginxHeaders(hashes));
        config.logger.info(
          `prerendered ${pages.length} pages into ${outDir} (${(markupBytes / 1000).toFixed(1)} kB of markup), ` +
            'with sitemap.xml, robots.txt, _headers and nginx-headers.conf',
        );
      } finally {
        await rm(serverDir, { recursive: true, force: true });
      }
    },
  };
}
