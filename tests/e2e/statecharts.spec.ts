/**
 * Issue 24's "Done when", in Chromium against the production build: a product owner opens the
 * dashboard, opens Statecharts beside it, clicks through the app and watches the states light
 * up, plays a journey to "campaign scheduled", sees what no test covers, and saves the state to
 * a file that a tester loads to see the same screen, all with every request leaving the site's
 * origin refused (the network cable pulled).
 */
import type { Locator, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { axeFindings } from './axe';
import { openDashboard } from './dashboard-helpers';
import { expect, openPage, test } from './fixtures';

// For a visitor who asked for less motion: a journey steps every 0.3 s instead of 0.9 s, and the
// page fades are skipped; what is tested is the view, not the animation.
test.use({ reducedMotion: 'reduce' });

/** Laying out a chart in the worker, on a busy two-CPU machine. */
const LAYOUT = { timeout: 15_000 };

/** Refuses every request of the page's context that leaves the site's origin, and lists it. */
async function offline(page: Page, leaving: string[]): Promise<void> {
  await page.context().route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.origin === 'http://127.0.0.1:' + url.port && url.hostname === '127.0.0.1') {
      return route.continue();
    }
    if (url.protocol === 'data:' || url.protocol === 'blob:') return route.continue();
    leaving.push(url.href);
    return route.abort('internetdisconnected');
  });
}

const stateBox = (scope: Page | Locator, id: string) => scope.locator(`[data-state-id="${id}"]`);

async function openPanel(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Statecharts' }).click();
  const panel = page.getByRole('complementary', { name: 'Statecharts' });
  await expect(panel).toBeVisible();
  await expect(stateBox(panel, 'app.dashboard')).toBeVisible(LAYOUT);
  return panel;
}

