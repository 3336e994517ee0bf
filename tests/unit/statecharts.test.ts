// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { and, not, setup } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { appMachine } from '@machines/app.machine';
import { formatEvent, formatGuard, toMermaid } from '@/statecharts/mermaid';
import { generateStatecharts, STATECHARTS_DIR } from '../../build/statecharts';

const REGENERATE = 'Run `npm run statecharts` and commit docs/statecharts/.';
const dir = join(process.cwd(), STATECHARTS_DIR);
const charts = generateStatecharts();

describe('docs/statecharts: the committed diagrams match the machines', () => {
  it('finds every machine in machines/', () => {
    const files = readdirSync(join(process.cwd(), 'machines')).filter((file) =>
      file.endsWith('.machine.ts'),
    );
    const sources = new Set(charts.map((chart) => chart.source));
    for (const file of files) expect(sources, file).toContain(`machines/${file}`);
  });

  it.each(charts.map((chart) => [chart.file, chart] as const))(
    '%s is up to date',
    (file, chart) => {
      const path = join(dir, file);
      expect(existsSync(path), `${STATECHARTS_DIR}/${file} is missing. ${REGENERATE}`).toBe(true);
      const committed = readFileSync(path, 'utf8');
      expect(
        committed === chart.content,
        `${STATECHARTS_DIR}/${file} differs from ${chart.source}. ${REGENERATE}`,
      ).toBe(true);
    },
  );

  it('keeps no diagram of a machine that is gone', () => {
    const wanted = new Set(charts.map((chart) => chart.file));
    const stale = readdirSync(dir).filter(
      (file) => file.endsWith('.md') && file !== 'README.md' && !wanted.has(file),
    );
    expect(stale, `Stale diagrams. ${REGENERATE}`).toEqual([]);
  });

  it('explains every machine in the README', () => {
    const readme = readFileSync(join(dir, 'README.md'), 'utf8');
    for (const chart of charts) {
      expect(readme, `docs/statecharts/README.md should link and explain ${chart.file}`).toContain(
        `(${chart.file})`,
      );
    }
  });
});

describe('the diagram generator', () => {
  const app = toMermaid(appMachine);

  it('draws every state of the app machine inside its parent', () => {
    for (const node of getStateNodes(appMachine.root)) {
      expect(app).toContain(`state "${node.key}" as app_${node.path.join('_')}`);
    }
    expect(app).toMatch(/state "site" as app_site \{\n\s+\[\*\] --> app_site_home/);
  });

  it('separates the parallel regions of the dashboard', () => {
    const dashboard = app.slice(app.indexOf('state "dashboard"'));
    expect(dashboard).toMatch(/\}\n\s+--\n\s+state "dialog"/);
  });

  it('labels arrows with events and guards, with the params that matter', () => {
    expect(app).toContain(
      'app_dashboard_tab__any --> app_dashboard_tab_compose : campaigns.compose<br/>dashboard.tab.select [isTab(compose)]',
    );
    expect(app).toContain('app__any --> app_dashboard : nav.auth [isLoggedIn]<br/>');
    expect(app).toContain('app_site_auth --> app_dashboard : auth.submit');
    expect(app).toContain(
      'app_dashboard_dialog_none --> app_dashboard_dialog_settings : dashboard.dialog.open [isDialog(settings)]',
    );
  });

  it('names higher-order guards and XState internal events in plain words', () => {
    const guarded = setup({
      guards: { isReady: () => true, isOpen: () => true },
    }).createMachine({
      id: 'sample',
      initial: 'idle',
      states: {
        idle: {
          on: { go: { guard: and(['isReady', not('isOpen')]), target: 'done' } },
          after: { 500: 'done' },
        },
        done: { type: 'final' },
      },
    });
    const diagram = toMermaid(guarded);
    expect(diagram).toContain('sample_idle --> sample_done : go [and(isReady, not(isOpen))]');
    expect(diagram).toContain('after 500 ms');
    expect(diagram).toContain('sample_done --> [*]');
    expect(formatGuard({ type: 'isTab', params: { tab: 'compose' } })).toBe('isTab(compose)');
    expect(formatEvent('xstate.done.actor.send')).toBe('done(send)');
  });
});
