/**
 * The coverage file each jsdom model suite keeps (`src/statecharts/model-coverage/<machine>.json`),
 * which the statecharts view colours by. `npm run statecharts:coverage` runs the suites with
 * `STATECHART_COVERAGE=write`: a suite whose paths all passed writes its machine's file. In any
 * other run the suite fails unless the committed file says exactly what its paths reach, for
 * the machine's current source, so the file can be neither stale nor edited by hand.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import type { CoverageRecord } from '../../src/statecharts/coverage';
import {
  COVERAGE_COMMAND,
  coverageFileOf,
  fingerprintOf,
  sourceOfMachine,
  sourcesOf,
} from '../../build/statecharts-coverage';
import type { Coverage } from './coverage';

// A path, not `new URL(...)`: under jsdom `URL` is jsdom's, which node's fileURLToPath refuses.
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Whether this run writes the coverage files instead of checking them. */
export const WRITING_COVERAGE = process.env.STATECHART_COVERAGE === 'write';

/** What the suite's paths reach, as its coverage file records it. */
export function coverageRecord(
  machine: AnyStateMachine,
  coverage: Coverage,
  suite: string,
): CoverageRecord {
  const source = sourceOfMachine(ROOT, machine.id);
  return {
    machine: machine.id,
    source,
    sources: sourcesOf(ROOT, source),
    fingerprint: fingerprintOf(ROOT, source),
    runtime: 'jsdom',
    suite,
    paths: coverage.paths,
    allStates: coverage.states.total,
    allTransitions: coverage.transitions.total,
    states: coverage.reached.states,
    transitions: coverage.reached.transitions,
  };
}

function readCommitted(file: string): unknown {
  try {
    return JSON.parse(readFileSync(join(ROOT, file), 'utf8'));
  } catch {
    return null;
  }
}

/**
 * The suite's coverage file test: each path test calls `pathPassed` when it has passed, and
 * `declare` registers, after the path tests, the test that writes the file (when writing, and
 * only if every path passed) or checks the committed one.
 */
export function coverageFileTest(
  machine: AnyStateMachine,
  coverage: () => Coverage,
  pathCount: number,
): { pathPassed: () => void; declare: () => void } {
  let passed = 0;
  const file = coverageFileOf(sourceOfMachine(ROOT, machine.id));
  return {
    pathPassed: () => {
      passed += 1;
    },
    declare: () =>
      it(`keeps ${file} to what its paths reach`, () => {
        const testPath = expect.getState().testPath ?? '';
        const suite = relative(ROOT, testPath).split(sep).join('/');
        const record = coverageRecord(machine, coverage(), suite);
        if (WRITING_COVERAGE) {
          expect(passed, `${pathCount - passed} paths failed: ${file} not written`).toBe(pathCount);
          mkdirSync(dirname(join(ROOT, file)), { recursive: true });
          writeFileSync(join(ROOT, file), `${JSON.stringify(record, null, 2)}\n`);
          return;
        }
        expect(readCommitted(file), `${file} is out of date: run ${COVERAGE_COMMAND}`).toEqual(
          record,
        );
      }),
  };
}
