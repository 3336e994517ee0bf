import { LAZY_PAGES } from '@/site/pages';
import { whenIdle } from '@/ui/prefetch';

/**
 * On the public site, once it has loaded and while the visitor reads: the fade that every page
 * change plays, then the pages visitors most often open next (the top navigation's and the demo
 * sign-in), with the recipes they share, so a first visit to each is as quick as a return. Not
 * the dashboard: public pages never fetch it. A module of its own, fetched after first paint, so
 * the first bundle does not carry it. Returns a cancel.
 */
export function warmUp(): () => void {
  return whenIdle([
    () => import('@/ui/motion-features'),
    ...(['solutions', 'pricing', 'auth', 'contact'] as const).map(
      (page) => () => LAZY_PAGES[page].preload(),
    ),
  ]);
}
