import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, dirname } from 'node:path';
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { chakraLazyGlobal } from '../../scripts/vite-chakra-lazy-global';
import { assertGlobalCss } from '../../scripts/vite-prerender';
import { withoutGlobalCss } from '@/ui/system';

const require = createRequire(import.meta.url);
const SYSTEM_JS = join(
  dirname(require.resolve('@chakra-ui/react')),
  '..',
  'esm',
  'styled-system',
  'system.js',
);

function transform(code: string, id: string, consumer: 'client' | 'server' = 'client') {
  const plugin = chakraLazyGlobal();
  const hook = plugin.transform;
  if (typeof hook !== 'function') throw new Error('The plugin has no transform hook.');
  const context = {
    environment: { config: { consumer } },
    error: (message: string) => {
      throw new Error(message);
    },
  } as unknown as Rollup.TransformPluginContext;
  return hook.call(context, code, id) as { code: string } | null;
}

describe("the build's Chakra system builds its global CSS only when read", () => {
  it("turns the published createSystem's eager global CSS into a getter", () => {
    const source = readFileSync(SYSTEM_JS, 'utf8');
    const result = transform(source, SYSTEM_JS);
    expect(result?.code).toContain('let _global;');
    expect(result?.code).toMatch(
      /get _global\(\) \{\s*return \(_global \?\?= \[getPreflightCss\(\), getGlobalCss\(\), getTokenCss\(\)\]\);/,
    );
    expect(result?.code).not.toContain('const _global = [');
  });

  it("leaves the reset out of the browser's build and keeps it in the prerender's", () => {
    const source = readFileSync(SYSTEM_JS, 'utf8');
    const client = transform(source, SYSTEM_JS, 'client')?.code ?? '';
    expect(client).not.toContain('preflight.js');
    expect(client).not.toContain('createPreflight(');
    expect(client).toMatch(/const result = \{\};\s*return layers\.wrap\("reset", result\);/);
    const server = transform(source, SYSTEM_JS, 'server')?.code ?? '';
    expect(server).toContain("import { createPreflight } from './preflight.js';");
    expect(server).toContain('createPreflight({ preflight })');
  });

  it('leaves every other module alone', () => {
    expect(transform('export const _global = 1;', '/app/src/ui/system.ts')).toBeNull();
  });

  it('fails the build on a layout it does not know', () => {
    expect(() => transform('export function createSystem() {}', SYSTEM_JS)).toThrow(
      /layout this plugin does not know/,
    );
  });

  it("gives the provider a copy without global CSS that never reads the system's", () => {
    let reads = 0;
    const system = {
      css: () => 'css',
      get _global() {
        reads += 1;
        return ['reset'];
      },
    };
    const copy = withoutGlobalCss(system);
    expect(copy._global).toEqual([]);
    expect(copy.css()).toBe('css');
    expect(reads).toBe(0);
  });

  it('fails the build when the prerendered page would lack the reset the browser build leaves out', () => {
    const order = '<style data-emotion="css-global a1">@layer reset,base,tokens,recipes;</style>';
    const reset = '<style data-emotion="css-global b2">@layer reset{html{line-height:1.5}}</style>';
    const tokens = '<style data-emotion="css-global c3">@layer tokens{:root{--chakra-x:1}}</style>';
    expect(() => assertGlobalCss([order, reset, tokens].join('\n'))).not.toThrow();
    expect(() => assertGlobalCss([order, tokens].join('\n'))).toThrow(
      /no global CSS with the reset/,
    );
    expect(() => assertGlobalCss('<style data-emotion="css a1">@layer reset{}</style>')).toThrow(
      /no global CSS with the reset/,
    );
  });
});
