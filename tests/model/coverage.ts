/**
 * Path selection and coverage for the model-based suites, for any machine. Runs under Vitest
 * (jsdom) and under Playwright, so it imports nothing that needs Vite.
 */
import {
  createActor,
  initialTransition,
  transition,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventObject,
  type InspectionEvent,
  type AnyMachineSnapshot,
} from 'xstate';
import { type StatePath, type TestModel, type TestPath } from 'xstate/graph';
import { stateNodeIds, transitionKey, transitionKeys } from '../../src/statecharts/keys';

/* ---------- what there is to cover ---------- */

// The names of states and transitions are the statecharts view's too: it colours what the
// coverage file these suites write leaves out.
export { guardName, stateNodeIds, transitionKey, transitionKeys } from '../../src/statecharts/keys';

/* ---------- what a sequence of events walks ---------- */

export interface Walk {
  /** State node ids active after start and after each event. */
  states: Set<string>;
  /** The transitions each event took, one set per event. */
  steps: Set<string>[];
}

/** Runs the events through a fresh actor of the machine and records what it walked. */
export function walk(machine: AnyStateMachine, events: EventObject[], input?: unknown): Walk {
  const states = new Set<string>();
  const steps: Set<string>[] = [];
  let current = new Set<string>();
  const record = (snapshot: AnyMachineSnapshot) => {
    for (const node of snapshot._nodes as AnyStateNode[]) {
      if (node.parent) states.add(node.id);
    }
  };
  const actor = createActor(machine, {
    input,
    inspect: (inspection: InspectionEvent) => {
      // Only the machine's own microsteps: its children have transitions of their own.
      if (inspection.type !== '@xstate.microstep' || inspection.actorRef !== actor) return;
      for (const transition of inspection._transitions) current.add(transitionKey(transition));
      // A transient state (left at once by an `always` transition) shows only in its microstep.
      record(inspection.snapshot as AnyMachineSnapshot);
    },
  });
  actor.start();
  record(actor.getSnapshot());
  for (const event of events) {
    current = new Set();
    actor.send(event);
    steps.push(current);
    record(actor.getSnapshot());
  }
  actor.stop();
  return { states, steps };
}

/** The events of a path, without the `xstate.init` step the path starts with. */
export function eventsOf<TEvent extends EventObject>(path: {
  steps: readonly { event: TEvent }[];
}): TEvent[] {
  return path.steps
    .map((step) => step.event)
    .filter((event) => (event.type as string) !== 'xstate.init');
}

/* ---------- which paths to run ---------- */

export interface PathChoice<TSnapshot, TEvent> {
  /** The events a person could cause in a state, with sample payloads. */
  events: (snapshot: TSnapshot) => TEvent[];
  /** States with the same key count as one: one shortest path reaches each key. */
  stateKey?: (snapshot: TSnapshot) => string;
  input?: unknown;
}

/**
 * The shortest path to every state (one per `stateKey`), plus, for every transition those
 * paths never take (a guard that refuses, a way back to a state already reached), the shortest
 * path to a state where it is enabled followed by its event. Paths that are the start of
 * another path are dropped: the longer one checks the same states on its way.
 */
export function shortestPathsWithAllTransitions<
  TSnapshot extends AnyMachineSnapshot,
  TEvent extends EventObject,
>(
  machine: AnyStateMachine,
  model: TestModel<TSnapshot, TEvent, unknown>,
  choice: PathChoice<TSnapshot, TEvent>,
): TestPath<TSnapshot, TEvent>[] {
  const perState = model
    .getShortestPaths({ allowDuplicatePaths: true })
    .sort((a, b) => a.steps.length - b.steps.length);
  const keys = new Set<string>();
  const chosen = perState.filter((path) => {
    if (!choice.stateKey) return true;
    const key = choice.stateKey(path.state);
    if (keys.has(key)) return false;
    keys.add(key);
    return true;
  });

  const taken = new Set<string>();
  for (const path of chosen) {
    for (const step of walk(machine, eventsOf(path), choice.input).steps) {
      for (const key of step) taken.add(key);
    }
  }
  for (const path of perState) {
    const events = eventsOf(path);
    for (const event of choice.events(path.state)) {
      if (!path.state.can(event)) continue;
      const last = walk(machine, [...events, event], choice.input).steps.at(-1);
      if (!last || [...last].every((key) => taken.has(key))) continue;
      for (const key of last) taken.add(key);
      chosen.push(...model.getPathsFromEvents([...events, event]));
    }
  }

  const sequences = chosen.map((path) => eventsOf(path));
  const kept = new Set(withoutPrefixes(sequences));
  return chosen.filter((_, index) => kept.has(sequences[index] ?? []));
}

/**
 * Drops every sequence that is the start of a longer one (the longer one checks the same
 * states on its way), and repeats. Keeps the order and the identity of the others.
 */
