// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { composerMachine } from '@machines/composer.machine';
import {
  COVERAGE_COMMAND,
  assertCoverageCurrent,
  coverageFileOf,
  coverageProblems,
  fingerprintOf,
  formatCoverageProblems,
  machineFiles,
  sourceOfMachine,
  sourcesOf,
  statechartsCoverage,
} from '../../build/statecharts-coverage';
import { COVERAGE_RECORDS, coverageFor, type CoverageRecord } from '@/statecharts/coverage';
import { stateNodeIds, transitionKeys } from '@/statecharts/keys';

/** A project of its own in a temporary folder: machine files and coverage files. */
let root = '';
const write = (file: string, text: string) => {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), text);
};

const FORM = `import { setup } from 'xstate';\nimport { toastEvent } from './toast';\nimport type { other } from './other.machine';\nexport const formMachine = setup({}).createMachine({ id: 'form' });\n`;

/** Writes the form machine's coverage file as the suite would, for its sources as they are. */
function writeCoverage(overrides: Partial<CoverageRecord> = {}) {
  const source = 'machines/form.machine.ts';
  const record: CoverageRecord = {
    machine: 'form',
    source,
    sources: sourcesOf(root, source),
    fingerprint: fingerprintOf(root, source),
    runtime: 'jsdom',
    suite: 'tests/model/form.model.test.tsx',
    paths: 1,
    allStates: 0,
    allTransitions: 0,
    states: [],
    transitions: [],
    ...overrides,
  };
  write(coverageFileOf(source), JSON.stringify(record));
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'statecharts-coverage-'));
  write('machines/form.machine.ts', FORM);
  write('machines/toast.ts', 'export const toastEvent = 1;\n');
  write('machines/other.machine.ts', "export const other = 'other';\n");
  write('machines/index.ts', "export * from './form.machine';\n");
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('a machine’s fingerprint', () => {
  it('covers its own file and the helpers it imports, not the machines it imports', () => {
    expect(machineFiles(root)).toEqual(['machines/form.machine.ts', 'machines/other.machine.ts']);
    expect(sourcesOf(root, 'machines/form.machine.ts')).toEqual([
      'machines/form.machine.ts',
      'machines/toast.ts',
    ]);
  });

  it('changes with the machine’s source or a helper’s, not with another machine', () => {
    const before = fingerprintOf(root, 'machines/form.machine.ts');
    expect(before).toMatch(/^sha256-[0-9a-f]{32}$/);

    write('machines/other.machine.ts', "export const other = 'changed';\n");
    expect(fingerprintOf(root, 'machines/form.machine.ts')).toBe(before);

    write('machines/toast.ts', 'export const toastEvent = 2;\n');
    const afterHelper = fingerprintOf(root, 'machines/form.machine.ts');
    expect(afterHelper).not.toBe(before);

    write('machines/form.machine.ts', FORM.replace("id: 'form'", "id: 'form', initial: 'a'"));
    expect(fingerprintOf(root, 'machines/form.machine.ts')).not.toBe(afterHelper);
  });

  it('reads contents, not line endings or modification times', () => {
    const before = fingerprintOf(root, 'machines/form.machine.ts');
    write('machines/form.machine.ts', FORM.replace(/\n/g, '\r\n'));
    expect(fingerprintOf(root, 'machines/form.machine.ts')).toBe(before);
  });

  it('is found by the machine’s id, in the file named after it', () => {
    write('machines/new-campaign.machine.ts', '');
    write('machines/auth-form.machine.ts', '');
    expect(sourceOfMachine(root, 'authForm')).toBe('machines/auth-form.machine.ts');
    expect(sourceOfMachine(root, 'new-campaign')).toBe('machines/new-campaign.machine.ts');
    expect(() => sourceOfMachine(root, 'nowhere')).toThrow('machines/nowhere.machine.ts');
    expect(coverageFileOf('machines/auth-form.machine.ts')).toBe(
      'src/statecharts/model-coverage/auth-form.json',
    );
  });
});

