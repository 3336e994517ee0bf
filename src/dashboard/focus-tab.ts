import type { DashboardTab } from '@/domain/pages';

/** The element ids of the dashboard's tabs and panels: each names the other. */
export const tabId = (tab: DashboardTab) => `dashboard-tab-${tab}`;
export const panelId = (tab: DashboardTab) => `dashboard-panel-${tab}`;

/**
 * Focuses a tab and shows the whole of it. Where the row scrolls sideways (a phone), the
 * browser's own scrolling on focus leaves a tab that was partly in view where it was.
 */
export function focusWholly(tab: HTMLElement | null) {
  tab?.focus();
  tab?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
}

/**
 * After a button elsewhere switches the tab (a Quick Action, Send Now in a dialog), the button
 * is gone with its panel; focus goes to the chosen tab, so keyboard users keep their place.
 */
export function focusTab(tab: DashboardTab): void {
  requestAnimationFrame(() => focusWholly(document.getElementById(tabId(tab))));
}
