import type { SnapshotFrom } from 'xstate';
import type { appMachine, DemoActors, SiteForms } from '@machines/app.machine';
import type { DashboardDialog, DashboardTab, Page } from '@/domain/pages';

/** Named selectors: views read the app through these, never the whole snapshot. */
export type AppSnapshot = SnapshotFrom<typeof appMachine>;

export function selectPage(snapshot: AppSnapshot): Page {
  if (snapshot.matches('dashboard')) return 'dashboard';
  const value = snapshot.value;
  return typeof value === 'object' && 'site' in value ? value.site : 'home';
}

export const selectLoggedIn = (snapshot: AppSnapshot): boolean => snapshot.context.loggedIn;

export function selectTab(snapshot: AppSnapshot): DashboardTab {
  const value = snapshot.value;
  return typeof value === 'object' && 'dashboard' in value ? value.dashboard.tab : 'overview';
}

export function selectDialog(snapshot: AppSnapshot): DashboardDialog {
  const value = snapshot.value;
  return typeof value === 'object' && 'dashboard' in value ? value.dashboard.dialog : 'none';
}

/** The dashboard's actors while it is open and its code is here; null otherwise. */
export function selectDemo(snapshot: AppSnapshot): DemoActors | null {
  const { composer, contacts, campaigns, newCampaign, settings } = snapshot.children;
  if (!composer || !contacts || !campaigns || !newCampaign || !settings) return null;
  return { composer, contacts, campaigns, newCampaign, settings };
}

/**
 * One of the dashboard's actors, or null until it runs: the same actor is the same answer, so a
 * view that reads it renders again only when the actor itself changes, not on every event the
 * app takes (a tab switch, a dialog opening).
 */
export const selectComposerActor = (snapshot: AppSnapshot) => snapshot.children.composer ?? null;
export const selectContactsActor = (snapshot: AppSnapshot) => snapshot.children.contacts ?? null;

/** The contact and sign-in forms' actors, once their code has arrived. */
export function selectSiteForms(snapshot: AppSnapshot): SiteForms | null {
  const { contactForm, authForm } = snapshot.children;
  return contactForm && authForm ? { contactForm, authForm } : null;
}

/** For `useSelector`: the same actors are the same answer, however often it is asked. */
export function sameActors<T extends Record<string, unknown>>(a: T | null, b: T | null): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return Object.keys(a).every((key) => a[key] === b[key]);
}
