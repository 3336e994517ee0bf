import type { Page } from '@playwright/test';
import { axeFindings } from './axe';
import { expect, test, untilStill } from './fixtures';

const APP_URL = 'https://app.example.com';
const NEW_TAB_REL = 'noopener noreferrer';

async function open(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

const plan = (page: Page, name: string) => page.getByRole('article', { name });

test.describe('home', () => {
  test('hero: Get Started opens the app in a new tab, the demo entry opens sign-in', async ({
    page,
  }) => {
    await open(page, '/', 'Bulk SMS that reaches every customer in Ghana');
    const main = page.getByRole('main');
    const getStarted = main.getByRole('link', { name: /^Get Started/ }).first();
    await expect(getStarted).toHaveAttribute('href', APP_URL);
    await expect(getStarted).toHaveAttribute('target', '_blank');
    await expect(getStarted).toHaveAttribute('rel', NEW_TAB_REL);
    await expect(main.getByRole('img', { name: /A phone showing an SMS/ })).toBeVisible();
    await main.getByRole('link', { name: 'Try the demo' }).first().click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('shows the six features, four steps, and only the first three plans', async ({ page }) => {
    await open(page, '/', 'Bulk SMS that reaches every customer in Ghana');
    for (const feature of [
      'SMS campaigns',
      'Contact management',
      'SMS composer',
      'Scheduling',
      'Analytics',
      'Developer API',
    ]) {
      await expect(page.getByRole('heading', { level: 3, name: feature })).toBeVisible();
    }
    await expect(
      page.getByRole('heading', { name: 'From sign-up to sent in four steps' }),
    ).toBeVisible();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(3);
    await expect(plan(page, 'STANDARD')).toContainText('GH₵ 10.00');
    await expect(plan(page, 'PREMIUM')).toContainText('Most popular');
    await expect(plan(page, 'EXECUTIVE')).toContainText('GH₵ 100.00');
    await expect(plan(page, 'BUSINESS')).toHaveCount(0);

    await page.getByRole('link', { name: /Compare all four plans/ }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeFocused();
  });
});

test.describe('pricing', () => {
  test('lists the four plans of the price list, PREMIUM most popular', async ({ page }) => {
    await open(page, '/pricing', 'Pricing');
    const rows: [string, string, string, string][] = [
      ['STANDARD', 'GH₵ 10.00', '300 SMS credits', 'GH₵ 0.0330 per SMS'],
      ['PREMIUM', 'GH₵ 20.00', '626 SMS credits', 'GH₵ 0.0319 per SMS'],
      ['EXECUTIVE', 'GH₵ 100.00', '1,642 SMS credits', 'GH₵ 0.0302 per SMS'],
      ['BUSINESS', 'GH₵ 200.00', '3,218 SMS credits', 'GH₵ 0.0302 per SMS'],
    ];
    for (const [name, price, sms, rate] of rows) {
      const card = plan(page, name);
      for (const text of [price, sms, rate, 'non-expiring']) await expect(card).toContainText(text);
      for (const feature of [
        'Contact import/export',
        'Sender ID verification',
        'API access',
        '24/7 customer service',
      ]) {
        await expect(card).toContainText(feature);
      }
      await expect(
        card.getByRole('link', { name: `Get Started with ${name} (opens in a new tab)` }),
      ).toHaveAttribute('href', APP_URL);
      await expect(card.getByText('Most popular')).toHaveCount(name === 'PREMIUM' ? 1 : 0);
    }
    await expect(
      page.getByText('Extra credits at GH₵ 0.50 per SMS when you run low'),
    ).toBeVisible();
  });

  test('the calculator quotes the cheapest mix of bundles and extra credits', async ({ page }) => {
    await open(page, '/pricing', 'Pricing');
    const input = page.getByLabel('How many SMS do you need?');
    const summary = page
      .locator('[aria-live="polite"]')
      .filter({ hasText: /SMS|number/ })
      .first();
    await expect(summary).toHaveText('Type a number of SMS to see the cheapest way to buy them.');

    const cases: [string, string][] = [
      ['300', '300 SMS: STANDARD, GH₵ 10.00.'],
      ['301', '301 SMS: STANDARD + 1 extra credit, GH₵ 10.50.'],
      ['626', '626 SMS: PREMIUM, GH₵ 20.00.'],
      ['5,000', '5,000 SMS: 8 × PREMIUM, GH₵ 160.00.'],
      ['1', '1 SMS: STANDARD, GH₵ 10.00.'],
      ['2.5', 'Enter a whole number of SMS, like 2500.'],
      ['lots', 'Enter the number of SMS in digits, like 2500.'],
      ['0', 'Enter a number of SMS above 0.'],
      ['250000', 'For more than 100,000 SMS we quote a custom rate.'],
    ];
    for (const [typed, text] of cases) {
      await input.fill(typed);
      await expect(summary).toHaveText(text);
    }
    await expect(page.getByRole('link', { name: 'Talk to our sales team' })).toBeVisible();

    await page.getByRole('button', { name: '1,000 SMS' }).click();
    await expect(input).toHaveValue('1000');
    await expect(summary).toHaveText('1,000 SMS: 2 × PREMIUM, GH₵ 40.00.');
    await expect(page.getByText(/1,252 SMS credited, 252 to spare/)).toBeVisible();
  });
});

test.describe('solutions', () => {
  test('core features, industries and use cases', async ({ page }) => {
    await open(page, '/solutions', 'Solutions');
    for (const section of ['Core features', 'Industries', 'Use cases']) {
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    for (const industry of [
      'Retail and supermarkets',
      'Banks and microfinance',
      'Healthcare and pharmacies',
      'Schools and universities',
      'Churches and faith groups',
      'Logistics and delivery',
      'Government and utilities',
    ]) {
      await expect(page.getByRole('heading', { level: 3, name: industry })).toBeVisible();
    }
    await expect(page.getByText(/Reply STOP to opt out/).first()).toBeVisible();
  });
});

test.describe('docs', () => {
  test('quick start, bearer authentication, endpoints and webhook events', async ({ page }) => {
    await open(page, '/docs', 'API documentation');
    for (const section of [
      'Quick start',
      'Authentication',
      'Send a message',
      'Endpoints',
      'Webhooks',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    await expect(page.getByRole('group', { name: 'authorization header' })).toHaveText(
      'Authorization: Bearer YOUR_API_KEY',
    );
    const endpoints = page.getByRole('table', { name: 'API endpoints' });
    for (const path of ['/messages', '/contacts', '/reports', '/webhooks']) {
      await expect(endpoints.getByRole('cell', { name: path, exact: true }).first()).toBeVisible();
    }
    const events = page.getByRole('table', { name: 'Webhook events' });
    for (const event of ['message.sent', 'message.delivered', 'message.failed']) {
      await expect(events.getByText(event, { exact: true })).toBeVisible();
    }
    const curl = page.getByRole('group', { name: 'curl example', exact: true });
    await expect(curl).toContainText('POST https://api.example.com/v1/messages');
    await expect(curl).toContainText('"to": "+233241234567"');
    await expect(curl).toContainText('"body":');
    await expect(
      page.getByRole('group', { name: 'JavaScript example', exact: true }),
    ).toContainText('Authorization: `Bearer ${process.env.NKRA_API_KEY}`');
    // Response shapes are not in the spec: shown, and marked as examples.
    await expect(page.getByRole('group', { name: 'response (example)' })).toContainText('"status"');
    await expect(page.getByText('Example', { exact: true })).toHaveCount(2);
  });

  test('Copy puts the sample on the clipboard and says so', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page, '/docs', 'API documentation');
    await page.getByRole('button', { name: 'Copy the curl example' }).click();
    await expect(page.getByText('Copied to the clipboard.')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('curl -X POST https://api.example.com/v1/messages');
    expect(copied).toContain('Authorization: Bearer $NKRA_API_KEY');
  });

  test('when the clipboard is refused, it says how to copy by hand', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) },
      });
    });
    await open(page, '/docs', 'API documentation');
    await page.getByRole('button', { name: 'Copy the JavaScript example' }).click();
    await expect(
      page.getByText('Copy is blocked here: select the code and press Ctrl+C.'),
    ).toBeVisible();
  });
});

