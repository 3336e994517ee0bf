import type { DashboardTab } from '@/domain/pages';

/**
 * After a button elsewhere switches the tab (a Quick Action, Send Now in a dialog), the button
 * is gone with its panel; focus goes to the chosen tab, so keyboard users keep their place.
 */
export function focusTab(tab: DashboardTab): void {
  requestAnimationFrame(() => {
    document
      .querySelector<HTMLElement>(
        `[role="tablist"][aria-label="Dashboard sections"] [role="tab"][data-value="${tab}"]`,
      )
      ?.focus();
  });
}
