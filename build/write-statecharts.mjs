#!/usr/bin/env node
/**
 * `npm run statecharts`: writes one Mermaid state diagram per machine to docs/statecharts/.
 * The generator is TypeScript that imports the machines through the project's aliases, so it
 * is loaded through Vite (the same transform the app and the tests use) instead of plain Node.
 * `--check` writes nothing and exits 1 when a committed diagram is out of date.
 */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const check = process.argv.includes('--check');

const server = await createServer({
  root,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
  optimizeDeps: { noDiscovery: true, include: [] },
});

let problems = 0;
try {
  const { generateStatecharts, STATECHARTS_DIR } =
    await server.ssrLoadModule('/build/statecharts.ts');
  const dir = join(root, STATECHARTS_DIR);
  await mkdir(dir, { recursive: true });
  const charts = generateStatecharts();
  const wanted = new Set(charts.map((chart) => chart.file));

  for (const chart of charts) {
    const path = join(dir, chart.file);
    const current = await readFile(path, 'utf8').catch(() => null);
    if (current === chart.content) continue;
    if (check) {
      problems += 1;
      console.error(`out of date: ${STATECHARTS_DIR}/${chart.file}`);
    } else {
      await writeFile(path, chart.content);
      console.log(`wrote ${STATECHARTS_DIR}/${chart.file} (${chart.source})`);
    }
  }
  // A machine that was removed or renamed leaves no stale diagram behind.
  for (const file of await readdir(dir)) {
    if (file === 'README.md' || !file.endsWith('.md') || wanted.has(file)) continue;
    if (check) {
      problems += 1;
      console.error(`stale: ${STATECHARTS_DIR}/${file}`);
    } else {
      await rm(join(dir, file));
      console.log(`removed ${STATECHARTS_DIR}/${file}`);
    }
  }
  console.log(`${charts.length} statecharts ${check ? 'checked' : 'up to date'}.`);
} finally {
  await server.close();
}

if (problems > 0) {
  console.error('Run `npm run statecharts` and commit docs/statecharts/.');
  process.exit(1);
}
