/**
 * Path selection and coverage for the model-based suites, for any machine. Runs under Vitest
 * (jsdom) and under Playwright, so it imports nothing that needs Vite.
 */
import {
  createActor,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventObject,
  type InspectionEvent,
  type AnyMachineSnapshot,
} from 'xstate';
import { getStateNodes, type TestModel, type TestPath } from 'xstate/graph';

/* ---------- what there is to cover ---------- */

/** Every state node of the machine (the root aside), by id: what the paths must visit. */
export function stateNodeIds(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root).map((node) => node.id);
}

function guardName(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && guard !== null && 'type' in guard) {
    const { type, params } = guard as { type: unknown; params?: unknown };
    const values =
      params && typeof params === 'object' ? Object.values(params).map(String).join(', ') : '';
    return `${String(type)}${values ? `(${values})` : ''}`;
  }
  if (typeof guard === 'function') return guard.name || 'guard';
  return 'guard';
}

/** One transition definition, readable: `app.site.auth: auth.submit -> app.dashboard`. */
export function transitionKey(transition: AnyTransitionDefinition): string {
  const source = transition.source as AnyStateNode;
  const guard = transition.guard === undefined ? '' : ` [${guardName(transition.guard)}]`;
  const targets = (transition.target ?? []) as AnyStateNode[];
  const to = targets.length ? targets.map((target) => target.id).join(', ') : '(stays)';
  return `${source.id}: ${transition.eventType || 'always'}${guard} -> ${to}`;
}

/** Every transition the machine defines, by key. */
export function transitionKeys(machine: AnyStateMachine): string[] {
  const nodes = [machine.root as AnyStateNode, ...getStateNodes(machine.root)];
  return nodes.flatMap((node) =>
    [...node.transitions.values()]
      .flat()
      .concat(node.always ?? [])
      .map(transitionKey),
  );
}

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
  const actor = createActor(machine, {
    input,
    inspect: (inspection: InspectionEvent) => {
      // Only the machine's own microsteps: its children have transitions of their own.
      if (inspection.type !== '@xstate.microstep' || inspection.actorRef !== actor) return;
      for (const transition of inspection._transitions) current.add(transitionKey(transition));
    },
  });
  const record = () => {
    for (const node of actor.getSnapshot()._nodes as AnyStateNode[]) {
      if (node.parent) states.add(node.id);
    }
  };
  actor.start();
  record();
  for (const event of events) {
    current = new Set();
    actor.send(event);
    steps.push(current);
    record();
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

  const sequences = chosen.map((path) => eventsOf(path).map((event) => JSON.stringify(event)));
  return chosen.filter((_, index) => {
    const mine = sequences[index] ?? [];
    return !sequences.some(
      (other, otherIndex) =>
        otherIndex !== index &&
        other.length > mine.length &&
        mine.every((event, position) => other[position] === event),
    );
  });
}

/* ---------- coverage ---------- */

export interface Coverage {
  machine: string;
  paths: number;
  states: { covered: number; total: number; missing: string[] };
  transitions: { covered: number; total: number; missing: string[] };
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
