import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { colorModeOf, expect, untilStill } from './fixtures';

/** What every screen is held to: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * What axe finds against WCAG 2.2 AA on the page, or in the part `include` names: a line a
 * rule, with the first three places it failed, their markup and why, so that a failing test says
 * where to look.
 */
export async function axeFindings(page: Page, include?: string): Promise<string[]> {
  const axe = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  const { violations } = await (include ? axe.include(include) : axe).analyze();
  return violations.map(
    ({ id, nodes }) =>
      `${id}: ${nodes
        .slice(0, 3)
        .map(
          (node) =>
            `${node.target.join(' ')} ${node.html.slice(0, 200)} ${node.failureSummary ?? ''}`,
        )
        .join(' | ')}`,
  );
}

/**
 * The screen as it is, checked in light mode and then in dark: the app follows the system's
 * setting as it changes, and each mode is checked once its transitions have finished, so axe
 * sees the final colours.
 */
export async function expectNoAxeFindingsInEitherMode(
  page: Page,
  what: string,
  include?: string,
): Promise<void> {
  for (const mode of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: mode });
    await expect.poll(() => colorModeOf(page)).toBe(mode);
    await untilStill(page);
    expect(await axeFindings(page, include), `${what} in ${mode} mode`).toEqual([]);
  }
}
