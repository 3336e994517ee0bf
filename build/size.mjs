#!/usr/bin/env node
// Prints every built chunk with its raw and gzip size, then what each page of the site
// downloads. Every public page is a finished HTML file of its own (`index.html` is home,
// `<page>/index.html` the others, `404.html`), so each is measured on its own:
//
// - first load: the scripts, module preloads and style sheets its HTML names, plus everything
//   they import statically;
// - after paint: what the app loads once the page has hydrated, without being asked to:
//   framer-motion's page fade on every page (`motion-fade-<hash>.js`, `import('./motion-fade')`
//   in src/ui/page-transition.tsx), and on the dashboard chart.js (`chart-canvas-<hash>.js`),
//   fetched while idle so the Analytics charts are drawn ahead; with what each imports that the
//   first load has not brought.
//
// Speculative loads (the idle prefetch of likely next pages, a link's page on hover) are not
// counted: a visitor who stays on the page never downloads them.
//
// Every script the page loads counts in the size budget: `--check` exits 1 when any page's
// first load + after paint is over it, naming the page.
//
//   node build/size.mjs [--dir dist] [--build] [--check] [--budget 160] [--json]
//
// --build runs `vite build --outDir <dir>` first (what `npm run size` does).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, posix, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The budget of every public page: gzip kB (1 kB = 1000 bytes) of JavaScript and CSS it loads,
 * first load plus after paint. Set when pages became HTML files of their own to what the
 * heaviest public page (contact, with its form) loaded then, 177.5 kB, plus at least 2 kB,
 * rounded up to a multiple of 5. Lower it as the bundle shrinks. Raised once, with issue 24: the
 * app hands the statecharts view its control (restore a snapshot, watch inspection events) and
 * offers the panel's lazy entry, and the machines the view shares with the pages split into
 * chunks of their own; contact then loaded 181.3 kB, plus 2, to a multiple of 5. Lowered with
 * issue 19 when the static parts' styles left the bundle for the page's stylesheet and the
 * buttons, FAQ accordion and contact form's fields became plain elements: the heaviest, auth,
 * loaded 166.0 kB then, plus 2, to a multiple of 5. Lowered again when the public pages stopped
 * loading Chakra at all (src/ui/chakra.tsx): the heaviest, contact, loaded 110.8 kB then, plus 2,
 * to a multiple of 5. Raised when the static stylesheet left the pages' HTML, which is not
 * counted here, for a file of its own, which is (each page's HTML keeps the rules it uses,
 * `criticalStyles` in build/vite-prerender.ts): the same 12.9 kB now count, and contact loaded
 * 123.6 kB then, its HTML 8.7 kB lighter, plus 2, to a multiple of 5.
 */
export const BUDGET_KB = 130;

/**
 * The demo dashboard's budget: behind the demo sign-in, its shell page loads the dashboard's
 * code (tabs, machines, sample data) with the app's; 264.5 kB then, plus 2, to a multiple of 5.
 * Raised once since, for the contacts import dialog and its machine, the export menu and a table
 * that holds 20,000 (issue 21): 275.4 kB then, plus 2, to a multiple of 5. Lowered with issue 22:
 * the contact form reads Ghana mobiles with the numbering plan instead of the phone-number
 * library's all-country metadata (30 kB), which paid for consent, sender IDs, quiet hours and
 * per-recipient cost: 259.0 kB then, plus 2, to a multiple of 5. Raised with issue 23 for the
 * delivery simulation, the delivery and clock machines, the live details view with its
 * per-recipient report, the reschedule dialog and Billing's ledger: 270.0 kB then, plus 2, to a
 * multiple of 5. Raised with issue 24 for the Statecharts button and the app's control of its
 * actor, and the chunks the dashboard's machines and components now share with the statecharts
 * view: 275.1 kB then, plus 2, to a multiple of 5. Raised with issue 19 for chart.js, which the
 * dashboard now fetches while idle (not with Save-Data or on 2G) to draw the Analytics charts
 * ahead, where it came with the tab's first visit and was not counted: 335.7 kB then, plus 2, to
 * a multiple of 5. The import's parsers and the table's virtualiser load only when used, and are
 * not counted.
 */
export const DASHBOARD_BUDGET_KB = 340;

/**
 * The statecharts page's budget: a tool for product owners and testers, not a page visitors land
 * on, it loads every machine of the app (to draw them) with the view. Set with issue 24 to what
 * it loaded then (240.2 kB), plus 2, to a multiple of 5; the layout engine (ELK) is a Web Worker of
 * its own, listed below with what loads on demand.
 */
