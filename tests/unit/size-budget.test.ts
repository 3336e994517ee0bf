// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PALETTES, system } from '@/ui/system';
import {
  BUDGET_KB,
  budgetFor,
  DASHBOARD_BUDGET_KB,
  STATECHARTS_BUDGET_KB,
  formatReport,
  gzipSize,
  htmlAssets,
  measure,
  pageName,
  staticImports,
} from '../../build/size.mjs';

/**
 * `npm run test:e2e` runs `node build/size.mjs --check` on the production build. These tests
 * make sure that check counts what every page really downloads (its first load and the page
 * fade after paint), and that the Chakra system has every colour palette the app uses.
 */

/** Bytes that gzip can barely shrink, so a fixture's size is predictable. */
function noise(bytes: number, seed: number): string {
  let state = seed;
  let text = '';
  while (text.length < bytes) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    text += state.toString(36);
  }
  return text.slice(0, bytes);
}

/** Temp build folders of these tests, removed after them. */
const fixtures: string[] = [];
afterAll(() => {
  for (const dir of fixtures) rmSync(dir, { recursive: true, force: true });
});

function buildFixture(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'nkra-size-'));
  fixtures.push(dir);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

/** A page's HTML, as the build writes it: the entry script plus module preloads. */
function pageHtml(...preloads: string[]): string {
  return (
    '<!doctype html><html><head><script>document.documentElement.dataset.theme="light"</script>' +
    '<script type="module" crossorigin src="/assets/index-e1.js"></script>' +
    preloads.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('') +
    '</head><body><div id="root"></div></body></html>'
  );
}

/**
 * A small build like the real one: one entry every page loads, which imports the page fade
 * with `import()`; home, pricing and a 404 page, each naming its own page chunk.
 */
const SITE = {
  'index.html': pageHtml('/assets/home-page-h1.js'),
  'pricing/index.html': pageHtml('/assets/pricing-page-p1.js', '/assets/plan-card-c1.js'),
  '404.html': pageHtml(),
  'assets/index-e1.js':
    'import"./react-r1.js";const fade=()=>import("./motion-fade-f1.js");' +
    `const pages={home:()=>import("./home-page-h1.js"),pricing:()=>import("./pricing-page-p1.js")};/*${noise(6000, 1)}*/`,
  'assets/react-r1.js': `/*${noise(3000, 2)}*/`,
  'assets/home-page-h1.js': `import"./react-r1.js";import"./section-s1.js";/*${noise(2000, 3)}*/`,
  'assets/section-s1.js': `/*${noise(500, 4)}*/`,
  'assets/pricing-page-p1.js': `import"./plan-card-c1.js";/*${noise(4000, 5)}*/`,
  'assets/plan-card-c1.js': `/*${noise(1000, 6)}*/`,
  'assets/motion-fade-f1.js': `import"./react-r1.js";import"./motion-dom-m1.js";/*${noise(2500, 7)}*/`,
  'assets/motion-dom-m1.js': `/*${noise(1500, 8)}*/`,
  // The charts: the dashboard fetches them after paint; no public page asks for them.
  'assets/chart-canvas-x1.js': `import"./react-r1.js";import"./chart-core-k1.js";/*${noise(9000, 9)}*/`,
  'assets/chart-core-k1.js': `/*${noise(4000, 17)}*/`,
  // Loaded on demand by no page: the import's worker and the .xlsx reader it fetches.
  'assets/import.worker-w1.js': `import"./react-r1.js";import"./import-plan-i2.js";/*${noise(5000, 12)}*/`,
  'assets/import-plan-i2.js': `/*${noise(800, 11)}*/`,
  'assets/universal-u1.js': `/*${noise(3000, 13)}*/`,
  // The statecharts panel, its layout worker and the Stately inspector: fetched when asked for.
  'assets/statecharts-panel-v1.js': `import"./react-r1.js";/*${noise(900, 14)}*/`,
  'assets/layout.worker-l1.js': `/*${noise(7000, 15)}*/`,
  'assets/inspector-n1.js': `/*${noise(1200, 16)}*/`,
};