test.describe('the statecharts view, with the network cable pulled', () => {
  // Every request that would leave the site's origin is refused and counted: none may be made.
  let leaving: string[] = [];
  test.beforeEach(async ({ page }) => {
    leaving = [];
    await offline(page, leaving);
  });
  test.afterEach(() => {
    expect(leaving, 'requests that left the site').toEqual([]);
  });

  test('draws every machine from its definition, with no console error', async ({ page }) => {
    await openPage(page, '/statecharts');
    await expect(page.getByRole('heading', { level: 1, name: 'Statecharts' })).toBeVisible();
    const machine = page.getByRole('combobox', { name: 'Machine' });
    const values = await machine
      .locator('option')
      .evaluateAll((options: HTMLOptionElement[]) => options.map((option) => option.value));
    expect(values.length).toBeGreaterThanOrEqual(10);
    for (const value of values) {
      await machine.selectOption(value);
      const id = value.startsWith('machine:') ? value.slice('machine:'.length) : null;
      const chart = page.locator(id ? `[data-machine-id="${id}"]` : '[data-machine-id]');
      await expect(chart.locator('[data-state-id]').first()).toBeVisible(LAYOUT);
    }
    // The app on this page is lit where it is.
    await machine.selectOption('actor:app');
    await expect(stateBox(page, 'app.site.statecharts')).toHaveAttribute(
      'data-active',
      'true',
      LAYOUT,
    );
    expect(leaving).toEqual([]);
  });

  test('nothing of it loads with a page until it is opened', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (['script', 'other'].includes(request.resourceType())) scripts.push(request.url());
    });
    const own = () => scripts.filter((url) => /statecharts|layout\.worker|elk|inspect/i.test(url));
    await openPage(page, '/');
    await openPage(page, '/docs');
    await openDashboard(page);
    expect(own()).toEqual([]);
    await openPanel(page);
    expect(own().length).toBeGreaterThan(0);
    expect(own().filter((url) => /inspect/i.test(url))).toEqual([]);
  });

  test('beside the dashboard: states light up as a person clicks, and its events are buttons', async ({
    page,
  }) => {
    await openDashboard(page);
    const panel = await openPanel(page);
    await expect(stateBox(panel, 'app.dashboard.tab.overview')).toHaveAttribute(
      'data-active',
      'true',
    );
    // The dashboard stays usable beside the panel.
    await page.getByRole('tab', { name: 'Contacts' }).click();
    await expect(stateBox(panel, 'app.dashboard.tab.contacts')).toHaveAttribute(
      'data-active',
      'true',
    );
    await expect(stateBox(panel, 'app.dashboard.tab.overview')).not.toHaveAttribute('data-active');
    await expect(
      panel.getByRole('log').locator('[data-log-entry="dashboard.tab.select"]'),
    ).toHaveCount(1);

    await panel.getByRole('button', { name: 'dashboard.tab.select (tab: "analytics")' }).click();
    await expect(page.getByRole('tab', { name: 'Analytics' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(stateBox(panel, 'app.dashboard.tab.analytics')).toHaveAttribute(
      'data-active',
      'true',
    );

    // A child's chart is reached from its parent.
    await panel
      .getByRole('navigation', { name: 'Its children' })
      .getByRole('button', { name: 'Composer' })
      .click();
    await expect(stateBox(panel, 'composer.drafting.incomplete')).toHaveAttribute(
      'data-active',
      'true',
      LAYOUT,
    );

    // Step back: the app is restored to its snapshot after the previous event.
    await panel.getByRole('button', { name: 'Up to its parent' }).click();
    await panel.getByRole('button', { name: 'Step back' }).click();
    await expect(page.getByRole('tab', { name: 'Contacts' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await panel.getByRole('button', { name: 'Step forward' }).click();
    await expect(page.getByRole('tab', { name: 'Analytics' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await panel.getByRole('button', { name: 'Close statecharts' }).click();
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Statecharts' })).toBeFocused();
  });

  test('plays a journey to a campaign scheduled against the running app', async ({ page }) => {
    await openDashboard(page);
    await page.getByRole('tab', { name: 'Compose' }).click();
    const panel = await openPanel(page);
    await panel.getByRole('combobox', { name: 'Machine' }).selectOption({ label: '— Composer' });
    const to = panel.getByRole('combobox', { name: 'Shortest way to' });
    const scheduled = await to
      .locator('option')
      .evaluateAll(
        (options: HTMLOptionElement[]) =>
          options.find((option) => /composer\.schedule .*Campaign Scheduled!/.test(option.text))
            ?.value,
      );
    expect(scheduled).toBeDefined();
    await to.selectOption(scheduled ?? '');
    const steps = panel.getByRole('list', { name: 'Steps' }).getByRole('listitem');
    await expect(steps.last()).toContainText('composer.schedule');
    await panel.getByRole('button', { name: 'Play against the app' }).click();
    await expect(page.getByText('Campaign Scheduled!', { exact: true })).toBeVisible({
      timeout: 20_000,
    });
    await expect(panel.getByText(/^Journey played/)).toBeVisible();
  });

  test('shows what the model tests reached, and colours what they did not', async ({ page }) => {
    await openPage(page, '/statecharts');
    const summary = page.getByTestId('coverage-summary');
    await expect(summary).toContainText(/reached \d+ of \d+ states/);
    const text = (await summary.textContent()) ?? '';
    const missing = (what: string) => {
      const [, reached, all] = new RegExp(`(\\d+) of (\\d+) ${what}`).exec(text) ?? [];
      return Number(all) - Number(reached);
    };
    const colour = page.getByRole('checkbox', { name: 'Colour what no test reached' });
    await expect(colour).toBeChecked();
    const states = page.locator('[data-state-id][data-uncovered="true"]');
    const transitions = page.locator('[data-edge-id][data-uncovered="true"]');
    await expect(states).toHaveCount(missing('states'), LAYOUT);
    await expect(transitions).toHaveCount(missing('transitions'));
    await page.getByText('Colour what no test reached').click();
    await expect(colour).not.toBeChecked();
    await expect(states).toHaveCount(0);
    await expect(transitions).toHaveCount(0);
  });

  test('a saved snapshot loads back into the same screen', async ({ page, browser }) => {
    await openDashboard(page);
    await page.getByRole('tab', { name: 'Campaigns' }).click();
    await page.getByRole('button', { name: 'Account settings' }).click();
    await expect(page.getByRole('dialog', { name: 'Account Settings' })).toBeVisible();
    await page
      .getByRole('dialog', { name: 'Account Settings' })
      .getByRole('button', { name: 'Cancel' })
      .click();
    const panel = await openPanel(page);
    const download = page.waitForEvent('download');
    await panel.getByRole('button', { name: 'Save snapshot' }).click();
    const file = await (await download).path();
    const saved = JSON.parse(await readFile(file, 'utf8')) as { kind: string; address: string };
    expect(saved.kind).toBe('nkra-app-snapshot');
    expect(saved.address).toBe('/dashboard');

    // A tester opens the site afresh, on the home page, and loads the file.
    const tester = await browser.newPage();
    await offline(tester, leaving);
    await tester.goto('/statecharts');
    await tester.getByLabel('Snapshot file to load').setInputFiles(file);
    await expect(tester.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(tester.getByRole('tab', { name: 'Campaigns' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(tester).toHaveURL(/\/dashboard$/);
    await tester.close();
  });

  test('a file that is not a snapshot is refused with a reason, and the app stays', async ({
    page,
  }) => {
    await openPage(page, '/statecharts');
    await page.getByLabel('Snapshot file to load').setInputFiles({
      name: 'notes.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"hello": "world"}'),
    });
    await expect(page.getByRole('alert')).toHaveText(
      'notes.json was not loaded. This file is not a snapshot saved by the statecharts view.',
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Statecharts' })).toBeVisible();
  });

  test('a snapshot that names a state the app lacks is refused with a reason, and the app stays', async ({
    page,
  }) => {
    await openPage(page, '/statecharts');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Save snapshot' }).click();
    const saved = JSON.parse(await readFile(await (await download).path(), 'utf8')) as {
      snapshot: { value: unknown };
    };
    saved.snapshot.value = { nowhere: {} };
    await page.getByLabel('Snapshot file to load').setInputFiles({
      name: 'edited.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(saved)),
    });
    await expect(page.getByRole('alert')).toHaveText(
      /^edited\.json was not loaded, and the app is as it was\. This snapshot does not restore in this version of the app: .*'nowhere'/,
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Statecharts' })).toBeVisible();
    await expect(page).toHaveURL(/\/statecharts$/);
    // The running app still answers.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Pricing' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeFocused();
  });

  test('axe finds no WCAG 2.2 AA violations: the page and its text view in light, the panel in dark', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await openPage(page, '/statecharts');
    await expect(stateBox(page, 'app.site.statecharts')).toBeVisible(LAYOUT);
    expect(await axeFindings(page), 'the statecharts page, light').toEqual([]);
    await page.getByRole('tab', { name: 'Text' }).click();
    expect(await axeFindings(page), 'the text view, light').toEqual([]);

    await page.emulateMedia({ colorScheme: 'dark' });
    await openDashboard(page);
    await openPanel(page);
    expect(await axeFindings(page), 'the panel over the dashboard, dark').toEqual([]);
  });
});

// The one part that needs the internet: stately.ai is answered here by a stand-in page.
test.describe('the Stately inspector', () => {
  test('the Stately inspector loads only when its button is pressed, in a window of its own', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(request.url()));
    await page
      .context()
      .route(/stately\.ai/, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Stately inspector</title>' }),
      );
    await openPage(page, '/statecharts');
    await expect(stateBox(page, 'app.site.statecharts')).toBeVisible(LAYOUT);
    expect(scripts.filter((url) => /stately|inspect/i.test(url))).toEqual([]);
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Open the Stately inspector' }).click();
    expect((await popup).url()).toContain('stately.ai');
    await expect(page.getByText('The Stately inspector opened in a new window.')).toBeVisible();
  });
});