export const STATECHARTS_BUDGET_KB = 245;

/** The budget a page is held to, in kB: `budgetKb` for public pages. */
export const budgetFor = (page, budgetKb = BUDGET_KB) =>
  page === 'dashboard'
    ? DASHBOARD_BUDGET_KB
    : page === 'statecharts'
      ? STATECHARTS_BUDGET_KB
      : budgetKb;

/**
 * Chunks, by name (`<name>-<hash>.js`), that the app loads after first paint without being
 * asked: a page loads them when its first-load code imports them (the fade: every page; the
 * charts: the dashboard). measure() fails when the build has none of them, so renaming a chunk
 * cannot quietly take its bytes out of the budget.
 */
export const AFTER_PAINT = ['motion-fade', 'chart-canvas'];

/**
 * The dashboard's machines: a chunk the app fetches with `import()` when the dashboard opens
 * (src/dashboard/demo-logic.ts). It and what only it needs must stay off the public pages.
 */
export const DEMO_LOGIC = 'demo-logic';

/**
 * Code no page loads until someone asks for it: the contacts import's file reader, a Web Worker
 * (when a file is chosen), and the .xlsx reader that worker fetches for a workbook. Each is
 * measured with what only it imports; measure() fails when the build has none of them, so a
 * renamed chunk cannot drop out of the report.
 */
export const ON_DEMAND = [
  {
    name: 'import.worker',
    label: 'the contacts import file reader, a Web Worker (when a file is chosen)',
  },
  { name: 'universal', label: 'the .xlsx reader that worker fetches (for a workbook only)' },
  {
    name: 'statecharts-panel',
    label: 'the statecharts panel over the dashboard (when its button is pressed)',
  },
  {
    name: 'layout.worker',
    label: 'the statecharts layout engine (ELK), a Web Worker (when a chart is drawn)',
  },
  {
    name: 'inspector',
    label: 'the Stately inspector (when its button in the statecharts view is pressed)',
  },
];

/** Same compression as `build/serve.mjs`, so the figures are what a visitor downloads. */
export const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;

const kB = (bytes) => (bytes / 1000).toFixed(2);

async function listFiles(dir, base = dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  const files = [];
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await listFiles(path, base)));
    else files.push(relative(base, path).split('\\').join('/'));
  }
  return files;
}

/** `src`/`href` of the scripts, module preloads and style sheets of a page's HTML. */
export function htmlAssets(html) {
  const found = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const attr = (name) => tag.match(new RegExp(`\\s${name}\\s*=\\s*["']([^"']+)["']`, 'i'))?.[1];
    if (/^<script/i.test(tag)) {
      const src = attr('src');
      if (src) found.push({ url: src, how: 'script' });
      // The page loader (build/vite-prerender.ts) imports its `data-entry` scripts and
      // preloads its `data-modules` once the page has loaded: what the page loads all the same.
      const list = (name) => (attr(name) ?? '').split(/\s+/).filter(Boolean);
      for (const url of list('data-entry')) found.push({ url, how: 'script' });
      for (const url of list('data-modules')) found.push({ url, how: 'modulepreload' });
      // And links the whole static stylesheet (the page's `<head>` has the part it uses).
      for (const url of list('data-styles')) found.push({ url, how: 'stylesheet' });
    } else {
      const rel = (attr('rel') ?? '').toLowerCase();
      const href = attr('href');
      if (!href) continue;
      if (rel === 'modulepreload') found.push({ url: href, how: 'modulepreload' });
      else if (rel === 'stylesheet') found.push({ url: href, how: 'stylesheet' });
    }
  }
  return found;
}

/** Static `import ... from "./x.js"` and `import "./x.js"` of a built chunk (not `import()`). */
export function staticImports(code) {
  const found = new Set();
  const pattern = /\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.js)["']/g;
  for (const match of code.matchAll(pattern)) found.add(match[1]);
  const reexport = /\bexport\s*(?:\*|\{[^}]*\})\s*from\s*["']([^"']+\.js)["']/g;
  for (const match of code.matchAll(reexport)) found.add(match[1]);
  return [...found];
}

/** A page's name from its HTML file: `index.html` is home, `pricing/index.html` pricing. */
export function pageName(htmlFile) {
  if (htmlFile === 'index.html') return 'home';
  return htmlFile.replace(/\/index\.html$/, '').replace(/\.html$/, '');
}

