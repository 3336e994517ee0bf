/**
 * What the model-based tests walked: the files in `./model-coverage/`, one per machine, written
 * by `npm run statecharts:coverage` and checked by every model suite and by the build. The view
 * colours what no test reached. Pure: no node imports, so it runs in the browser.
 */
import type { AnyStateMachine } from 'xstate';
import { stateNodeIds, transitionKeys } from './keys';

/** One machine's coverage file, as the model suite writes it. */
export interface CoverageRecord {
  /** The machine's id (`machine.id`). */
  machine: string;
  /** Its file, from the project root: `machines/composer.machine.ts`. */
  source: string;
  /** The files the fingerprint covers: the machine's file and the helpers it imports. */
  sources: string[];
  /** A hash of those files' contents when the file was written; the build checks it. */
  fingerprint: string;
  /** Where the paths ran against the real UI. */
  runtime: 'jsdom';
  /** The suite that walked them, from the project root. */
  suite: string;
  paths: number;
  /** How many state nodes and transitions the machine has (`keys.ts`). */
  allStates: number;
  allTransitions: number;
  /** The state node ids and transition keys the paths reached, in the machine's order. */
  states: string[];
  transitions: string[];
}

export interface MachineCoverage {
  runtime: CoverageRecord['runtime'];
  suite: string;
  paths: number;
  states: ReadonlySet<string>;
  transitions: ReadonlySet<string>;
  /** The machine's state node ids and transition keys no test reached, in the machine's order. */
  uncoveredStates: readonly string[];
  uncoveredTransitions: readonly string[];
}

const files = import.meta.glob<CoverageRecord>('./model-coverage/*.json', {
  eager: true,
  import: 'default',
});

/** Every coverage file, by machine id. */
export const COVERAGE_RECORDS: ReadonlyMap<string, CoverageRecord> = new Map(
  Object.values(files).map((record) => [record.machine, record]),
);

/**
 * What the model-based tests reached in this machine, and what they left out; `undefined` for a
 * machine no suite walks (the view shows it as not covered at all). The uncovered states and
 * transitions are the machine's own (`keys.ts`), so a transition added since the file was
 * written shows as uncovered.
 */
export function coverageFor(machine: AnyStateMachine): MachineCoverage | undefined;
export function coverageFor(
  machineId: string,
  machine: AnyStateMachine,
): MachineCoverage | undefined;
export function coverageFor(
  machineOrId: AnyStateMachine | string,
  given?: AnyStateMachine,
): MachineCoverage | undefined {
  const machine = typeof machineOrId === 'string' ? given : machineOrId;
  const id = typeof machineOrId === 'string' ? machineOrId : machineOrId.id;
  const record = COVERAGE_RECORDS.get(id);
  if (!record || !machine) return undefined;
  const states = new Set(record.states);
  const transitions = new Set(record.transitions);
  return {
    runtime: record.runtime,
    suite: record.suite,
    paths: record.paths,
    states,
    transitions,
    uncoveredStates: stateNodeIds(machine).filter((stateId) => !states.has(stateId)),
    uncoveredTransitions: transitionKeys(machine).filter((key) => !transitions.has(key)),
  };
}
