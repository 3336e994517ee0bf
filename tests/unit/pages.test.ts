import { describe, expect, it } from 'vitest';
import { isSitePage, PAGES, SITE_PAGES } from '@/domain/pages';

describe('isSitePage', () => {
  it('is true for the public pages and for nothing else', () => {
    expect(PAGES.filter(isSitePage)).toEqual([...SITE_PAGES]);
    expect(PAGES.filter((page) => !isSitePage(page))).toEqual([
      'dashboard',
      'statecharts',
      'notFound',
    ]);
    expect(isSitePage('Pricing')).toBe(false);
  });
});
