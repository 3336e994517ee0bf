import { readFileSync } from 'node:fs';
import { inlineScript, metaPolicy, siteWideHeader } from '../../scripts/csp-meta-plugin';
import {
  MOBILE,
  PUBLIC_PAGES,
  expect,
  openMobileMenu,
  openPage,
  signInToDemo,
  test,
} from './fixtures';

const HEADERS_FILE = readFileSync(new URL('../../public/_headers', import.meta.url), 'utf8');
const POLICY = siteWideHeader(HEADERS_FILE, 'Content-Security-Policy') ?? '';
const BOOT = inlineScript(readFileSync(new URL('../../src/app/boot.js', import.meta.url), 'utf8'));

/** A policy as a map of directive name to its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

test.describe('security headers', () => {
  test('the policy in _headers is the strict one', () => {
    const policy = directives(POLICY);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    // This site's files, and the one inline script index.html carries, by its hash.
    expect(policy.get('script-src')).toEqual(["'self'", BOOT.source]);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:']);
    expect(policy.get('font-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://api.emailjs.com']);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
  });

  for (const path of ['/', '/no/such/page', '/robots.txt']) {
    test(`${path} is served with every security header`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.ok()).toBe(true);
      const headers = response.headers();
      expect(headers['content-security-policy']).toBe(POLICY);
      expect(headers['strict-transport-security']).toMatch(/^max-age=(\d+); includeSubDomains$/);
      const maxAge = Number(/max-age=(\d+)/.exec(headers['strict-transport-security'] ?? '')?.[1]);
      expect(maxAge).toBeGreaterThanOrEqual(31_536_000);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['permissions-policy']).toContain('microphone=()');
      expect(headers['permissions-policy']).toContain('geolocation=()');
      expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    });
  }

  test('scripts and styles of the build carry the headers too', async ({ page, request }) => {
    await openPage(page, '/');
    const script = await page.locator('script[type="module"][src]').first().getAttribute('src');
    expect(script).toMatch(/^\/assets\/.+\.js$/);
    const response = await request.get(script ?? '');
    expect(response.headers()['content-type']).toMatch(/^text\/javascript/);
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    expect(response.headers()['content-security-policy']).toBe(POLICY);
    expect(response.headers()['cache-control']).toContain('immutable');
  });

  test('index.html carries the same policy as a meta tag, ahead of every script', async ({
    page,
  }) => {
    await openPage(page, '/');
    const meta = page.locator('meta[http-equiv="Content-Security-Policy"]');
    await expect(meta).toHaveCount(1);
    await expect(meta).toHaveAttribute('content', metaPolicy(POLICY));
    // frame-ancestors only works as a header; in a meta tag browsers ignore it and complain.
    expect(await meta.getAttribute('content')).not.toContain('frame-ancestors');
    const order = await page.evaluate(() =>
      [...document.head.children]
        .filter((element) => ['META', 'SCRIPT', 'LINK', 'STYLE'].includes(element.tagName))
        .map((element) =>
          element.getAttribute('http-equiv') === 'Content-Security-Policy'
            ? 'csp'
            : element.tagName.toLowerCase(),
        ),
    );
    expect(order.indexOf('csp')).toBeLessThan(order.indexOf('script'));
    expect(order.indexOf('csp')).toBeLessThan(order.indexOf('style'));
  });
});

test.describe('the policy is enforced', () => {
  test('an injected inline script does not run', async ({ page, tolerate }) => {
    tolerate(/inline script violates the following Content Security Policy/);
    tolerate(/CSP violation: script-src-elem inline/);
    await openPage(page, '/');
    const violations = page.evaluate(
      () =>
        new Promise<string>((resolve) =>
          document.addEventListener('securitypolicyviolation', (event) =>
            resolve(event.effectiveDirective),
          ),
        ),
    );
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.body.append(script);
    });
    expect(await violations).toBe('script-src-elem');
    expect(await page.evaluate(() => 'injected' in window || '__injected' in window)).toBe(false);
  });

  test('inline event handlers and scripts from other sites do not run', async ({
    page,
    tolerate,
  }) => {
    tolerate(/event handler violates the following Content Security Policy/);
    tolerate(/CSP violation: script-src-attr inline/);
    tolerate(/Loading the script 'https:\/\/scripts\.example\.net\/x\.js' violates/);
    tolerate(/CSP violation: script-src-elem https:\/\/scripts\.example\.net/);
    await openPage(page, '/');
    const seen = page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          // The header and the meta tag each report a violation: collect them for a moment.
          const directives = new Set<string>();
          document.addEventListener('securitypolicyviolation', (event) =>
            directives.add(event.effectiveDirective),
          );
          setTimeout(() => resolve([...directives].sort()), 1000);
        }),
    );
    await page.evaluate(() => {
      const image = document.createElement('img');
      image.setAttribute('alt', '');
      image.setAttribute('onerror', 'window.__handlerRan = true');
      image.src = 'data:,';
      document.body.append(image);
      const script = document.createElement('script');
      script.src = 'https://scripts.example.net/x.js';
      document.body.append(script);
    });
    expect(await seen).toEqual(['script-src-attr', 'script-src-elem']);
    expect(await page.evaluate(() => '__handlerRan' in window)).toBe(false);
  });

  test('another site cannot frame the app', async ({ page, tolerate, baseURL }) => {
    tolerate(/Framing '.*' violates the following Content Security Policy directive/);
    const refused = page.waitForEvent('console', (message) => /^Framing '/.test(message.text()));
    await page.setContent(`<iframe src="${baseURL}/" title="framed"></iframe>`);
    expect((await refused).text()).toContain(`"frame-ancestors 'none'"`);
    await expect(page.frameLocator('iframe').getByRole('navigation', { name: 'Main' })).toHaveCount(
      0,
    );
  });
});

/** Every page and state a visitor can reach, checked for violations and unsafe links. */
const SCREENS: { name: string; path: string; mobile?: boolean; signedIn?: boolean }[] = [
  ...PUBLIC_PAGES.map(({ name, path }) => ({ name, path })),
  { name: '404', path: '/no/such/page' },
  { name: 'mobile menu', path: '/', mobile: true },
  { name: 'dashboard', path: '/#dashboard', signedIn: true },
];

