import type { AppContext, DemoLogic, SiteFormLogic } from '@machines/app.machine';
import { importWithReload } from '@/ui/lazy';

/** Where the children's code comes from: chunks of their own, fetched when first needed. */
export interface ChildLoaders {
  forms: () => Promise<SiteFormLogic>;
  demo: () => Promise<DemoLogic>;
}

export const CHILD_LOADERS: ChildLoaders = {
  forms: () =>
    importWithReload('logic:forms', () => import('@/site/forms/site-forms')).then(
      (module) => module.SITE_FORM_LOGIC,
    ),
  demo: () =>
    importWithReload('logic:demo', () => import('@/dashboard/demo-logic')).then(
      (module) => module.DEMO_LOGIC,
    ),
};

/**
 * Each part of the children's code: the event that tells the machine its children can start,
 * the flag in the machine's context that says they have, and its name in a message.
 */
export const PARTS = {
  forms: {
    ready: { type: 'site.forms.ready' },
    started: (context: Partial<AppContext>) => context.formsStarted,
    name: 'forms',
  },
  demo: {
    ready: { type: 'dashboard.actors.ready' },
    started: (context: Partial<AppContext>) => context.demoLoaded,
    name: 'dashboard',
  },
} as const satisfies Record<keyof ChildLoaders, unknown>;
