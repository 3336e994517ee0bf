// @vitest-environment node
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The layer rules of eslint.config.js, run on code that is not in the repository: each case is
 * a file in a layer's folder with one import, linted as `npm run lint` lints it.
 */
const root = join(import.meta.dirname, '..', '..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root, overrideConfigFile: join(root, 'eslint.config.js') });
});

async function problems(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return (result?.messages ?? []).map(({ ruleId, message }) => ({ ruleId, message }));
}

/** The rule ids reported for one import: `layers` for the boundaries rule. */
async function rulesBroken(filePath: string, code: string) {
  return (await problems(filePath, code)).map(({ ruleId }) =>
    ruleId === 'boundaries/dependencies' ? 'layers' : ruleId,
  );
}

const use = (name: string) => `\nexport const used = ${name};\n`;

/** Names each case by its file and its import line. */
const named = (cases: [string, string][]) =>
  cases.map(([filePath, code]) => [filePath, code.split('\n')[0] ?? '', code] as const);

describe('imports that cross a layer the wrong way fail the lint', () => {
  it.each(
    named([
      [
        'src/dashboard/header.tsx',
        `import { Logo } from '@/site/layout/site-header';${use('Logo')}`,
      ],
      [
        'src/site/page.tsx',
        `import { DashboardPage } from '@/dashboard/dashboard-page';${use('DashboardPage')}`,
      ],
      ['src/site/page.tsx', `export const load = () => import('@/dashboard/dashboard-page');\n`],
      [
        'src/site/layout/header.tsx',
        `import { selectCampaigns } from '../../dashboard/selectors';${use('selectCampaigns')}`,
      ],
      [
        'src/ui/widget.tsx',
        `import { SiteHeader } from '@/site/layout/site-header';${use('SiteHeader')}`,
      ],
      ['src/ui/widget.tsx', `export { DashboardPage } from '@/dashboard/dashboard-page';\n`],
      ['src/ui/widget.tsx', `import { loadPage } from '@/app/page-modules';${use('loadPage')}`],
      ['src/site/page.tsx', `import { startApp } from '@/app/app-actor';${use('startApp')}`],
      ['src/dashboard/tab.tsx', `import { App } from '@/app/App';${use('App')}`],
      ['src/state/store.ts', `import { Logo } from '@/ui/logo';${use('Logo')}`],
      [
        'src/state/store.ts',
        `import { appMachine } from '@machines/app.machine';${use('appMachine')}`,
      ],
      ['src/ui/toast.ts', `import { toastEvent } from '@machines/toast';${use('toastEvent')}`],
      ['machines/thing.machine.ts', `import { config } from '@/state/config';${use('config')}`],
      ['machines/thing.machine.ts', `import { Logo } from '@/ui/logo';${use('Logo')}`],
      ['src/domain/rule.ts', `import { selectTab } from '@/state/selectors';${use('selectTab')}`],
      [
        'src/domain/rule.ts',
        `import { composerMachine } from '../../machines/composer.machine';${use('composerMachine')}`,
      ],
      ['build/plugin.ts', `import { App } from '../src/app/App';${use('App')}`],
    ]),
  )('%s: %s', async (filePath, _line, code) => {
    expect(await rulesBroken(filePath, code)).toContain('layers');
  });

  it('names both layers in the message', async () => {
    const [problem] = await problems(
      'src/dashboard/header.tsx',
      `import { Logo } from '@/site/layout/site-header';${use('Logo')}`,
    );
    expect(problem?.message).toMatch(
      /^dashboard may not import site \(@\/site\/layout\/site-header\)/,
    );
  });

  it('keeps React, Chakra and XState out of the domain, and React out of machines', async () => {
    expect(
      await rulesBroken('src/domain/rule.ts', `import React from 'react';${use('React')}`),
    ).toContain('no-restricted-imports');
    expect(
      await rulesBroken('src/domain/rule.ts', `import { setup } from 'xstate';${use('setup')}`),
    ).toContain('no-restricted-imports');
    expect(
      await rulesBroken(
        'machines/thing.machine.ts',
        `import { Box } from '@chakra-ui/react';${use('Box')}`,
      ),
    ).toContain('no-restricted-imports');
  });
});

describe('imports that follow the layers pass', () => {
  it.each(
    named([
      [
        'src/dashboard/tab.tsx',
        `import { selectTab } from '@/state/selectors';${use('selectTab')}`,
      ],
      ['src/dashboard/header.tsx', `import { Logo } from '@/ui/logo';${use('Logo')}`],
      ['src/site/page.tsx', `import { BRAND } from '@/state/config';${use('BRAND')}`],
      [
        'src/site/page.tsx',
        `import { contactFormMachine } from '@machines/contact-form.machine';${use('contactFormMachine')}`,
      ],
      [
        'src/ui/toast.ts',
        `import type { Toast } from '@machines/toast';\nexport type Shown = Toast;\n`,
      ],
      [
        'src/state/store.ts',
        `import type { AppActorRef } from '@machines/app.machine';\nexport type Ref = AppActorRef;\n`,
      ],
      [
        'machines/thing.machine.ts',
        `import { pathForPage } from '@/domain/pages';${use('pathForPage')}`,
      ],
      ['src/domain/rule.ts', `import { pathForPage } from './pages';${use('pathForPage')}`],
      [
        'src/app/wiring.tsx',
        `import { DashboardPage } from '@/dashboard/dashboard-page';${use('DashboardPage')}`,
      ],
      [
        'build/plugin.ts',
        `import { pathForPage } from '../src/domain/pages';${use('pathForPage')}`,
      ],
      ['tests/unit/some.test.ts', `import { App } from '@/app/App';${use('App')}`],
    ]),
  )('%s: %s', async (filePath, _line, code) => {
    expect(await problems(filePath, code)).toEqual([]);
  });
});