test.describe('company and legal pages', () => {
  test('about us', async ({ page }) => {
    await open(page, '/about', 'About us');
    await expect(page.getByRole('heading', { level: 2, name: 'Why we started' })).toBeVisible();
    await expect(page.getByText(/Data Protection Act, 2012 \(Act 843\)/)).toBeVisible();
  });

  test('privacy policy covers Act 843, marketing consent and opt-out', async ({ page }) => {
    await open(page, '/privacy', 'Privacy Policy');
    for (const heading of [
      '1. Who we are',
      '4. Consent for marketing messages',
      '5. Opting out',
      '9. Your rights',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByText(/Data Protection Commission/).first()).toBeVisible();
    // The contents list moves to a section without changing the page.
    await page.getByRole('button', { name: 'Your rights' }).click();
    await expect(page.getByRole('heading', { level: 2, name: '9. Your rights' })).toBeFocused();
    await expect(page).toHaveURL(/\/privacy$/);
  });

  test('terms of service', async ({ page }) => {
    await open(page, '/terms', 'Terms of Service');
    for (const heading of [
      '30-day money-back guarantee',
      'Acceptable use',
      'Governing law and disputes',
    ]) {
      await expect(
        page.getByRole('heading', { level: 2, name: new RegExp(heading) }),
      ).toBeVisible();
    }
    await expect(page.getByText('Extra credits cost GH₵ 0.50 per SMS.')).toBeVisible();
  });
});

test.describe('faq', () => {
  test('a contact bar, then the spec claims in an accordion', async ({ page }) => {
    await open(page, '/faq', 'Frequently asked questions');
    const bar = page.getByRole('complementary', { name: 'Contact us' });
    await expect(bar.getByRole('link', { name: '+233 20 000 0000' })).toHaveAttribute(
      'href',
      'tel:+233200000000',
    );
    await expect(bar.getByRole('link', { name: /Chat on WhatsApp/ })).toHaveAttribute(
      'target',
      '_blank',
    );

    const claims: [string, RegExp][] = [
      ['What happens when I run out of SMS credits?', /GH₵ 0\.50 per SMS/],
      ['Can I get my money back?', /30-day money-back guarantee/],
      ['How many of my messages will be delivered?', /99%\+ delivery rate/],
      ['Is there a setup fee or a monthly charge?', /No setup fee/],
      ['Can I change my plan later?', /prorated plan changes/],
      [
        'How do I reach support, and how fast do you answer?',
        /offers 24\/7 email support.*reply within 24 hours/,
      ],
    ];
    for (const [question, answer] of claims) {
      const trigger = page.getByRole('button', { name: question });
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByText(answer)).toBeHidden();
      await trigger.click();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByText(answer)).toBeVisible();
    }
  });

  test('the accordion works from the keyboard', async ({ page }) => {
    await open(page, '/faq', 'Frequently asked questions');
    const trigger = page.getByRole('button', { name: 'Which networks do you deliver to?' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(/MTN, Telecel and AT\. You do not need/)).toBeVisible();
    await page.keyboard.press('Space');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});

const PAGES: [string, string][] = [
  ['/', 'Bulk SMS that reaches every customer in Ghana'],
  ['/pricing', 'Pricing'],
  ['/solutions', 'Solutions'],
  ['/docs', 'API documentation'],
  ['/about', 'About us'],
  ['/privacy', 'Privacy Policy'],
  ['/terms', 'Terms of Service'],
  ['/faq', 'Frequently asked questions'],
  ['/contact', 'Contact us'],
  ['/auth', 'Try the demo dashboard'],
];

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('every page fits the width and every new-tab link is safe', async ({ page }) => {
      for (const [path, heading] of PAGES) {
        await open(page, path, heading);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${heading} scrolls sideways`).toBeLessThanOrEqual(0);
        const external = page.locator('main a[target="_blank"]');
        for (const link of await external.all()) {
          await expect(link).toHaveAttribute('rel', NEW_TAB_REL);
        }
      }
    });
  });
}

test.describe('accessibility of the interactive states', () => {
  const states: [string, string, (page: Page) => Promise<void>][] = [
    [
      'pricing with a quote',
      '/pricing',
      async (page) => {
        await page.getByLabel('How many SMS do you need?').fill('5310');
        await expect(page.getByText(/5,310 SMS:/)).toBeVisible();
      },
    ],
    [
      'contact form with every error',
      '/contact',
      async (page) => {
        await page.getByRole('button', { name: 'Send message' }).click();
        await expect(page.getByText('Message is required.')).toBeVisible();
      },
    ],
    [
      'contact form after a refused send',
      '/contact',
      async (page) => {
        const form = page.getByRole('form', { name: 'Send us a message' });
        await form.getByLabel(/^Full name/).fill('Ama Mensah');
        await form.getByLabel(/^Email/).fill('blocked@example.com');
        await form.getByLabel(/^Subject/).fill('Sender ID');
        await form.getByLabel(/^Message/).fill('How long does verification take?');
        await form.getByRole('button', { name: 'Send message' }).click();
        await expect(page.getByRole('alert')).toContainText('Failed to send your message.');
      },
    ],
    [
      'FAQ with an answer open',
      '/faq',
      async (page) => {
        await page.getByRole('button', { name: 'Can I get my money back?' }).click();
        await expect(page.getByText(/30-day money-back guarantee/)).toBeVisible();
      },
    ],
    [
      'Create Account with every error',
      '/auth',
      async (page) => {
        await page.getByRole('button', { name: 'Create Account', exact: true }).click();
        await page.getByRole('button', { name: 'Create demo account' }).click();
        await expect(page.getByText('Last name is required.')).toBeVisible();
      },
    ],
    [
      'docs after a refused copy',
      '/docs',
      async (page) => {
        await page.evaluate(() =>
          Object.defineProperty(navigator, 'clipboard', { value: undefined }),
        );
        await page.getByRole('button', { name: 'Copy the curl example' }).click();
        await expect(page.getByText(/Copy is blocked here/)).toBeVisible();
      },
    ],
  ];

  for (const [name, path, setup] of states) {
    test(`axe finds no WCAG 2.2 AA violations: ${name}, light and dark`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await setup(page);
      for (const dark of [false, true]) {
        await page.evaluate((on) => document.documentElement.classList.toggle('dark', on), dark);
        await untilStill(page);
        expect(await axeFindings(page), `${name} in ${dark ? 'dark' : 'light'} mode`).toEqual([]);
      }
    });
  }
});
