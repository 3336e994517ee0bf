import { mkdtempSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { css } from '@emotion/react';
import { keyframes } from 'virtual:chakra-theme-parts';
import { KEYFRAMES_STYLE_ID, keyframesCss } from '@/ui/lazy-keyframes';
import { PALETTES, system } from '@/ui/system';
import {
  BUDGET_KB,
  formatReport,
  htmlAssets,
  measure,
  staticImports,
} from '../../scripts/size.mjs';

/**
 * `npm test` runs `node scripts/size.mjs --check` on the production build (after `vite build`
 * in test:e2e). These tests make sure that check counts what the home page really downloads,
 * and that trimming the Chakra system did not take away a colour palette the app uses.
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

function buildFixture(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'nkra-size-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

describe('scripts/size.mjs', () => {
  it('reads the scripts, module preloads and style sheets of index.html', () => {
    const html = `<!doctype html><html><head>
      <link rel="icon" href="/favicon.svg" type="image/svg+xml">
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

  it('follows static imports of built chunks, not dynamic ones', () => {
    const code =
      'import{a as b}from"./react-1.js";import"./side-2.js";export{c}from"./re-3.js";' +
      'const page=()=>import("./lazy-4.js");';
    expect(staticImports(code).sort()).toEqual(['./re-3.js', './react-1.js', './side-2.js']);
  });

  it('counts what index.html loads and what that imports, and leaves lazy chunks out', async () => {
    const dir = buildFixture({
      'index.html':
        '<script type="module" src="/assets/index.js"></script>' +
        '<link rel="modulepreload" href="/assets/vendor.js">',
      'assets/index.js': `import"./vendor.js";import"./shared.js";const l=()=>import("./lazy.js");/*${noise(4000, 1)}*/`,
      'assets/vendor.js': `/*${noise(3000, 2)}*/`,
      'assets/shared.js': `/*${noise(2000, 3)}*/`,
      'assets/lazy.js': `/*${noise(9000, 4)}*/`,
    });
    const result = await measure(dir);
    const how = Object.fromEntries(result.chunks.map((chunk) => [chunk.file, chunk.firstLoad]));
    expect(how).toEqual({
      'assets/index.js': 'script',
      'assets/vendor.js': 'modulepreload',
      'assets/shared.js': 'import',
      'assets/lazy.js': null,
    });
    const initialGzip = result.initial.reduce((sum, chunk) => sum + chunk.gzip, 0);
    expect(result.total.gzip).toBe(initialGzip);
    expect(result.total.gzip).toBeGreaterThan(6000);
    expect(result.total.gzip).toBeLessThan(9000 + 1000);
  });

  it('lists the islands apart: loaded once the page is interactive, not in the budget', async () => {
    const dir = buildFixture({
      'index.html': '<script type="module" src="/assets/index.js"></script>',
      'assets/index.js': `const s=()=>import("./home-sections-h1.js");/*${noise(5000, 6)}*/`,
      'assets/home-sections-h1.js': `import"./plan-card-h2.js";import"./index.js";/*${noise(2000, 7)}*/`,
      'assets/plan-card-h2.js': `/*${noise(1000, 8)}*/`,
      'assets/pricing-page-h3.js': `import"./plan-card-h2.js";/*${noise(3000, 9)}*/`,
    });
    const result = await measure(dir);
    const how = Object.fromEntries(result.chunks.map((chunk) => [chunk.file, chunk.firstLoad]));
    expect(how).toEqual({
      'assets/index.js': 'script',
      'assets/home-sections-h1.js': 'island',
      'assets/plan-card-h2.js': 'island import',
      'assets/pricing-page-h3.js': null,
    });
    const gzipOf = (file: string) => result.chunks.find((chunk) => chunk.file === file)?.gzip ?? 0;
    expect(result.total.gzip).toBe(gzipOf('assets/index.js'));
    expect(result.islands.gzip).toBe(
      gzipOf('assets/home-sections-h1.js') + gzipOf('assets/plan-card-h2.js'),
    );
    expect(formatReport(result).text).toMatch(/\+ islands, once interactive/);
  });

  it('reports a first load over the budget, and one within it', async () => {
    const dir = buildFixture({
      'index.html': '<script type="module" src="/assets/index.js"></script>',
      'assets/index.js': `/*${noise(6000, 5)}*/`,
    });
    const result = await measure(dir);
    expect(formatReport(result, 1).over).toBe(true);
    expect(formatReport(result, 1).text).toMatch(/OVER BUDGET/);
    expect(formatReport(result, 100).over).toBe(false);
    expect(BUDGET_KB).toBe(130);
  });

  it('fails loudly when index.html names a file the build does not have', async () => {
    const dir = buildFixture({
      'index.html': '<script type="module" src="/assets/missing.js"></script>',
    });
    await expect(measure(dir)).rejects.toThrow(/missing\.js/);
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
      else if (/\.tsx?$/.test(entry.name) && !/\.d\.ts$|^system\.ts$/.test(entry.name)) {
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

describe('the trimmed Chakra system', () => {
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

/** `@keyframes name{...}` blocks of a CSS text, by name. */
function keyframeBlocks(text: string): Map<string, string> {
  const blocks = new Map<string, string>();
  for (const match of text.matchAll(/@keyframes ([\w-]+)\{/g)) {
    let depth = 0;
    let end = match.index + match[0].length - 1;
    do {
      if (text[end] === '{') depth += 1;
      if (text[end] === '}') depth -= 1;
      end += 1;
    } while (depth > 0 && end < text.length);
    blocks.set(match[1] ?? '', text.slice(match.index, end));
  }
  return blocks;
}

describe('keyframes, added with the lazy recipes', () => {
  it("are not in the first bundle's system", () => {
    expect(JSON.stringify(system._global)).not.toContain('@keyframes');
  });

  it('are the rules Chakra writes for its own keyframes', () => {
    const reference = createSystem(defaultBaseConfig, defineConfig({ theme: { keyframes } }));
    const expected = keyframeBlocks(css(reference._global).styles);
    const actual = keyframeBlocks(keyframesCss());
    expect(expected.size).toBeGreaterThan(30);
    expect(actual).toEqual(expected);
    expect(keyframesCss()).toMatch(/^@layer base\{/);
  });

  it('reach the page when a lazy chunk registers its recipes', async () => {
    await import('@/ui/extra-recipes');
    const style = document.getElementById(KEYFRAMES_STYLE_ID);
    expect(style?.textContent).toContain('@keyframes spin{');
    expect(style?.textContent).toContain('@keyframes slide-from-bottom{');
  });
});