const filesOf = (chunks: { file: string }[]) => chunks.map((chunk) => chunk.file).sort();

describe('build/size.mjs', () => {
  it('reads the scripts, module preloads and style sheets of a page', () => {
    const html = `<!doctype html><html><head>
      <link rel="icon" href="/favicon.svg" type="image/svg+xml">
      <script>document.documentElement.dataset.theme = 'dark'</script>
      <script type="module" crossorigin src="/assets/index-a1.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/react-b2.js">
      <link rel="stylesheet" href="/assets/index-c3.css">
      <link rel="manifest" href="/site.webmanifest">
    </head><body></body></html>`;
    expect(htmlAssets(html)).toEqual([
      { url: '/assets/index-a1.js', how: 'script' },
      { url: '/assets/react-b2.js', how: 'modulepreload' },
      { url: '/assets/index-c3.css', how: 'stylesheet' },
    ]);
  });

  it('reads what the page loader starts once the page has loaded: its scripts, its preloads, the whole stylesheet', () => {
    const html = `<body><div id="root"></div>
      <script data-entry="/assets/runtime-a.js /assets/index-b.js" data-modules="/assets/home-page-c.js" data-styles="/assets/static-d.css">(loader)</script>
    </body>`;
    expect(htmlAssets(html)).toEqual([
      { url: '/assets/runtime-a.js', how: 'script' },
      { url: '/assets/index-b.js', how: 'script' },
      { url: '/assets/home-page-c.js', how: 'modulepreload' },
      { url: '/assets/static-d.css', how: 'stylesheet' },
    ]);
  });

  it('follows static imports of built chunks, not dynamic ones', () => {
    const code =
      'import{a as b}from"./react-1.js";import"./side-2.js";export{c}from"./re-3.js";' +
      'const page=()=>import("./lazy-4.js");';
    expect(staticImports(code).sort()).toEqual(['./re-3.js', './react-1.js', './side-2.js']);
  });

  it('names pages after their HTML files', () => {
    expect(pageName('index.html')).toBe('home');
    expect(pageName('pricing/index.html')).toBe('pricing');
    expect(pageName('404.html')).toBe('404');
  });

  it("measures every page's first load: what its HTML names and what that imports", async () => {
    const result = await measure(buildFixture(SITE));
    expect(Object.keys(result.pages).sort()).toEqual(['404', 'home', 'pricing']);
    const { home, pricing } = result.pages;
    const notFound = result.pages['404'];
    expect(home.html).toBe('index.html');
    expect(pricing?.html).toBe('pricing/index.html');
    expect(filesOf(home.initial)).toEqual([
      'assets/home-page-h1.js',
      'assets/index-e1.js',
      'assets/react-r1.js',
      'assets/section-s1.js',
    ]);
    expect(filesOf(pricing?.initial ?? [])).toEqual([
      'assets/index-e1.js',
      'assets/plan-card-c1.js',
      'assets/pricing-page-p1.js',
      'assets/react-r1.js',
    ]);
    expect(filesOf(notFound?.initial ?? [])).toEqual(['assets/index-e1.js', 'assets/react-r1.js']);
    const how = Object.fromEntries(home.initial.map((chunk) => [chunk.file, chunk.how]));
    expect(how).toEqual({
      'assets/index-e1.js': 'script',
      'assets/home-page-h1.js': 'modulepreload',
      'assets/react-r1.js': 'import',
      'assets/section-s1.js': 'import',
    });
    // plan-card is named by the HTML and imported by pricing-page, which the HTML names first.
    const pricingHow = Object.fromEntries(
      (pricing?.initial ?? []).map((chunk) => [chunk.file, chunk.how]),
    );
    expect(pricingHow['assets/plan-card-c1.js']).toBe('modulepreload');

    const gzip = (file: string) => result.chunks.find((chunk) => chunk.file === file)?.gzip ?? 0;
    expect(home.sizes.firstLoad.gzip).toBe(
      gzip('assets/index-e1.js') +
        gzip('assets/react-r1.js') +
        gzip('assets/home-page-h1.js') +
        gzip('assets/section-s1.js'),
    );
    // Chunks loaded only when asked for (another page's code, the chart) count nowhere.
    for (const page of Object.values(result.pages)) {
      const loaded = filesOf([...page.initial, ...page.afterPaint]);
      expect(loaded, page.page).not.toContain('assets/chart-canvas-x1.js');
    }
    expect(filesOf(home.initial)).not.toContain('assets/pricing-page-p1.js');
    const chart = result.chunks.find((chunk) => chunk.file === 'assets/chart-canvas-x1.js');
    expect(chart).toMatchObject({ home: null, pages: 0 });
    expect(result.chunks.find((chunk) => chunk.file === 'assets/react-r1.js')?.pages).toBe(3);
    // The documents are measured apart from the JS and CSS.
    expect(home.document.gzip).toBe(gzipSize(readFileSync(join(result.dir, 'index.html'))));
    expect(result.chunks.map((chunk) => chunk.file)).not.toContain('index.html');
  });

  it('counts the page fade after paint on every page, without what the first load has', async () => {
    const result = await measure(buildFixture(SITE));
    const gzip = (file: string) => result.chunks.find((chunk) => chunk.file === file)?.gzip ?? 0;
    const fade = gzip('assets/motion-fade-f1.js') + gzip('assets/motion-dom-m1.js');
    expect(fade).toBeGreaterThan(2000);
    for (const page of Object.values(result.pages)) {
      // react-r1.js, which the fade imports too, is already in the first load.
      expect(filesOf(page.afterPaint), page.page).toEqual([
        'assets/motion-dom-m1.js',
        'assets/motion-fade-f1.js',
      ]);
      expect(page.sizes.afterPaint.gzip, page.page).toBe(fade);
      expect(page.sizes.total.gzip, page.page).toBe(page.sizes.firstLoad.gzip + fade);
    }
    const home = Object.fromEntries(result.chunks.map((chunk) => [chunk.file, chunk.home]));
    expect(home['assets/motion-fade-f1.js']).toEqual({ when: 'after paint', how: 'import()' });
    expect(home['assets/motion-dom-m1.js']).toEqual({ when: 'after paint', how: 'import' });
    expect(home['assets/home-page-h1.js']).toEqual({ when: 'first load', how: 'modulepreload' });
    expect(formatReport(result).text).toMatch(/^assets\/motion-fade-f1\.js .* after paint/m);
  });

  it('counts no fade for a page that runs no script, and CSS in the first load', async () => {
    const result = await measure(
      buildFixture({
        ...SITE,
        'legal/index.html': '<link rel="stylesheet" href="../assets/legal-l1.css"><p>Terms</p>',
        'assets/legal-l1.css': `/*${noise(800, 10)}*/`,
      }),
    );
    const legal = result.pages.legal;
    expect(filesOf(legal?.initial ?? [])).toEqual(['assets/legal-l1.css']);
    expect(legal?.afterPaint).toEqual([]);
    expect(legal?.sizes.total.gzip).toBe(
      result.chunks.find((chunk) => chunk.file === 'assets/legal-l1.css')?.gzip,
    );
  });

  it('counts the charts after paint on the page whose code imports them, the dashboard', async () => {
    const result = await measure(
      buildFixture({
        ...SITE,
        'dashboard/index.html': pageHtml('/assets/dashboard-page-d1.js'),
        'assets/dashboard-page-d1.js': `const charts=()=>import("./chart-canvas-x1.js");/*${noise(3000, 18)}*/`,
      }),
    );
    const dashboard = result.pages.dashboard;
    expect(filesOf(dashboard?.afterPaint ?? [])).toEqual([
      'assets/chart-canvas-x1.js',
      'assets/chart-core-k1.js',
      'assets/motion-dom-m1.js',
      'assets/motion-fade-f1.js',
    ]);
    expect(filesOf(result.pages.home.afterPaint)).toEqual([
      'assets/motion-dom-m1.js',
      'assets/motion-fade-f1.js',
    ]);
  });

  it('fails when the build has no page fade chunk, so a rename cannot hide its bytes', async () => {
    const { 'assets/motion-fade-f1.js': _fade, ...withoutFade } = SITE;
    const dir = buildFixture(withoutFade);
    await expect(measure(dir)).rejects.toThrow(/motion-fade-<hash>\.js.*AFTER_PAINT/);
    const result = await measure(dir, { afterPaint: [] });
    expect(result.pages.home.afterPaint).toEqual([]);
  });

  it('reports what loads on demand with what only it imports, and fails when a part is gone', async () => {
    const result = await measure(buildFixture(SITE));
    const gzip = (file: string) => result.chunks.find((chunk) => chunk.file === file)?.gzip ?? 0;
    expect(result.onDemand.map((entry) => [entry.name, entry.files.sort()])).toEqual([
      ['import.worker', ['assets/import-plan-i2.js', 'assets/import.worker-w1.js']],
      ['universal', ['assets/universal-u1.js']],
      ['statecharts-panel', ['assets/statecharts-panel-v1.js']],
      ['layout.worker', ['assets/layout.worker-l1.js']],
      ['inspector', ['assets/inspector-n1.js']],
    ]);
    // React is loaded by every page already: it is not the worker's cost.
    expect(result.onDemand[0]?.gzip).toBe(
      gzip('assets/import.worker-w1.js') + gzip('assets/import-plan-i2.js'),
    );
    expect(result.onDemand.every((entry) => !entry.loadedByPages)).toBe(true);
    const { 'assets/import.worker-w1.js': _worker, ...withoutWorker } = SITE;
    await expect(measure(buildFixture(withoutWorker))).rejects.toThrow(/import\.worker-<hash>\.js/);
  });

  it('names every page over the budget, and passes when all are within it', async () => {
    const result = await measure(buildFixture(SITE));
    const totals = Object.values(result.pages).map((page) => page.sizes.total.gzip);
    // 404 loads the entry alone, home adds a small page chunk, pricing a larger one.
    const largest = Math.max(...totals);
    const smallest = Math.min(...totals);
    expect(result.pages.pricing?.sizes.total.gzip).toBe(largest);
    expect(result.pages['404']?.sizes.total.gzip).toBe(smallest);
    // Just above home: only pricing is over.
    const between = (result.pages.home.sizes.total.gzip + 1) / 1000;
    const report = formatReport(result, between);
    expect(report.over).toBe(true);
    expect(report.overPages).toEqual(['pricing']);
    expect(report.text).toMatch(/^OVER BUDGET: pricing \(\d+\.\d\d kB\)$/m);
    expect(report.text).toMatch(/^pricing\s.*OVER by/m);
    expect(report.text).toMatch(/^home\s.*to spare$/m);

    const low = formatReport(result, smallest / 1000 - 0.001);
    expect(low.overPages.sort()).toEqual(['404', 'home', 'pricing']);

    const within = formatReport(result, Math.ceil(largest / 1000));
    expect(within.over).toBe(false);
    expect(within.overPages).toEqual([]);
    expect(within.text).toMatch(/within budget: every page; the tightest, pricing/);
  });

  it('--check exits 1 naming the page over the budget, 0 when every page is within', async () => {
    const dir = buildFixture(SITE);
    const result = await measure(dir);
    const run = (budgetKb: number) =>
      spawnSync(
        process.execPath,
        ['build/size.mjs', '--dir', dir, '--check', '--budget', String(budgetKb)],
        { encoding: 'utf8' },
      );
    const over = run((result.pages.home.sizes.total.gzip + 1) / 1000);
    expect(over.status).toBe(1);
    expect(over.stderr).toMatch(/over the gzip budget \([\d.]+ kB a public page, .*\): pricing$/m);
    const largest = Math.max(...Object.values(result.pages).map((page) => page.sizes.total.gzip));
    const fine = run(Math.ceil(largest / 1000));
    expect(fine.stderr).toBe('');
    expect(fine.status).toBe(0);
    expect(fine.stdout).toMatch(/^pricing\s+[\d.]+\s+[\d.]+\s+[\d.]+\s+[\d.]+\s+[\d.]+ to spare$/m);
  });

  it('has budgets in whole kB, multiples of 5; the dashboard and the statecharts have their own', () => {
    for (const budget of [BUDGET_KB, DASHBOARD_BUDGET_KB, STATECHARTS_BUDGET_KB]) {
      expect(Number.isInteger(budget / 5)).toBe(true);
      expect(budget).toBeGreaterThan(0);
    }
    expect(budgetFor('pricing')).toBe(BUDGET_KB);
    expect(budgetFor('pricing', 100)).toBe(100);
    expect(budgetFor('dashboard', 100)).toBe(DASHBOARD_BUDGET_KB);
    expect(budgetFor('statecharts', 100)).toBe(STATECHARTS_BUDGET_KB);
  });

  it('fails loudly when a page names a file the build does not have', async () => {
    const dir = buildFixture({
      ...SITE,
      'pricing/index.html': pageHtml('/assets/pricing-page-p1.js', '/assets/missing-q1.js'),
    });
    await expect(measure(dir)).rejects.toThrow(
      /pricing\/index\.html loads assets\/missing-q1\.js, which is not in/,
    );
  });

  it('fails loudly when a chunk imports a file the build does not have', async () => {
    const dir = buildFixture({
      ...SITE,
      'assets/section-s1.js': 'import"./gone-g1.js";',
    });
    await expect(measure(dir)).rejects.toThrow(
      /index\.html → assets\/home-page-h1\.js → assets\/section-s1\.js loads assets\/gone-g1\.js/,
    );
  });
});

