import { createContext, useContext } from 'react';
import type { PathPage } from '@/domain/pages';

/**
 * Fetches a page's code ahead of a likely visit. Which code that is belongs to src/app, which
 * knows every page; links in src/ui only say when a visit looks likely, so App provides this.
 * Without a provider (a component rendered alone) nothing is fetched ahead.
 */
export const PagePreloadContext = createContext<(page: PathPage) => void>(() => {});

export function usePagePreload(): (page: PathPage) => void {
  return useContext(PagePreloadContext);
}