/** A URL in a page or chunk, as a path in the build folder. */
function toFile(url, from) {
  const clean = url.replace(/^https?:\/\/[^/]+/, '').split(/[?#]/)[0];
  const base = clean.startsWith('/') ? '' : posix.dirname(from);
  return posix.normalize(posix.join(base, clean)).replace(/^\/+/, '');
}

const sum = (list) => ({
  raw: list.reduce((total, chunk) => total + chunk.raw, 0),
  gzip: list.reduce((total, chunk) => total + chunk.gzip, 0),
});

/**
 * Measures a build folder: every chunk with its sizes, and for every page HTML its first load
 * and what it loads after paint (see the top of this file).
 * Fails when a page names, or a chunk imports, a file the build does not have.
 */
export async function measure(
  dir,
  { afterPaint: afterPaintNames = AFTER_PAINT, onDemand: onDemandChunks = ON_DEMAND } = {},
) {
  const root = resolve(dir);
  if (!existsSync(join(root, 'index.html'))) {
    throw new Error(
      `${join(root, 'index.html')} not found: build first (npx vite build --outDir ${dir}).`,
    );
  }
  const files = (await listFiles(root)).filter((file) => /\.(js|css|html)$/.test(file));
  const sizes = new Map();
  for (const file of files) {
    const buffer = await readFile(join(root, file));
    sizes.set(file, {
      file,
      raw: buffer.length,
      gzip: gzipSize(buffer),
      code: buffer.toString('utf8'),
    });
  }

  const isChunk = (name, file) => new RegExp(`(^|/)${name}-[\\w-]+\\.js$`).test(file);
  const afterPaintFiles = [...sizes.keys()].filter((file) =>
    afterPaintNames.some((name) => isChunk(name, file)),
  );
  for (const name of afterPaintNames) {
    if (!afterPaintFiles.some((file) => isChunk(name, file))) {
      throw new Error(
        `${dir} has no ${name}-<hash>.js chunk, which pages load after paint: if it was ` +
          'renamed or removed, update AFTER_PAINT in build/size.mjs.',
      );
    }
  }

  const htmlFiles = [...sizes.keys()].filter((file) => file.endsWith('.html')).sort();
  const pages = {};
  for (const htmlFile of htmlFiles) {
    const page = pageName(htmlFile);
    const named = new Map();
    for (const { url, how } of htmlAssets(sizes.get(htmlFile).code)) {
      const file = toFile(url, htmlFile);
      if (!named.has(file)) named.set(file, how);
    }
    const loads = new Map();
    /** Adds `file` and its static imports to `loads`; `via` says who asked, for errors. */
    const follow = (file, how, when, via) => {
      if (loads.has(file)) return;
      const entry = sizes.get(file);
      if (!entry) throw new Error(`${via} loads ${file}, which is not in ${dir}.`);
      loads.set(file, { file, raw: entry.raw, gzip: entry.gzip, how, when });
      if (!file.endsWith('.js')) return;
      for (const imported of staticImports(entry.code)) {
        const target = toFile(imported, file);
        // A file the HTML names is listed as the HTML loads it, even when imported first.
        const as = when === 'first load' ? (named.get(target) ?? 'import') : 'import';
        follow(target, as, when, `${via} → ${file}`);
      }
    };
    for (const [file, how] of named) follow(file, how, 'first load', htmlFile);
    const initial = [...loads.values()];
    // The after-paint chunks a first-load chunk imports (with `import()`), and their imports.
    const firstLoadCode = initial.filter((chunk) => chunk.file.endsWith('.js'));
    for (const file of afterPaintFiles) {
      const base = posix.basename(file);
      if (!firstLoadCode.some((chunk) => sizes.get(chunk.file).code.includes(base))) continue;
      follow(file, 'import()', 'after paint', `${htmlFile} (after paint)`);
    }
    const afterPaint = [...loads.values()].filter((chunk) => chunk.when === 'after paint');
    const firstLoadSize = sum(initial);
    const afterPaintSize = sum(afterPaint);
    const { raw, gzip } = sizes.get(htmlFile);
    pages[page] = {
      page,
      html: htmlFile,
      document: { raw, gzip },
      initial,
      afterPaint,
      sizes: {
        firstLoad: firstLoadSize,
        afterPaint: afterPaintSize,
        total: {
          raw: firstLoadSize.raw + afterPaintSize.raw,
          gzip: firstLoadSize.gzip + afterPaintSize.gzip,
        },
      },
    };
  }

  const home = new Map(
    [...pages.home.initial, ...pages.home.afterPaint].map((chunk) => [chunk.file, chunk]),
  );
  const loadedBy = (file) =>
    Object.values(pages).filter((page) =>
      [...page.initial, ...page.afterPaint].some((chunk) => chunk.file === file),
    ).length;
  const chunks = [...sizes.values()]
    .filter((entry) => !entry.file.endsWith('.html'))
    .map(({ file, raw, gzip }) => {
      const atHome = home.get(file);
      return {
        file,
        raw,
        gzip,
        home: atHome ? { when: atHome.when, how: atHome.how } : null,
        pages: loadedBy(file),
      };
    })
    .sort((a, b) => b.gzip - a.gzip);
  // The dashboard's machines: the demo-logic chunk and what only it imports, and the public
  // pages that load that chunk (none: a static import of it from a page would show here).
  const demoFile = [...sizes.keys()].find((file) => isChunk(DEMO_LOGIC, file));
  let demo = null;
  if (demoFile) {
    const closure = new Set();
    const walk = (file) => {
      if (closure.has(file) || !sizes.has(file)) return;
      closure.add(file);
      for (const imported of staticImports(sizes.get(file).code)) walk(toFile(imported, file));
    };
    walk(demoFile);
    const publicChunks = new Set(
      Object.values(pages)
        .filter((page) => page.page !== 'dashboard')
        .flatMap((page) => [...page.initial, ...page.afterPaint].map((chunk) => chunk.file)),
    );
    // What only the dashboard fetches; what it shares with public pages (domain rules, xstate)
    // is counted there.
    const own = [...closure].filter((file) => !publicChunks.has(file));
    const publicPages = Object.values(pages)
      .filter((page) => page.page !== 'dashboard')
      .filter((page) =>
        [...page.initial, ...page.afterPaint].some((chunk) => chunk.file === demoFile),
      )
      .map((page) => page.page);
    demo = {
      files: own,
      gzip: own.reduce((total, file) => total + sizes.get(file).gzip, 0),
      publicPages,
    };
  }
  const loadedByPages = new Set(
    Object.values(pages).flatMap((page) =>
      [...page.initial, ...page.afterPaint].map((chunk) => chunk.file),
    ),
  );
  const onDemand = onDemandChunks.map(({ name, label }) => {
    const file = [...sizes.keys()].find((candidate) => isChunk(name, candidate));
    if (!file) throw new Error(`${dir} has no ${name}-<hash>.js chunk (${label}).`);
    const closure = new Set();
    const walk = (current) => {
      if (closure.has(current) || !sizes.has(current) || loadedByPages.has(current)) return;
      closure.add(current);
      for (const imported of staticImports(sizes.get(current).code))
        walk(toFile(imported, current));
    };
    walk(file);
    return {
      name,
      label,
      files: [...closure],
      gzip: [...closure].reduce((total, own) => total + sizes.get(own).gzip, 0),
      loadedByPages: loadedByPages.has(file),
    };
  });
  return { dir, chunks, pages, demo, onDemand };
}

/** The report as text, and which pages are over `budgetKb` (first load + after paint). */
export function formatReport(
  { dir, chunks, pages, demo = null, onDemand = [] },
  budgetKb = BUDGET_KB,
) {
  const budget = (page) => budgetFor(page.page, budgetKb) * 1000;
  // Home first, then the others by name (an object lists a key like "404" first).
  const list = Object.values(pages).sort((a, b) =>
    a.page === 'home' ? -1 : b.page === 'home' ? 1 : a.page.localeCompare(b.page),
  );
  const width = Math.max(24, ...chunks.map((chunk) => chunk.file.length));
  const chunkLine = (name, raw, gzip, count, note = '') =>
    [name.padEnd(width), raw.padStart(9), gzip.padStart(9), count.padStart(5), note]
      .join('  ')
      .trimEnd();
  const rows = [
    `Chunks in ${dir} (kB = 1000 bytes; gzip level 9, as build/serve.mjs sends them)`,
    '',
    chunkLine('file', 'raw kB', 'gzip kB', 'pages', 'home page'),
    ...chunks.map((chunk) =>
      chunkLine(
        chunk.file,
        kB(chunk.raw),
        kB(chunk.gzip),
        String(chunk.pages),
        chunk.home ? `${chunk.home.when} (${chunk.home.how})` : '',
      ),
    ),
  ];
  const pageWidth = Math.max(9, ...list.map((page) => page.page.length));
  const pageLine = (name, first, after, total, html, note) =>
    [
      name.padEnd(pageWidth),
      first.padStart(10),
      after.padStart(11),
      total.padStart(9),
      html.padStart(9),
      note,
    ]
      .join('  ')
      .trimEnd();
  const over = list.filter((page) => page.sizes.total.gzip > budget(page));
  rows.push(
    '',
    'Pages, gzip kB. first load: the JS + CSS its HTML names and their static imports; after',
    'paint: what the app loads once hydrated (the page fade); total: what the budget limits;',
    'html: the document itself.',
    '',
    pageLine('page', 'first load', 'after paint', 'total', 'html', 'budget'),
    ...list.map((page) =>
      pageLine(
        page.page,
        kB(page.sizes.firstLoad.gzip),
        kB(page.sizes.afterPaint.gzip),
        kB(page.sizes.total.gzip),
        kB(page.document.gzip),
        page.sizes.total.gzip > budget(page)
          ? `OVER by ${kB(page.sizes.total.gzip - budget(page))}`
          : `${kB(budget(page) - page.sizes.total.gzip)} to spare`,
      ),
    ),
    '',
    `Budget: ${budgetKb} kB gzip per public page (the demo dashboard ${DASHBOARD_BUDGET_KB} kB, the`,
    `statecharts view ${STATECHARTS_BUDGET_KB} kB), first load + after paint: every script the page`,
    'loads counts. The budgets in build/size.mjs are lowered as the bundle shrinks.',
  );
  if (demo) {
    rows.push(
      '',
      `The dashboard's machines (${DEMO_LOGIC} and what only it imports): ${kB(demo.gzip)} kB gzip,`,
      demo.publicPages.length === 0
        ? 'fetched with import() when the dashboard opens; no public page loads them.'
        : `LOADED BY PUBLIC PAGES: ${demo.publicPages.join(', ')}`,
    );
  }
  if (onDemand.length > 0) {
    rows.push('', 'Loaded on demand, by no page (gzip kB, with what only it imports):');
    for (const entry of onDemand) {
      rows.push(
        `  ${kB(entry.gzip).padStart(7)}  ${entry.label}${entry.loadedByPages ? '  LOADED BY A PAGE' : ''}`,
      );
    }
  }
  if (over.length > 0) {
    const names = over.map((page) => `${page.page} (${kB(page.sizes.total.gzip)} kB)`);
    rows.push(`OVER BUDGET: ${names.join(', ')}`);
  } else {
    const spare = (page) => budget(page) - page.sizes.total.gzip;
    const tightest = list.reduce((a, b) => (spare(b) < spare(a) ? b : a));
    rows.push(
      `within budget: every page; the tightest, ${tightest.page}, has ` +
        `${kB(spare(tightest))} kB gzip to spare`,
    );
  }
  return {
    text: rows.join('\n'),
    over: over.length > 0 || (demo?.publicPages.length ?? 0) > 0,
    overPages: over.map((page) => page.page),
  };
}

const isMain =
  process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const index = args.indexOf(`--${name}`);
    return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
  };
  const dir = option('dir', 'dist');
  const budget = Number(option('budget', String(BUDGET_KB)));
  try {
    if (!(budget > 0)) throw new Error(`--budget ${option('budget', '')}: a number of kB, please.`);
    if (args.includes('--build')) {
      execFileSync('npx', ['vite', 'build', '--outDir', dir, '--logLevel', 'warn'], {
        stdio: ['ignore', 'ignore', 'inherit'],
      });
    }
    const result = await measure(dir);
    // Every page of this app runs the app: a page that seems to load no script means the way
    // pages load their code changed and this script no longer sees it.
    const blind = Object.values(result.pages).filter(
      (page) => !page.initial.some((chunk) => chunk.file.endsWith('.js')),
    );
    if (blind.length > 0) {
      throw new Error(
        `${blind.map((page) => page.html).join(', ')}: no script found; see htmlAssets in build/size.mjs.`,
      );
    }
    const report = formatReport(result, budget);
    if (args.includes('--json')) {
      console.log(
        JSON.stringify({ ...result, budgetKb: budget, overBudget: report.overPages }, null, 2),
      );
    } else {
      console.log(report.text);
    }
    if (args.includes('--check') && report.over) {
      console.error(
        `size check failed: over the gzip budget (${budget} kB a public page, ` +
          `${DASHBOARD_BUDGET_KB} kB the dashboard): ${report.overPages.join(', ')}`,
      );
      process.exitCode = 1;
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 2;
  }
}
