import { configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { formatCoverage, stateNodeIds, type Coverage } from './coverage';
import { coverageFileTest } from './coverage-file';

/** One machine's model-based suite in jsdom: its paths, how to open the UI and walk a path. */
export interface JsdomModelSuite<TPath, TPerson extends { close: () => void }> {
  /** The `describe` title. */
  title: string;
  /** The title of the test that checks the paths' coverage. */
  coverageTitle: string;
  machine: AnyStateMachine;
  coverage: () => Coverage;
  /**
   * Transitions no person can cause in the app, each named in the model with why (the reader
   * of the import machine never fails a commit): the paths must take every other one.
   */
  unwalkedTransitions?: readonly string[];
  /** What the paths reach beyond states and transitions: summaries, samples, outcomes. */
  targets: () => { summaries: number; samples: number; outcomes: readonly string[] };
  summaryCount: number;
  /** How the report names the summaries and the outcomes ("draft summaries", "Send outcomes"). */
  summariesName: string;
  outcomesName: string;
  paths: readonly TPath[];
  describePath: (path: TPath) => string;
  /** A fresh render of the real UI, as a person meets it. */
  open: () => Promise<TPerson>;
  /** Walks one path as that person, checking every state on the way. */
  walk: (person: TPerson, path: TPath) => Promise<void>;
}

/**
 * The shape every jsdom model suite shares: a test that the paths cover the machine, one test
 * per path against a fresh render, the person closed after each, the coverage printed, and last
 * the machine's coverage file for the statecharts view, written or checked (`coverage-file.ts`).
 */
export function describeJsdomModel<TPath, TPerson extends { close: () => void }>(
  suite: JsdomModelSuite<TPath, TPerson>,
): void {
  describe(suite.title, () => {
    let started = 0;
    beforeAll(() => {
      configure({ asyncUtilTimeout: 15_000 });
      started = performance.now();
    });
    afterAll(() => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const { summaries, samples, outcomes } = suite.targets();
      console.log(
        `${formatCoverage(suite.coverage(), 'jsdom')}\n` +
          `  ${suite.summariesName} ${summaries}/${suite.summaryCount}, sample events ${samples}, ` +
          `${suite.outcomesName} ${outcomes.length}\n  ran in ${seconds} s`,
      );
    });

    let person: TPerson | undefined;
    afterEach(() => {
      person?.close();
      person = undefined;
    });

    it(suite.coverageTitle, () => {
      const coverage = suite.coverage();
      expect(coverage.states.missing).toEqual([]);
      expect(coverage.states.total).toBe(stateNodeIds(suite.machine).length);
      expect(coverage.transitions.missing).toEqual(suite.unwalkedTransitions ?? []);
      expect(suite.targets().summaries).toBe(suite.summaryCount);
    });

    const coverageFile = coverageFileTest(suite.machine, suite.coverage, suite.paths.length);
    it.each(suite.paths.map((path) => [suite.describePath(path), path] as const))(
      '%s',
      async (_, path) => {
        const current = await suite.open();
        person = current;
        await suite.walk(current, path);
        coverageFile.pathPassed();
      },
      60_000,
    );
    coverageFile.declare();
  });
}
