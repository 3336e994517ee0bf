#!/usr/bin/env node
// Prints every built chunk with its raw and gzip size, and what the home page loads before it
// is interactive: the scripts, module preloads and style sheets of index.html plus everything
// they import statically. `--check` exits non-zero when that total is over the budget.
// It also lists what the home page loads once it is interactive, its islands (src/ui/island.tsx:
// parts prerendered into the HTML whose code loads and hydrates after the hero), and the sum of
// both, so the budget never hides bytes the page still downloads.
//
//   node scripts/size.mjs [--dir dist] [--build] [--check] [--budget 130] [--json]
//
// --build runs `vite build --outDir <dir>` first (what `npm run size` does).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, posix, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The first-load budget: gzip kB (1 kB = 1000 bytes) of JavaScript and CSS for the home page. */
export const BUDGET_KB = 130;

/** The home page's islands, by chunk name: `home-sections-<hash>.js` and what it imports. */
export const HOME_ISLANDS = ['home-sections', 'site-footer'];

/** Same compression as `scripts/serve.mjs`, so the figures are what a visitor downloads. */
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

/** `src`/`href` of the scripts, module preloads and style sheets in index.html. */
export function htmlAssets(html) {
  const found = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const attr = (name) => tag.match(new RegExp(`\\s${name}\\s*=\\s*["']([^"']+)["']`, 'i'))?.[1];
    if (/^<script/i.test(tag)) {
      const src = attr('src');
      if (src) found.push({ url: src, how: 'script' });
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

/**
 * Measures a build folder. Returns every chunk with its sizes and the home page's first load:
 * the files index.html names and the closure of their static imports.
 */
export async function measure(dir) {
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
  const html = sizes.get('index.html').code;
  const toFile = (url, from = '') => {
    const clean = url.replace(/^https?:\/\/[^/]+/, '').split(/[?#]/)[0];
    const base = clean.startsWith('/') ? '' : posix.dirname(from);
    return posix.normalize(posix.join(base, clean)).replace(/^\/+/, '');
  };
  const firstLoad = new Map();
  const named = htmlAssets(html).map(({ url, how }) => ({ file: toFile(url), how }));
  for (const { file, how } of named) if (!firstLoad.has(file)) firstLoad.set(file, how);
  const seen = new Set();
  const follow = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const entry = sizes.get(file);
    if (!entry) throw new Error(`index.html loads ${file}, which is not in ${dir}.`);
    if (!firstLoad.has(file)) firstLoad.set(file, 'import');
    if (file.endsWith('.js')) {
      for (const imported of staticImports(entry.code)) follow(toFile(imported, file));
    }
  };
  for (const { file } of named) follow(file);
  // The islands and what they import beyond the first load: loaded once the page is interactive.
  const islandFiles = [...sizes.keys()].filter((file) =>
    HOME_ISLANDS.some((name) => new RegExp(`(^|/)${name}-[\\w-]+\\.js$`).test(file)),
  );
  const later = (file, how) => {
    if (firstLoad.has(file)) return;
    const entry = sizes.get(file);
    if (!entry) throw new Error(`An island imports ${file}, which is not in ${dir}.`);
    firstLoad.set(file, how);
    for (const imported of staticImports(entry.code))
      later(toFile(imported, file), 'island import');
  };
  for (const file of islandFiles) later(file, 'island');
  const chunks = [...sizes.values()]
    .filter((entry) => entry.file !== 'index.html')
    .map(({ file, raw, gzip }) => ({ file, raw, gzip, firstLoad: firstLoad.get(file) ?? null }))
    .sort((a, b) => b.gzip - a.gzip);
  const sum = (list) => ({
    raw: list.reduce((total, chunk) => total + chunk.raw, 0),
    gzip: list.reduce((total, chunk) => total + chunk.gzip, 0),
  });
  const isLater = (chunk) => chunk.firstLoad === 'island' || chunk.firstLoad === 'island import';
  const initial = chunks.filter((chunk) => chunk.firstLoad && !isLater(chunk));
  const islands = chunks.filter(isLater);
  const total = sum(initial);
  const { raw: htmlRaw, gzip: htmlGzip } = sizes.get('index.html');
  return {
    dir,
    chunks,
    initial,
    total,
    islands: sum(islands),
    html: { raw: htmlRaw, gzip: htmlGzip },
  };
}

export function formatReport({ dir, chunks, total, islands, html }, budgetKb = BUDGET_KB) {
  const width = Math.max(5, ...chunks.map((chunk) => chunk.file.length));
  const line = (name, raw, gzip, note = '') =>
    `${name.padEnd(width)}  ${raw.padStart(10)}  ${gzip.padStart(10)}  ${note}`.trimEnd();
  const rows = [
    `Chunks in ${dir} (kB = 1000 bytes; gzip level 9, as scripts/serve.mjs sends them)`,
    '',
    line('file', 'raw kB', 'gzip kB', 'home page'),
    ...chunks.map((chunk) =>
      line(chunk.file, kB(chunk.raw), kB(chunk.gzip), chunk.firstLoad ?? ''),
    ),
    '',
    line('index.html', kB(html.raw), kB(html.gzip), 'document'),
    line('home page JS + CSS', kB(total.raw), kB(total.gzip), `budget ${budgetKb} kB gzip`),
    line('+ islands, once interactive', kB(islands.raw), kB(islands.gzip)),
    line('= home page in all', kB(total.raw + islands.raw), kB(total.gzip + islands.gzip)),
  ];
  const over = total.gzip > budgetKb * 1000;
  rows.push(
    over
      ? `OVER BUDGET by ${kB(total.gzip - budgetKb * 1000)} kB gzip`
      : `within budget: ${kB(budgetKb * 1000 - total.gzip)} kB gzip to spare`,
  );
  return { text: rows.join('\n'), over };
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
    if (args.includes('--build')) {
      execFileSync('npx', ['vite', 'build', '--outDir', dir, '--logLevel', 'warn'], {
        stdio: ['ignore', 'ignore', 'inherit'],
      });
    }
    const result = await measure(dir);
    if (args.includes('--json')) {
      console.log(JSON.stringify({ ...result, budgetKb: budget }, null, 2));
    } else {
      console.log(formatReport(result, budget).text);
    }
    if (args.includes('--check') && result.total.gzip > budget * 1000) process.exitCode = 1;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 2;
  }
}
