import { test as base, expect } from '@playwright/test';

/**
 * Every browser test fails on a console error, an uncaught exception, an unhandled rejection
 * or a Content-Security-Policy violation, wherever in the test it happened.
 */
export const test = base.extend<{ pageProblems: string[] }>({
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      await page.addInitScript(() => {
        window.addEventListener('unhandledrejection', (event) => {
          console.error(`unhandled rejection: ${String(event.reason)}`);
        });
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      await use(problems);
      expect(problems, 'the page reported problems').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
