import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The Content-Security-Policy lives once, in `public/_headers` (what static hosts send). This
 * Vite plugin copies it into the built index.html as a `<meta http-equiv>` tag, so the policy
 * also holds on hosts that send no headers. Build only: the dev server injects inline scripts
 * for hot reload, which the policy would (rightly) block.
 */

export interface HeaderRule {
  pattern: string;
  headers: [name: string, value: string][];
}

/** Parses a `_headers` file: a path pattern line, then indented `Name: value` lines. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  let current: HeaderRule | null = null;
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      current = { pattern: trimmed, headers: [] };
      rules.push(current);
    } else if (current) {
      const at = trimmed.indexOf(':');
      if (at > 0) current.headers.push([trimmed.slice(0, at).trim(), trimmed.slice(at + 1).trim()]);
    }
  }
  return rules;
}

/** The value of a header in the `/*` rule of a `_headers` file. */
export function siteWideHeader(text: string, name: string): string | undefined {
  const rule = parseHeadersFile(text).find(({ pattern }) => pattern === '/*');
  return rule?.headers.find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];
}

/** Directives that only work as a header; browsers ignore them in a `<meta>` policy and warn. */
const HEADER_ONLY_DIRECTIVES = new Set(['frame-ancestors', 'report-uri', 'report-to', 'sandbox']);

export function metaPolicy(policy: string): string {
  return policy
    .split(';')
    .map((directive) => directive.trim())
    .filter(
      (directive) => directive && !HEADER_ONLY_DIRECTIVES.has(directive.split(/\s+/)[0] ?? ''),
    )
    .join('; ');
}

/**
 * A script as index.html carries it inline (its `//` comment lines are for the source, not the
 * wire) and the `'sha256-…'` source that lets the policy's script-src run exactly that text.
 */
export function inlineScript(code: string): { script: string; source: string } {
  const script = code.replace(/^\s*\/\/.*\n/gm, '').trim();
  const digest = createHash('sha256').update(script, 'utf8').digest('base64');
  return { script, source: `'sha256-${digest}'` };
}

export function cspMetaPlugin(): Plugin {
  let publicDir = 'public';
  return {
    name: 'nkra-csp-meta',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    transformIndexHtml() {
      const file = join(publicDir, '_headers');
      const policy = siteWideHeader(readFileSync(file, 'utf8'), 'Content-Security-Policy');
      if (!policy) throw new Error(`${file} has no Content-Security-Policy for /*.`);
      return [
        {
          tag: 'meta',
          attrs: { 'http-equiv': 'Content-Security-Policy', content: metaPolicy(policy) },
          injectTo: 'head-prepend',
        },
      ];
    },
  };
}