describe('the coverage check', () => {
  it('passes when every machine has a file written for its current source', () => {
    writeCoverage();
    write('src/statecharts/model-coverage/other.json', JSON.stringify({}));
    expect(coverageProblems(root).filter((problem) => problem.file.includes('form'))).toEqual([]);
  });

  it('fails a machine changed since its file was written, naming it and the command', () => {
    writeCoverage();
    write('machines/form.machine.ts', `${FORM}// a new transition\n`);
    const problems = coverageProblems(root);
    expect(problems).toContainEqual(
      expect.objectContaining({
        machine: 'form',
        file: 'src/statecharts/model-coverage/form.json',
        reason: expect.stringContaining('changed since its coverage file was written'),
      }),
    );
    expect(() => assertCoverageCurrent(root)).toThrow(COVERAGE_COMMAND);
    expect(formatCoverageProblems(problems)).toContain(
      'form changed since its coverage file was written',
    );
  });

  it('fails a machine with no file, a file that is no JSON, and a file of no machine', () => {
    writeCoverage();
    write('src/statecharts/model-coverage/other.json', '{ not json');
    write('src/statecharts/model-coverage/gone.json', '{}');
    const reasons = coverageProblems(root).map((problem) => `${problem.file}: ${problem.reason}`);
    expect(reasons).toEqual([
      'src/statecharts/model-coverage/other.json: has a coverage file that is not JSON',
      'src/statecharts/model-coverage/gone.json: is a coverage file of no machine: delete it',
    ]);
    rmSync(join(root, 'src/statecharts/model-coverage/other.json'));
    expect(coverageProblems(root)[0]?.reason).toContain('has no coverage file');
  });

  it('fails the build, not the dev server', () => {
    writeCoverage();
    write('machines/form.machine.ts', `${FORM}// changed\n`);
    const plugin = statechartsCoverage();
    expect(plugin.apply).toBe('build');
    const configResolved = plugin.configResolved as (config: { root: string }) => void;
    const buildStart = plugin.buildStart as () => void;
    configResolved({ root });
    expect(() => buildStart()).toThrow(/form changed since[\s\S]*npm run statecharts:coverage/);
  });
});

describe('coverageFor', () => {
  it('gives what the suites reached, and leaves the rest of the machine uncovered', () => {
    const coverage = coverageFor(composerMachine);
    const record = COVERAGE_RECORDS.get('composer');
    expect(coverage).toBeDefined();
    expect(record).toBeDefined();
    if (!coverage || !record) return;
    expect(coverage.runtime).toBe('jsdom');
    expect([...coverage.states]).toEqual(record.states);
    expect([...coverage.transitions]).toEqual(record.transitions);
    expect(coverage.uncoveredStates).toEqual(
      stateNodeIds(composerMachine).filter((id) => !record.states.includes(id)),
    );
    expect(coverage.uncoveredTransitions).toEqual(
      transitionKeys(composerMachine).filter((key) => !record.transitions.includes(key)),
    );
    expect(coverageFor('composer', composerMachine)).toEqual(coverage);
  });

  it('shows a transition added since the file was written as uncovered', () => {
    const grown = createMachine({
      id: 'composer',
      initial: 'drafting',
      states: {
        drafting: {
          initial: 'ready',
          on: { 'composer.new': '.sent' },
          states: { ready: {}, sent: {} },
        },
      },
    });
    const coverage = coverageFor(grown);
    expect(coverage?.uncoveredTransitions).toContain(
      'composer.drafting: composer.new -> composer.drafting.sent',
    );
    expect(coverage?.uncoveredStates).toContain('composer.drafting.sent');
  });

  it('knows no machine without a suite', () => {
    expect(coverageFor(createMachine({ id: 'nobody' }))).toBeUndefined();
  });

  it('has a file for every machine in machines/, written for the machine it names', () => {
    const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
    for (const source of machineFiles(root)) {
      const record = [...COVERAGE_RECORDS.values()].find((each) => each.source === source);
      expect(record, `no coverage file for ${source}`).toBeDefined();
      expect(record && sourceOfMachine(root, record.machine)).toBe(source);
    }
  });
});
