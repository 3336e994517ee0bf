import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, dirname } from 'node:path';
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { chakraLazyGlobal } from '../../scripts/vite-chakra-lazy-global';
import { withoutGlobalCss } from '@/ui/system';

const require = createRequire(import.meta.url);
const SYSTEM_JS = join(
  dirname(require.resolve('@chakra-ui/react')),
  '..',
  'esm',
  'styled-system',
  'system.js',
);

function transform(code: string, id: string) {
  const plugin = chakraLazyGlobal();
  const hook = plugin.transform;
  if (typeof hook !== 'function') throw new Error('The plugin has no transform hook.');
  const context = {
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
});
