import type { SnapshotFrom } from 'xstate';
import type { appMachine } from '@machines/app.machine';
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

export const selectDemo = (snapshot: AppSnapshot) => snapshot.context.demo;

/** The contact and sign-in forms' actors, once a page that shows one has handed over their logic. */
export const selectSiteForms = (snapshot: AppSnapshot) => snapshot.context.forms;
