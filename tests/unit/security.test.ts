// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  headersFile,
  metaPolicy,
  nginxHeaders,
  parseHeadersFile,
  scriptHash,
} from '../../build/headers';
import { COLOR_MODE_SCRIPT } from '@/ui/color-mode';

const root = join(import.meta.dirname, '..', '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|js)$/.test(name) ? [path] : [];
  });
}

describe('source code', () => {
  const files = [...sourceFiles('src'), ...sourceFiles('machines')];

  it('finds the source files', () => {
    expect(files.length).toBeGreaterThan(30);
  });

  /** Ways to turn a string into markup or code; the lint rules forbid them too. */
  const forbidden: [string, RegExp][] = [
    ['dangerouslySetInnerHTML', /dangerouslySetInnerHTML/],
    ['innerHTML / outerHTML', /\.(inner|outer)HTML\b/],
    ['insertAdjacentHTML', /insertAdjacentHTML/],
    ['document.write', /document\.write/],
    ['eval', /\beval\s*\(/],
    ['new Function', /new\s+Function\s*\(/],
    ['a javascript: URL', /['"`]\s*javascript:/i],
  ];

  for (const [name, pattern] of forbidden) {
    it(`has no ${name}`, () => {
      const hits = files.filter((file) => pattern.test(read(file)));
      expect(hits.map((file) => relative(root, join(root, file)))).toEqual([]);
    });
  }

  it('opens new tabs only with rel="noopener noreferrer"', () => {
    const offenders = files.flatMap((file) =>
      [...read(file).matchAll(/<[A-Za-z.]+\b[^<>]*target="_blank"[^<>]*>/g)]
        .filter(([tag]) => !tag.includes('rel="noopener noreferrer"'))
        .map(([tag]) => `${file}: ${tag.slice(0, 80)}`),
    );
    expect(offenders).toEqual([]);
  });
});

describe('security headers (build/headers.ts: what the build writes)', () => {
  const hash = scriptHash(COLOR_MODE_SCRIPT);
  const file = headersFile([hash]);
  const siteWide = parseHeadersFile(file).find(({ pattern }) => pattern === '/*');
  const policy = siteWide?.headers.find(([name]) => name === 'Content-Security-Policy')?.[1] ?? '';

  it('_headers sends every security header to every path, and caches hashed assets for good', () => {
    expect(siteWide?.headers.map(([name]) => name)).toEqual([
      'Content-Security-Policy',
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'X-Frame-Options',
      'Referrer-Policy',
      'Permissions-Policy',
      'Cross-Origin-Opener-Policy',
    ]);
    expect(parseHeadersFile(file).find(({ pattern }) => pattern === '/assets/*')?.headers).toEqual([
      ['Cache-Control', 'public, max-age=31536000, immutable'],
    ]);
  });

  it('the nginx include sends the same headers with the same values', () => {
    const nginx = nginxHeaders([hash]);
    for (const [name, value] of siteWide?.headers ?? []) {
      expect(nginx).toContain(`add_header ${name} "${value}" always;`);
    }
  });

  it("script-src allows this site's files and, by its hash, the colour-mode script pages inline", () => {
    expect(hash).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
    expect(policy).toContain(`script-src 'self' ${hash};`);
  });

  it('docs/nginx.conf includes the built headers in every location, and names no missing file', () => {
    const nginx = read('docs/nginx.conf');
    const locations = nginx.split(/\n\s*location /).slice(1);
    expect(locations.length).toBeGreaterThanOrEqual(2);
    for (const location of locations) expect(location).toMatch(/include [^;]*nginx-headers\.conf;/);
    for (const [, path] of nginx.matchAll(/\b((?:tests|build|src)\/[\w./-]+\.\w+)/g)) {
      expect(() => read(path ?? ''), `docs/nginx.conf names ${path}`).not.toThrow();
    }
  });

  it('the meta tag policy drops only what a meta tag cannot carry', () => {
    expect(policy).toContain("frame-ancestors 'none'");
    const meta = metaPolicy(policy);
    expect(meta).not.toContain('frame-ancestors');
    expect(meta).toBe(
      policy
        .split('; ')
        .filter((directive) => !directive.startsWith('frame-ancestors'))
        .join('; '),
    );
  });
});
