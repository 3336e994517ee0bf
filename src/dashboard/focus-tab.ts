import type { DashboardTab } from '@/domain/pages';

/** The dashboard's tabs' and panels' element ids: each panel names its tab, and each tab its panel. */
export const tabId = (tab: DashboardTab) => `dashboard-tab-${tab}`;
export const panelId = (tab: DashboardTab) => `dashboard-panel-${tab}`;

/**
 * After a button elsewhere switches the tab (a Quick Action, Send Now in a dialog), the button
 * is gone with its panel; focus goes to the chosen tab, so keyboard users keep their place.
 */
export function focusTab(tab: DashboardTab): void {
  requestAnimationFrame(() => document.getElementById(tabId(tab))?.focus());
}
