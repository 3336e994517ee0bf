// @vitest-environment node
// The stylesheet is compiled in Node (the build, the dev server): Emotion renders it as a server.
import { describe, expect, it } from 'vitest';
import { staticStylesheet } from '@/ui/static-styles/stylesheet';
import { STATIC_STYLES } from '@/ui/static-styles/styles';

describe('the static stylesheet', () => {
  const css = staticStylesheet();

  it('declares Chakra’s layer order before its rules, which sit in the base layer', () => {
    // A page's stylesheet may come before Emotion's: its own order statement keeps `reset`
    // under `base`, as Chakra's provider declares it.
    expect(css.startsWith('@layer reset,base,tokens,recipes;@layer base{')).toBe(true);
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
