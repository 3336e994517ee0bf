import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { metaPolicy, parseHeadersFile } from '../../build/headers';
import {
  MOBILE,
  PUBLIC_PAGES,
  expect,
  openMobileMenu,
  openPage,
  signInToDemo,
  test,
} from './fixtures';

/** The build the tests run against (playwright.config.ts serves the same folder). */
const DIST = resolve(
  fileURLToPath(new URL('../..', import.meta.url)),
  process.env.E2E_DIST ?? 'dist',
);

/** The headers the build wrote for every address, as the host sends them. */
const SITE_HEADERS = new Map(
  parseHeadersFile(readFileSync(join(DIST, '_headers'), 'utf8')).find(
    ({ pattern }) => pattern === '/*',
  )?.headers ?? [],
);
const POLICY = SITE_HEADERS.get('Content-Security-Policy') ?? '';

/** Every HTML file of the build, by its path inside the build folder. */
function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith('.html') ? [relative(DIST, path)] : [];
  });
}
const HTML_FILES = htmlFiles(DIST).sort();

/** The `'sha256-…'` source that allows exactly this inline script. */
const sha256Source = (script: string) =>
  `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

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

interface HtmlFacts {
  /** The content of each `<meta http-equiv="Content-Security-Policy">`. */
  metaPolicies: string[];
  /** The tags of <head> and <body> in document order, the policy's meta as `csp`. */
  order: string[];
  /** The text of each inline <script>. */
  inlineScripts: string[];
  /** Inline event handler attributes and `javascript:` URLs, which no policy here allows. */
  inlineCode: string[];
}

test.describe('security headers', () => {
  test('the policy the build wrote into _headers is the strict one', () => {
    expect(HTML_FILES.length).toBeGreaterThanOrEqual(12);
    const policy = directives(POLICY);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    // This site's files, and inline scripts only by their hash: no 'unsafe-inline', no nonce.
    const scriptSources = policy.get('script-src') ?? [];
    expect(scriptSources[0]).toBe("'self'");
    expect(scriptSources.length).toBeGreaterThan(1);
    for (const source of scriptSources.slice(1)) expect(source).toMatch(/^'sha256-[\w+/]+=*'$/);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:']);
    expect(policy.get('font-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://api.emailjs.com']);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
  });

  test('the policy allows exactly the inline scripts the built pages carry, nothing else', async ({
    page,
  }) => {
    const inline = new Set<string>();
    for (const file of HTML_FILES) {
      const facts = await htmlFacts(page, readFileSync(join(DIST, file), 'utf8'));
      for (const script of facts.inlineScripts) inline.add(sha256Source(script));
    }
    expect(inline.size).toBeGreaterThan(0);
    const allowed = (directives(POLICY).get('script-src') ?? []).filter((s) => s !== "'self'");
    expect(allowed.sort()).toEqual([...inline].sort());
  });

  for (const file of HTML_FILES) {
    test(`${file} carries the policy in a meta tag ahead of every script and style; its inline scripts are allowed by hash, nothing else inline`, async ({
      page,
    }) => {
      const facts = await htmlFacts(page, readFileSync(join(DIST, file), 'utf8'));
      expect(facts.metaPolicies).toEqual([metaPolicy(POLICY)]);
      // frame-ancestors only works as a header; in a meta tag browsers ignore it and complain.
      expect(facts.metaPolicies[0]).not.toContain('frame-ancestors');
      // A policy applies only to what comes after it.
      const csp = facts.order.indexOf('csp');
      const first = facts.order.findIndex((tag) => ['script', 'style', 'link'].includes(tag));
      expect(csp).toBeGreaterThanOrEqual(0);
      expect(csp, facts.order.join(' ')).toBeLessThan(first);
      const scriptSources = directives(facts.metaPolicies[0] ?? '').get('script-src') ?? [];
      for (const script of facts.inlineScripts) {
        expect(scriptSources, `the inline script ${script.slice(0, 60)}…`).toContain(
          sha256Source(script),
        );
      }
      expect(facts.inlineCode).toEqual([]);
    });
  }

  for (const [path, status] of [
    ['/', 200],
    ['/pricing', 200],
    ['/dashboard', 200],
    ['/no/such/page', 404],
    ['/robots.txt', 200],
  ] as const) {
    test(`${path} is served with every security header`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(status);
      const headers = response.headers();
      expect(POLICY).not.toBe('');
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
      expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
      // Exactly what the build wrote for every address.
      for (const [name, value] of SITE_HEADERS)
        expect(headers[name.toLowerCase()], name).toBe(value);
    });
  }

  test('scripts and styles of the build carry the headers too', async ({ page, request }) => {
    const scripts: string[] = [];
    page.on('request', (sent) => {
      if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
    });
    await openPage(page, '/');
    const script = scripts.find((path) => path.startsWith('/assets/'));
    expect(script, scripts.join('\n')).toMatch(/^\/assets\/.+\.js$/);
    const response = await request.get(script ?? '');
    expect(response.headers()['content-type']).toMatch(/^text\/javascript/);
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    expect(response.headers()['content-security-policy']).toBe(POLICY);
    expect(response.headers()['cache-control']).toContain('immutable');
  });
});

/** Parses an HTML file with the browser's parser (which runs none of its scripts). */
function htmlFacts(page: Page, html: string): Promise<HtmlFacts> {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    const elements = [...doc.querySelectorAll('head *, body *')];
    return {
      metaPolicies: [...doc.querySelectorAll('meta[http-equiv]')]
        .filter((meta) => /^content-security-policy$/i.test(meta.getAttribute('http-equiv') ?? ''))
        .map((meta) => meta.getAttribute('content') ?? ''),
      order: elements.map((element) =>
        /^content-security-policy$/i.test(element.getAttribute('http-equiv') ?? '')
          ? 'csp'
          : element.tagName.toLowerCase(),
      ),
      inlineScripts: [...doc.querySelectorAll('script:not([src])')].map(
        (script) => script.textContent ?? '',
      ),
      inlineCode: elements.flatMap((element) =>
        [...element.attributes]
          .filter(({ name, value }) => name.startsWith('on') || /^\s*javascript:/i.test(value))
          .map(({ name }) => `${element.tagName.toLowerCase()} ${name}`),
      ),
    };
  }, html);
}

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
  { name: 'dashboard', path: '/dashboard', signedIn: true },
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