export function withoutPrefixes<TEvent extends EventObject>(sequences: TEvent[][]): TEvent[][] {
  const keys = sequences.map((sequence) => sequence.map((event) => JSON.stringify(event)));
  return sequences.filter((_, index) => {
    const mine = keys[index] ?? [];
    return !keys.some(
      (other, otherIndex) =>
        otherIndex !== index &&
        (other.length > mine.length || (other.length === mine.length && otherIndex < index)) &&
        mine.every((event, position) => other[position] === event),
    );
  });
}

/* ---------- paths from event sequences ---------- */

/** The snapshots a sequence of events leads through, from the start: pure, no side effects. */
export function snapshotsOf<TSnapshot extends AnyMachineSnapshot>(
  machine: AnyStateMachine,
  events: readonly EventObject[],
  input?: unknown,
): TSnapshot[] {
  let [snapshot] = initialTransition(machine, input);
  const snapshots = [snapshot];
  for (const event of events) {
    [snapshot] = transition(machine, snapshot, event);
    snapshots.push(snapshot);
  }
  return snapshots as TSnapshot[];
}

/**
 * The model's test paths for these event sequences, each step holding the snapshot the real
 * machine reaches (a traversal over summarised states keeps only one snapshot per summary).
 */
export function pathsFromEvents<TSnapshot extends AnyMachineSnapshot, TEvent extends EventObject>(
  machine: AnyStateMachine,
  model: TestModel<TSnapshot, TEvent, unknown>,
  sequences: readonly TEvent[][],
  input?: unknown,
): TestPath<TSnapshot, TEvent>[] {
  const statePaths = sequences.map((events): StatePath<TSnapshot, TEvent> => {
    const snapshots = snapshotsOf<TSnapshot>(machine, events, input);
    const start = { type: 'xstate.init' } as TEvent;
    return {
      state: snapshots.at(-1) as TSnapshot,
      weight: events.length,
      steps: [start, ...events].map((event, index) => ({
        event,
        state: snapshots[index] as TSnapshot,
      })),
    };
  });
  return model.getPaths(() => statePaths, { allowDuplicatePaths: true });
}

/* ---------- shortest paths, extended to cover more ---------- */

export interface PathPlan<TSnapshot, TEvent> {
  /** The events a person could cause in a state, with sample payloads, in order of preference. */
  events: (snapshot: TSnapshot) => TEvent[];
  /**
   * What one step covers besides the transitions it takes, by name: the summary it reaches, an
   * outcome (which guard decided a submit, for which kind of message), a sample payload used.
   */
  targets: (before: TSnapshot, event: TEvent, after: TSnapshot) => string[];
  /** How many events a path may take after its shortest path, each to cover something new. */
  extraSteps: number;
  /** Sequences a person can cause that the model does not offer (a click on a disabled button). */
  additional?: TEvent[][];
  input?: unknown;
}

/** The transitions a step takes and the plan's targets for it. */
function stepTargets<TSnapshot extends AnyMachineSnapshot, TEvent extends EventObject>(
  machine: AnyStateMachine,
  plan: PathPlan<TSnapshot, TEvent>,
  before: TSnapshot,
  event: TEvent,
): { after: TSnapshot; targets: string[] } {
  const [after] = transition(machine, before, event) as [TSnapshot, unknown];
  const taken = machine.getTransitionData(before, event) as AnyTransitionDefinition[];
  return {
    after,
    targets: [
      ...taken.map((each) => `transition ${transitionKey(each)}`),
      ...plan.targets(before, event, after),
    ],
  };
}

/** Every target a set of sequences covers. */
export function targetsCovered<TSnapshot extends AnyMachineSnapshot, TEvent extends EventObject>(
  machine: AnyStateMachine,
  plan: PathPlan<TSnapshot, TEvent>,
  sequences: readonly TEvent[][],
): Set<string> {
  const covered = new Set<string>();
  for (const events of sequences) {
    let [state] = initialTransition(machine, plan.input) as [TSnapshot, unknown];
    for (const event of events) {
      const step = stepTargets(machine, plan, state, event);
      for (const target of step.targets) covered.add(target);
      state = step.after;
    }
  }
  return covered;
}

/**
 * A plan's `targets` in the usual shape: the summary a step reaches, the sample payload it used,
 * and the outcome it decided, if any.
 */
export function summaryTargets<TSnapshot, TEvent extends EventObject>(
  summary: (snapshot: TSnapshot) => string,
  outcome: (event: TEvent, before: TSnapshot) => string | null,
  sample: (event: TEvent) => string = (event) => JSON.stringify(event),
): PathPlan<TSnapshot, TEvent>['targets'] {
  return (before, event, after) => {
    const decided = outcome(event, before);
    return [
      `summary ${summary(after)}`,
      `sample ${sample(event)}`,
      ...(decided ? [`outcome ${decided}`] : []),
    ];
  };
}

/** How many summaries and samples the paths cover, and which outcomes: for a suite's report. */
export interface TargetCounts {
  summaries: number;
  samples: number;
  outcomes: string[];
}

