#!/usr/bin/env node
// Serves a production build the way a static host would: long-cached hashed assets, gzip,
// the headers of the build's `_headers` (Netlify/Cloudflare Pages format), a page's
// `<path>/index.html` for `/<path>` and `/<path>/`, and `404.html` with status 404 for any
// address that names no file.
//
//   node build/serve.mjs [--dir dist] [--port 4173] [--host 127.0.0.1] [--quiet]
//
// Compressed bodies are kept in memory (keyed by file and modification time), as a CDN would
// keep them, so a benchmark measures the page and not gzip level 9 running on every request.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
};
const root = resolve(option('dir', 'dist'));
const port = Number(option('port', '4173'));
const host = option('host', '127.0.0.1');
const quiet = args.includes('--quiet');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.css',
  '.json',
  '.webmanifest',
  '.svg',
  '.txt',
  '.xml',
]);

/** Parses `_headers`: a path pattern line, then indented `Name: value` lines. */
async function loadHeaderRules() {
  const text = await readFile(join(root, '_headers'), 'utf8').catch(() => '');
  const rules = [];
  let current = null;
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      current = { pattern: line.trim(), headers: [] };
      rules.push(current);
    } else if (current) {
      const at = line.indexOf(':');
      if (at > 0) current.headers.push([line.slice(0, at).trim(), line.slice(at + 1).trim()]);
    }
  }
  return rules;
}

function matches(pattern, path) {
  const regex = new RegExp(
    `^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`,
  );
  return regex.test(path);
}

const rules = await loadHeaderRules();

/** gzip bodies by file, valid while the file's size and modification time stay the same. */
const gzipCache = new Map();
async function gzipped(file, body) {
  const info = await stat(file);
  const key = `${info.size}:${info.mtimeMs}`;
  const cached = gzipCache.get(file);
  if (cached?.key === key) return cached.body;
  const compressed = gzipSync(body, { level: 9 });
  gzipCache.set(file, { key, body: compressed });
  return compressed;
}

async function isFile(path) {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** The file an address names: the file itself, or the folder's index.html; null for none. */
async function fileFor(urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const safe = normalize(decoded).replace(/^(\.\.[/\\])+/, '');
  const candidate = join(root, safe);
  if (!candidate.startsWith(root)) return null;
  if (await isFile(candidate)) return candidate;
  const index = join(candidate, 'index.html');
  return (await isFile(index)) ? index : null;
}

const server = createServer(async (request, response) => {
  try {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const found = await fileFor(url.pathname);
    const file = found ?? join(root, '404.html');
    const type = extname(file);
    let body = await readFile(file);
    const headers = { 'Content-Type': TYPES[type] ?? 'application/octet-stream' };
    headers['Cache-Control'] = url.pathname.startsWith('/assets/')
      ? 'public, max-age=31536000, immutable'
      : 'no-cache';
    for (const rule of rules) {
      if (matches(rule.pattern, url.pathname)) {
        for (const [name, value] of rule.headers) headers[name] = value;
      }
    }
    const acceptsGzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    if (acceptsGzip && COMPRESSIBLE.has(type) && body.length > 512) {
      body = await gzipped(file, body);
      headers['Content-Encoding'] = 'gzip';
      headers.Vary = 'Accept-Encoding';
    }
    headers['Content-Length'] = String(body.length);
    response.writeHead(found ? 200 : 404, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  } catch (error) {
    response.writeHead(500, { 'Content-Type': 'text/plain' });
    response.end(String(error));
  }
});

server.listen(port, host, () => {
  if (!quiet) console.log(`Serving ${root} at http://${host}:${port}/`);
});
