import type { Locator, Page as BrowserPage } from '@playwright/test';
import {
  MOBILE,
  PUBLIC_PAGES,
  expect,
  openPage,
  signInToDemo,
  test,
  waitForPage,
} from './fixtures';

/** Presses Tab until `target` has focus; fails after `limit` presses. */
async function tabTo(page: BrowserPage, target: Locator, limit = 40): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

interface FocusStop {
  name: string;
  outline: string;
  shadow: string;
  width: number;
  height: number;
}

/** What has focus and how it is drawn: outline and box-shadow are the two focus rings in use. */
function focusStop(page: BrowserPage): Promise<FocusStop | null> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    const name =
      element.getAttribute('aria-label') ?? (element.textContent ?? '').trim().slice(0, 40);
    const outline =
      style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1
        ? `${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`
        : '';
    return {
      name: `${element.tagName.toLowerCase()} "${name}"`,
      outline,
      shadow: style.boxShadow === 'none' ? '' : style.boxShadow,
      width: box.width,
      height: box.height,
    };
  });
}

test.describe('keyboard only, desktop', () => {
  test('the skip link is the first stop and moves focus to the content, on any page', async ({
    page,
  }) => {
    await openPage(page, '/pricing');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    // Still the same page: the skip link must not look like navigation to the app.
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
    // The next Tab continues inside the content, not back in the header.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
  });

  test('the nav links work from the keyboard and focus lands on the new heading', async ({
    page,
  }) => {
    await openPage(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [link, heading] of [
      ['Pricing', 'Pricing'],
      ['Solutions', 'Solutions'],
    ] as const) {
      await tabTo(page, nav.getByRole('link', { name: link, exact: true }));
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeFocused();
    }
    await tabTo(page, nav.getByRole('link', { name: 'Home', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });

  test('focus moved while a page loads stays where the visitor put it', async ({ page }) => {
    // Held from the start: home fetches Pricing ahead once it has loaded, and that fetch must
    // not finish before the visitor asks for the page.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/pricing-page-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await openPage(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await tabTo(page, nav.getByRole('link', { name: 'Pricing', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Loading page')).toBeVisible();
    // While the chunk is on its way, the visitor tabs on to the next link.
    await page.keyboard.press('Tab');
    const moved = nav.getByRole('link', { name: /^Developers/ });
    await expect(moved).toBeFocused();
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
    await page.waitForTimeout(300);
    await expect(moved).toBeFocused();
  });

  test('the footer links work from the keyboard', async ({ page }) => {
    await openPage(page, '/');
    const footer = page.getByRole('contentinfo');
    await tabTo(page, footer.getByRole('link', { name: 'FAQ', exact: true }), 80);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });

  test('the colour mode toggle works with Space and Enter', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await openPage(page, '/');
    const toggle = page.getByRole('button', { name: 'Dark mode' });
    await tabTo(page, toggle);
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`every Tab stop on home shows a visible focus ring (${mode})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: mode });
      await openPage(page, '/');
      const stops: FocusStop[] = [];
      for (let presses = 0; presses < 120; presses += 1) {
        await page.keyboard.press('Tab');
        const stop = await focusStop(page);
        if (!stop || (stops.length > 0 && stop.name === stops[0]?.name)) break;
        stops.push(stop);
      }
      // The header, the home page's calls to action and the footer: a real walk, not one stop.
      expect(stops.length).toBeGreaterThan(15);
      const invisible = stops.filter((stop) => !stop.outline && !stop.shadow);
      expect(invisible.map((stop) => stop.name)).toEqual([]);
    });
  }
});

test.describe('targets', () => {
  for (const viewport of [{ width: 1280, height: 800 }, MOBILE]) {
    test(`header and footer controls are at least 24 × 24 px at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await openPage(page, '/');
      const controls = page.locator(
        'header a:visible, header button:visible, footer a:visible, footer button:visible',
      );
      const count = await controls.count();
      expect(count).toBeGreaterThan(15);
      const small: string[] = [];
      for (let index = 0; index < count; index += 1) {
        const control = controls.nth(index);
        const box = await control.boundingBox();
        if (!box || box.width < 24 || box.height < 24) {
          small.push(
            `${(await control.textContent())?.trim() || (await control.getAttribute('aria-label'))}: ${box?.width}×${box?.height}`,
          );
        }
      }
      expect(small).toEqual([]);
    });
  }
});

test.describe('keyboard only, mobile menu at 375 px', () => {
  test.use({ viewport: MOBILE });

  test('Enter opens it, Tab walks into it, Escape closes it and focus returns', async ({
    page,
  }) => {
    await openPage(page, '/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const nav = page.getByRole('navigation', { name: 'Main' });
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Solutions' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(nav.getByRole('link', { name: 'Solutions' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  test('a link chosen with Enter navigates, closes the menu and focuses the heading', async ({
    page,
  }) => {
    await openPage(page, '/');
    await tabTo(page, page.getByRole('button', { name: 'Open menu' }));
    await page.keyboard.press('Enter');
    const pricing = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
      name: 'Pricing',
    });
    await tabTo(page, pricing, 6);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});

test('every public page can be reached and left with the keyboard alone', async ({ page }) => {
  test.setTimeout(60_000);
  await openPage(page, '/');
  const footer = page.getByRole('contentinfo');
  const footerLinks: Record<string, string> = {
    pricing: 'Pricing',
    solutions: 'Solutions',
    docs: 'API quick start',
    faq: 'FAQ',
    contact: 'Help Support',
    about: 'About Us',
    privacy: 'Privacy Policy',
    terms: 'Terms of Service',
  };
  for (const { name } of PUBLIC_PAGES) {
    const label = footerLinks[name];
    if (!label) continue;
    await tabTo(page, footer.getByRole('link', { name: label, exact: true }), 150);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/${name}$`));
    await waitForPage(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  }
});

test.describe('keyboard only, dashboard', () => {
  test.beforeEach(async ({ page }) => {
    await signInToDemo(page);
    await openPage(page, '/dashboard');
  });

  test('the dashboard colour mode toggle works from the keyboard and keeps its focus ring', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.reload();
    await waitForPage(page);
    const toggle = page.getByRole('button', { name: 'Dark mode' });
    await tabTo(page, toggle, 20);
    const stop = await focusStop(page);
    expect(stop && (stop.outline || stop.shadow), 'a visible focus ring').toBeTruthy();
    expect(stop?.width).toBeGreaterThanOrEqual(24);
    expect(stop?.height).toBeGreaterThanOrEqual(24);
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
    // The next stop is Back to Home, still in the header.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Back to Home' })).toBeFocused();
  });

  test('arrow keys move across the five tabs and select them', async ({ page }) => {
    const names = ['Overview', 'Contacts', 'Compose', 'Campaigns', 'Analytics'];
    const tab = (name: string) => page.getByRole('tab', { name, exact: true });
    await tabTo(page, tab('Overview'), 60);
    for (const name of names.slice(1)) {
      await page.keyboard.press('ArrowRight');
      await expect(tab(name)).toBeFocused();
      await expect(tab(name)).toHaveAttribute('aria-selected', 'true');
    }
    await expect(page.getByRole('heading', { level: 2, name: 'Analytics' })).toBeVisible();
    for (const name of [...names].reverse().slice(1)) {
      await page.keyboard.press('ArrowLeft');
      await expect(tab(name)).toBeFocused();
      await expect(tab(name)).toHaveAttribute('aria-selected', 'true');
    }
  });

  test('at 375 px the row of tabs scrolls to show the whole tab the arrow keys reach', async ({
    page,
  }) => {
    await page.setViewportSize(MOBILE);
    const names = ['Contacts', 'Compose', 'Campaigns', 'Analytics'];
    const tab = (name: string) => page.getByRole('tab', { name, exact: true });
    await tab('Overview').focus();
    // Whether the tab lies wholly inside the row's scrolled box.
    const wholly = (name: string) =>
      tab(name).evaluate((element) => {
        const row = element.closest('[role="tablist"]')?.parentElement;
        if (!row) return false;
        const box = element.getBoundingClientRect();
        const view = row.getBoundingClientRect();
        return box.left >= view.left - 0.5 && box.right <= view.right + 0.5;
      });
    for (const name of [...names, 'Overview']) {
      await page.keyboard.press('ArrowRight');
      await expect(tab(name)).toBeFocused();
      await expect.poll(() => wholly(name), name).toBe(true);
    }
    await page.keyboard.press('End');
    await expect.poll(() => wholly('Analytics'), 'End').toBe(true);
  });

  for (const [opener, title] of [
    ['New Campaign', 'New Campaign'],
    ['Account settings', 'Account Settings'],
  ] as const) {
    test(`the ${title} dialog takes focus, keeps Tab inside, closes on Escape`, async ({
      page,
    }) => {
      const button = page.getByRole('button', { name: opener, exact: true });
      await tabTo(page, button, 60);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      const inside = () =>
        page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null);
      await expect.poll(inside).toBe(true);
      for (let presses = 0; presses < 25; presses += 1) {
        await page.keyboard.press('Tab');
        expect(await inside(), `Tab ${presses + 1} stays in the dialog`).toBe(true);
      }
      for (let presses = 0; presses < 5; presses += 1) {
        await page.keyboard.press('Shift+Tab');
        expect(await inside(), `Shift+Tab ${presses + 1} stays in the dialog`).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();
    });
  }

  test('template and tag buttons in the composer work with Enter and Space', async ({ page }) => {
    await page.getByRole('tab', { name: 'Compose' }).click();
    const message = page.getByRole('textbox', { name: 'Message' });
    await expect(message).toBeVisible();
    const template = page.getByRole('button', { name: /^Appointment Reminder/ });
    await tabTo(page, template, 60);
    await page.keyboard.press('Enter');
    await expect(template).toHaveAttribute('aria-pressed', 'true');
    const afterTemplate = await message.inputValue();
    expect(afterTemplate.length).toBeGreaterThan(0);
    const other = page.getByRole('button', { name: /^Shipping Update/ });
    await tabTo(page, other, 10);
    await page.keyboard.press('Space');
    await expect(other).toHaveAttribute('aria-pressed', 'true');
    await expect(template).toHaveAttribute('aria-pressed', 'false');
    const before = await message.inputValue();
    expect(before).not.toBe(afterTemplate);

    const name = page.getByRole('button', { name: '[name]', exact: true });
    await tabTo(page, name, 60);
    await page.keyboard.press('Enter');
    await expect(message).toHaveValue(new RegExp(`\\[name\\]\\s*$`));
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: '[company]', exact: true })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(message).toHaveValue(/\[name\]\s*\[company\]\s*$/);
  });

  test('a contact row menu opens with Enter, moves with arrows, Escape returns focus', async ({
    page,
  }) => {
    await page.getByRole('tab', { name: 'Contacts' }).click();
    // The first rows show at once; once the virtualizer has arrived, the table renders a window
    // and a spacer row stands in for the rows below it. The window's rows replace the first
    // ones, so a person's keys go to a row from then on.
    await expect(page.locator('tbody tr[aria-hidden="true"]').last()).toBeAttached();
    const trigger = page.getByRole('button', { name: /^Actions for / }).first();
    await expect(trigger).toBeVisible();
    await trigger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    const edit = menu.getByRole('menuitem', { name: 'Edit' });
    const optOut = menu.getByRole('menuitem', { name: 'Opt out' });
    const remove = menu.getByRole('menuitem', { name: 'Delete' });
    await expect(edit).toHaveAttribute('data-highlighted', '');
    await page.keyboard.press('ArrowDown');
    await expect(optOut).toHaveAttribute('data-highlighted', '');
    await page.keyboard.press('ArrowDown');
    await expect(remove).toHaveAttribute('data-highlighted', '');
    await page.keyboard.press('ArrowUp');
    await expect(optOut).toHaveAttribute('data-highlighted', '');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();
    // Enter on the highlighted Delete opens the confirmation; Escape comes back to the row.
    // A person waits for the menu before moving in it; keys sent before Ark's menu has
    // opened and highlighted its first item would land on the trigger instead.
    await page.keyboard.press('Enter');
    await expect(edit).toHaveAttribute('data-highlighted', '');
    await page.keyboard.press('End');
    await expect(remove).toHaveAttribute('data-highlighted', '');
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toBeVisible();
    // The dialog is ready for keys once it has taken focus, as a person sees.
    await expect
      .poll(() => confirm.evaluate((dialog) => dialog.contains(document.activeElement)))
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(trigger).toBeFocused();
  });
});
