#!/usr/bin/env node
// Where do the home page's bytes come from? Builds with source maps into a scratch folder and
// attributes every byte of the first-load chunks to the source module that produced it, then
// sums by package (react-dom, @emotion/*, @chakra-ui/react's theme, styled-system, ark...) and
// prints the largest modules. gzip per group is estimated by compressing that group's code on
// its own, which slightly overstates small groups; raw bytes are exact.
//
//   node build/attribute.mjs [--dir dist-attribute] [--no-build] [--top 40] [--all]
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { measure } from './size.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
};
const dir = option('dir', 'dist-attribute');
const top = Number(option('top', '40'));

if (!args.includes('--no-build')) {
  execFileSync('npx', ['vite', 'build', '--sourcemap', '--outDir', dir, '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = Object.fromEntries([...BASE64].map((char, index) => [char, index]));

/** Decodes a source map's `mappings` into, per generated line, [column, sourceIndex] pairs. */
function decodeMappings(mappings) {
  const lines = [];
  let source = 0;
  for (const lineText of mappings.split(';')) {
    const segments = [];
    let column = 0;
    for (const segment of lineText.split(',')) {
      if (!segment) continue;
      const values = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = DIGIT[char];
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += values[0];
      if (values.length > 1) {
        source += values[1];
        segments.push([column, source]);
      } else segments.push([column, -1]);
    }
    lines.push(segments);
  }
  return lines;
}

/** Groups a source path: a package name, or `app:<folder>` for the project's own code. */
function groupOf(path) {
  const at = path.lastIndexOf('node_modules/');
  if (at < 0) {
    const local = path.replace(/^(\.\.\/)+/, '').replace(/^\/?work\/main\//, '');
    const parts = local.split('/');
    return `app:${parts.slice(0, parts.length > 2 ? 2 : 1).join('/')}`;
  }
  const rest = path.slice(at + 'node_modules/'.length).split('/');
  const name = rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  if (name === '@chakra-ui/react') {
    // Split Chakra into its parts: the theme (tokens, recipes), the styled system, components.
    const inner = rest.slice(4).join('/');
    const part = inner.match(/^(theme\/[^/]+|styled-system|components\/[^/]+|[^/]+)/)?.[1] ?? inner;
    return `@chakra-ui/react/${part.replace(/\.(c|m)?js$/, '')}`;
  }
  return name;
}

const result = await measure(dir);
const home = result.pages.home;
const groups = new Map();
const modules = new Map();
const add = (map, key, code) => {
  const entry = map.get(key) ?? { key, raw: 0, code: [] };
  entry.raw += code.length;
  entry.code.push(code);
  map.set(key, entry);
};

const chunks = args.includes('--all') ? result.chunks : home.initial;
for (const chunk of chunks) {
  if (!chunk.file.endsWith('.js')) continue;
  const code = await readFile(join(resolve(dir), chunk.file), 'utf8');
  let map;
  try {
    map = JSON.parse(await readFile(join(resolve(dir), `${chunk.file}.map`), 'utf8'));
  } catch {
    add(groups, `(no source map) ${chunk.file}`, code);
    continue;
  }
  const lines = code.split('\n');
  const decoded = decodeMappings(map.mappings);
  lines.forEach((lineText, lineIndex) => {
    const segments = decoded[lineIndex] ?? [];
    let cursor = 0;
    let source = -1;
    const flush = (end) => {
      if (end <= cursor) return;
      const piece = lineText.slice(cursor, end);
      const path = source >= 0 ? map.sources[source] : '(generated)';
      add(groups, source >= 0 ? groupOf(path) : '(generated)', piece);
      add(modules, path, piece);
      cursor = end;
    };
    for (const [column, index] of segments) {
      flush(column);
      source = index;
    }
    flush(lineText.length);
  });
}

const table = (title, map, limit) => {
  const rows = [...map.values()].sort((a, b) => b.raw - a.raw).slice(0, limit);
  const total = [...map.values()].reduce((sum, entry) => sum + entry.raw, 0);
  const width = Math.max(...rows.map((row) => row.key.length), 10);
  console.log(`\n${title}`);
  console.log(
    `${'source'.padEnd(width)}  ${'raw kB'.padStart(8)}  ${'gzip~ kB'.padStart(8)}  share`,
  );
  for (const row of rows) {
    const gzip = gzipSync(row.code.join('\n'), { level: 9 }).length;
    console.log(
      `${row.key.padEnd(width)}  ${(row.raw / 1000).toFixed(2).padStart(8)}  ${(gzip / 1000).toFixed(2).padStart(8)}  ${((100 * row.raw) / total).toFixed(1)}%`,
    );
  }
  console.log(`${'total'.padEnd(width)}  ${(total / 1000).toFixed(2).padStart(8)}`);
};

console.log(
  `First load of ${dir}: ${chunks.map((chunk) => chunk.file).join(', ')} (${(home.sizes.firstLoad.gzip / 1000).toFixed(2)} kB gzip)`,
);
table('By package', groups, 200);
table(`Largest ${top} modules`, modules, top);