test.describe('every screen', () => {
  for (const screen of SCREENS) {
    test(`${screen.name}: no CSP violation, new-tab links keep no opener, no script URLs`, async ({
      page,
    }) => {
      if (screen.mobile) await page.setViewportSize(MOBILE);
      if (screen.signedIn) await signInToDemo(page);
      await openPage(page, screen.path);
      if (screen.mobile) await openMobileMenu(page);
      // Lazy chunks, styles and the motion code have all arrived.
      await page.waitForLoadState('networkidle');

      const links = await page.$$eval('a[target="_blank"]', (anchors) =>
        anchors.map((anchor) => ({
          href: anchor.getAttribute('href'),
          rel: (anchor.getAttribute('rel') ?? '').split(/\s+/),
        })),
      );
      for (const { href, rel } of links) {
        expect(rel, `rel of the new-tab link to ${href}`).toEqual(
          expect.arrayContaining(['noopener', 'noreferrer']),
        );
      }
      const unsafe = await page.evaluate(() => {
        const found: string[] = [];
        for (const element of document.querySelectorAll('*')) {
          for (const attribute of element.attributes) {
            if (attribute.name.startsWith('on')) found.push(`${element.tagName} ${attribute.name}`);
            if (/^\s*javascript:/i.test(attribute.value)) {
              found.push(`${element.tagName} ${attribute.name}=${attribute.value}`);
            }
          }
        }
        return found;
      });
      expect(unsafe, 'inline handlers or script URLs in the page').toEqual([]);
      // The fixture fails the test on any securitypolicyviolation event or console error.
    });
  }
});
