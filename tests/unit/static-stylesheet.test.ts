// @vitest-environment node
// The stylesheet is compiled in Node (the build, the dev server): Emotion renders it as a server.
import { describe, expect, it } from 'vitest';
import { staticStylesheet } from '@/ui/static-styles/stylesheet';
import { STATIC_STYLES } from '@/ui/static-styles/styles';

describe('the static stylesheet', () => {
  const css = staticStylesheet();

  it('declares Chakra’s layer order before its rules, as Chakra’s provider does', () => {
    // A page's stylesheet may come before Emotion's: its own order statement keeps `reset`
    // under `base`, whichever comes first.
    expect(css.startsWith('@layer reset,base,tokens,recipes;@layer reset{')).toBe(true);
  });

  it('carries what a page needs without Chakra’s provider: reset, global styles, tokens', () => {
    expect(css).toMatch(/@layer reset\{[^]*box-sizing:border-box/);
    expect(css).toMatch(/@keyframes spin/);
    // The body's colours, and the tokens they read, in light and dark.
    expect(css).toMatch(/body\{[^}]*background:var\(--chakra-colors-bg\)/);
    expect(css).toMatch(/@layer tokens\{[^]*--chakra-colors-bg:/);
    expect(css).toMatch(/\.dark[^{]*\{[^}]*--chakra-colors-bg:/);
  });

  it('has a rule for every class', () => {
    for (const name of Object.keys(STATIC_STYLES)) {
      expect(css, name).toMatch(new RegExp(`\\.${name}[{ ,:>.\\[]`));
    }
  });

  it('compiles tokens to the system’s variables and breakpoints to media queries', () => {
    expect(css).toContain('var(--chakra-colors-fg-muted)');
    expect(css).toMatch(/@media screen and \(min-width: ?48rem\)/);
    expect(css).not.toMatch(/fg\.muted|\{colors\./);
  });
});