export function targetCounts<TSnapshot extends AnyMachineSnapshot, TEvent extends EventObject>(
  machine: AnyStateMachine,
  plan: PathPlan<TSnapshot, TEvent>,
  paths: readonly TestPath<TSnapshot, TEvent>[],
): TargetCounts {
  const covered = [
    ...targetsCovered(
      machine,
      plan,
      paths.map((path) => path.steps.slice(1).map((step) => step.event)),
    ),
  ];
  return {
    summaries: covered.filter((target) => target.startsWith('summary ')).length,
    samples: covered.filter((target) => target.startsWith('sample ')).length,
    outcomes: covered.filter((target) => target.startsWith('outcome ')).sort(),
  };
}

/**
 * Paths for machines that keep what matters in context, walked over a summary of it
 * (`serializeState` of the model): xstate/graph's shortest path to every summary, without the
 * paths that are the start of another; each then goes on for up to `extraSteps` events while
 * the next event covers a target no path has covered yet (a person finishes a draft with Send
 * Now, say). A target still missing then gets its own path: the shortest path to a summary,
 * plus the one or two events that reach it. The plan's `additional` sequences come last.
 */
export function shortestPathsExtended<
  TSnapshot extends AnyMachineSnapshot,
  TEvent extends EventObject,
>(
  machine: AnyStateMachine,
  model: TestModel<TSnapshot, TEvent, unknown>,
  plan: PathPlan<TSnapshot, TEvent>,
): TestPath<TSnapshot, TEvent>[] {
  const perState = model
    .getShortestPaths({ allowDuplicatePaths: true })
    .map((path) => eventsOf(path))
    .sort((a, b) => a.length - b.length);
  const covered = new Set<string>();
  const endOf = (events: readonly TEvent[]): TSnapshot => {
    let [state] = initialTransition(machine, plan.input) as [TSnapshot, unknown];
    for (const event of events) {
      const step = stepTargets(machine, plan, state, event);
      for (const target of step.targets) covered.add(target);
      state = step.after;
    }
    return state;
  };
  const isNew = (targets: string[]) => targets.some((target) => !covered.has(target));
  const enabled = (state: TSnapshot) => plan.events(state).filter((event) => state.can(event));
  const extend = (events: TEvent[]): TEvent[] => {
    let state = endOf(events);
    const extended = [...events];
    for (let step = 0; step < plan.extraSteps; step += 1) {
      const next = enabled(state)
        .map((event) => ({ event, ...stepTargets(machine, plan, state, event) }))
        .find((candidate) => isNew(candidate.targets));
      if (!next) break;
      for (const target of next.targets) covered.add(target);
      extended.push(next.event);
      state = next.after;
    }
    return extended;
  };

  const base = withoutPrefixes(perState);
  for (const events of base) endOf(events);
  const chosen = base.map(extend);

  for (const events of perState) {
    const end = endOf(events);
    for (const first of enabled(end)) {
      const one = stepTargets(machine, plan, end, first);
      if (isNew(one.targets)) {
        chosen.push(extend([...events, first]));
        continue;
      }
      const second = enabled(one.after).find((event) =>
        isNew(stepTargets(machine, plan, one.after, event).targets),
      );
      if (second) chosen.push(extend([...events, first, second]));
    }
  }
  chosen.push(...(plan.additional ?? []));
  return pathsFromEvents(machine, model, withoutPrefixes(chosen), plan.input);
}

/* ---------- coverage ---------- */

export interface Coverage {
  machine: string;
  paths: number;
  states: { covered: number; total: number; missing: string[] };
  transitions: { covered: number; total: number; missing: string[] };
  /** The state node ids and transition keys the paths reached, in the machine's order. */
  reached: { states: string[]; transitions: string[] };
}

export function coverageOf(
  machine: AnyStateMachine,
  paths: readonly { steps: readonly { event: EventObject }[] }[],
  input?: unknown,
): Coverage {
  const states = new Set<string>();
  const transitions = new Set<string>();
  for (const path of paths) {
    const result = walk(machine, eventsOf(path), input);
    for (const id of result.states) states.add(id);
    for (const step of result.steps) for (const key of step) transitions.add(key);
  }
  const allStates = stateNodeIds(machine);
  const allTransitions = transitionKeys(machine);
  return {
    machine: machine.id,
    paths: paths.length,
    states: {
      covered: allStates.filter((id) => states.has(id)).length,
      total: allStates.length,
      missing: allStates.filter((id) => !states.has(id)),
    },
    transitions: {
      covered: allTransitions.filter((key) => transitions.has(key)).length,
      total: allTransitions.length,
      missing: allTransitions.filter((key) => !transitions.has(key)),
    },
    reached: {
      states: allStates.filter((id) => states.has(id)),
      transitions: allTransitions.filter((key) => transitions.has(key)),
    },
  };
}

export function formatCoverage(coverage: Coverage, suite: string): string {
  const { states, transitions } = coverage;
  const lines = [
    `[model coverage] ${coverage.machine} machine, ${suite}: ${coverage.paths} paths, ` +
      `states ${states.covered}/${states.total}, ` +
      `transitions ${transitions.covered}/${transitions.total}`,
  ];
  for (const key of transitions.missing) lines.push(`  not walked: ${key}`);
  for (const id of states.missing) lines.push(`  state not visited: ${id}`);
  return lines.join('\n');
}
