import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  inlineScript,
  metaPolicy,
  parseHeadersFile,
  siteWideHeader,
} from '../../scripts/csp-meta-plugin';

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

  /**
   * The one exception: the boot script puts the build's own prerendered page (fetched from this
   * site's assets/, named by its content) in place of home's markup before the app starts.
   */
  const allowed = new Set(['innerHTML / outerHTML in src/app/boot.js']);

  for (const [name, pattern] of forbidden) {
    it(`has no ${name}`, () => {
      const hits = files.filter(
        (file) => pattern.test(read(file)) && !allowed.has(`${name} in ${file}`),
      );
      expect(hits.map((file) => relative(root, join(root, file)))).toEqual([]);
    });
  }

  it("the boot script's only markup is the prerendered page it fetched", () => {
    const uses = [...read('src/app/boot.js').matchAll(/\.(inner|outer)HTML\s*=\s*([^;]+);/g)];
    expect(uses.map(([, , value]) => value)).toEqual(['prerendered.markup']);
  });

  it('opens new tabs only with rel="noopener noreferrer"', () => {
    const offenders = files.flatMap((file) =>
      [...read(file).matchAll(/<[A-Za-z.]+\b[^<>]*target="_blank"[^<>]*>/g)]
        .filter(([tag]) => !tag.includes('rel="noopener noreferrer"'))
        .map(([tag]) => `${file}: ${tag.slice(0, 80)}`),
    );
    expect(offenders).toEqual([]);
  });
});

describe('security headers', () => {
  const headersFile = read('public/_headers');
  const nginx = read('docs/nginx.conf');
  const siteWide = parseHeadersFile(headersFile).find(({ pattern }) => pattern === '/*');

  it('_headers sends every security header to every path', () => {
    expect(siteWide?.headers.map(([name]) => name)).toEqual([
      'Content-Security-Policy',
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'X-Frame-Options',
      'Referrer-Policy',
      'Permissions-Policy',
      'Cross-Origin-Opener-Policy',
    ]);
  });

  it('the nginx snippet sends the same headers with the same values in every location', () => {
    const locations = nginx.split(/\n\s*location /).slice(1);
    expect(locations).toHaveLength(2);
    for (const location of locations) {
      for (const [name, value] of siteWide?.headers ?? []) {
        expect(location).toContain(`add_header ${name} "${value}" always;`);
      }
    }
  });

  it("script-src allows this site's files and, by its hash, the boot script index.html inlines", () => {
    const policy = siteWideHeader(headersFile, 'Content-Security-Policy') ?? '';
    const { source } = inlineScript(read('src/app/boot.js'));
    expect(policy).toContain(`script-src 'self' ${source};`);
  });

  it('the meta tag policy drops only what a meta tag cannot carry', () => {
    const policy = siteWideHeader(headersFile, 'Content-Security-Policy') ?? '';
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