/** Every `colorPalette` the views name, and every `palette.shade` colour token they use. */
function palettesUsed(): Map<string, string> {
  const found = new Map<string, string>();
  const root = join(process.cwd(), 'src');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !/\.d\.ts$|^theme\.ts$/.test(entry.name)) {
        const text = readFileSync(path, 'utf8');
        const where = relative(root, path);
        for (const [, name] of text.matchAll(/colorPalette\s*[=:]\s*\{?\s*['"]([\w]+)['"]/g)) {
          if (name) found.set(name, where);
        }
        for (const [, name] of text.matchAll(
          /['"](gray|red|orange|yellow|green|teal|blue|cyan|purple|pink)\.(?:\d{2,3}|contrast|fg|subtle|muted|emphasized|solid|focusRing|border)['"]/g,
        )) {
          if (name) found.set(name, where);
        }
      }
    }
  };
  walk(root);
  return found;
}

describe('the Chakra system', () => {
  it('has every colour palette the views use', () => {
    for (const [palette, file] of palettesUsed()) {
      expect(PALETTES, `${file} uses colorPalette "${palette}"`).toContain(palette);
    }
  });

  it('defines the shades and semantic roles of each palette it lists', () => {
    for (const palette of PALETTES) {
      for (const name of [`${palette}.50`, `${palette}.500`, `${palette}.950`]) {
        expect(system.token(`colors.${name}`, 'missing'), name).not.toBe('missing');
      }
      for (const role of [
        'solid',
        'contrast',
        'fg',
        'muted',
        'subtle',
        'emphasized',
        'focusRing',
        'border',
      ]) {
        expect(system.token(`colors.${palette}.${role}`, 'missing'), `${palette}.${role}`).not.toBe(
          'missing',
        );
      }
    }
  });

  it('keeps the semantic colours the recipes are written against', () => {
    for (const name of [
      'bg',
      'bg.muted',
      'bg.panel',
      'fg',
      'fg.muted',
      'fg.error',
      'border',
      'border.error',
    ]) {
      expect(system.token(`colors.${name}`, 'missing'), name).not.toBe('missing');
    }
  });
});
