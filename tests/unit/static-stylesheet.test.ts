// @vitest-environment node
// The stylesheet is compiled in Node (the build, the dev server): Emotion renders it as a server.
import { describe, expect, it } from 'vitest';
import { staticStylesheet } from '@/ui/static-styles/stylesheet';
import { STATIC_STYLES } from '@/ui/static-styles/styles';

describe('the static stylesheet', () => {
  const css = staticStylesheet();

  it('puts its rules in Chakra’s layers, in the order Chakra’s provider declares them', () => {
    // A page's stylesheet comes before Emotion's: the order in which its layers first appear
    // is the order of the page, and keeps `reset` under `base` under `tokens` under `recipes`.
    const order: string[] = [];
    for (const [, names = ''] of css.matchAll(/@layer ([\w, ]+)[;{]/g)) {
      for (const name of names.split(',').map((part) => part.trim())) {
        if (!order.includes(name)) order.push(name);
      }
    }
    expect(order).toEqual(['reset', 'base', 'tokens', 'recipes']);
    expect(css.startsWith('@layer reset{')).toBe(true);
  });

  it('is minified, with only the vendor prefixes the supported browsers need', () => {
    expect(css).not.toMatch(/\n|-ms-flex|-webkit-box-/);
    // Safari still needs its prefix for user-select (Chakra's buttons).
    expect(css).toContain('-webkit-user-select:none');
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
