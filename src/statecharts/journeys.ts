/**
 * Journeys: the shortest sequence of sample events (`event-samples.ts`) from a machine's initial
 * state to a state, or through a transition, found by xstate/graph over the real machine, whose
 * guards decide each step. The states a machine reaches with its samples are searched once and
 * kept. Pure: runs in the browser, with no node imports.
 */
import {
  createMachine,
  transition,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type EventObject,
} from 'xstate';
import { getShortestPaths, type StatePath } from 'xstate/graph';
import { eventSamples, type EventSample, type MachineSamples } from './event-samples';
import { transitionKey } from './keys';

export interface JourneyStep {
  event: EventObject;
  /** The event and its payload in a few words, and who sends it when no person does. */
  label: string;
  /** The state node ids active after the step. */
  stateIds: string[];
}

export interface JourneyOptions {
  /** What the samples' dates and the machine's input count from; by default one time per visit. */
  now?: number;
  /** Other samples than the machine's own (`eventSamples`). */
  samples?: MachineSamples;
}

/** The most snapshots a search looks at: the samples keep every machine far below it. */
const TRAVERSAL_LIMIT = 20_000;

/** A machine that does nothing: stands in for every child, so a search starts no actor. */
const INERT = createMachine({});

/* ---------- labels ---------- */

function shortValue(value: unknown): string {
  if (typeof value === 'string') {
    const text = value.replace(/\s+/g, ' ');
    if (text.length <= 32) return `"${text}"`;
    return `"${text.slice(0, 31)}…" (${value.length} characters)`;
  }
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) {
    return String(value);
  }
  if (Array.isArray(value)) return `${value.length} items`;
  if (typeof File !== 'undefined' && value instanceof File) return `file ${value.name}`;
  if (typeof value === 'object' && value !== undefined) {
    const kind = (value as { kind?: unknown; outcome?: unknown }).kind;
    const outcome = (value as { outcome?: unknown }).outcome;
    if (typeof kind === 'string') return kind;
    if (typeof outcome === 'string') return outcome;
    return '{…}';
  }
  return String(value);
}

/** `dashboard.tab.select (tab: "compose")`; `clock.tick (…) · sent by the clock`. */
export function eventLabel(event: EventObject, from?: string): string {
  const payload = Object.entries(event)
    .filter(([key]) => key !== 'type')
    .map(([key, value]) => `${key}: ${shortValue(value)}`);
  const words = payload.length ? `${event.type} (${payload.join(', ')})` : event.type;
  return from ? `${words} · sent by ${from}` : words;
}

/** The state node ids active in a snapshot, the root aside. */
export function activeStateIds(snapshot: AnyMachineSnapshot): string[] {
  return (snapshot._nodes as AnyStateNode[])
    .filter((node) => node.parent !== undefined)
    .map((node) => node.id);
}

/* ---------- the search ---------- */

/**
 * A snapshot's key: its value and context, long lists by a hash of their contents (the sample
 * contacts are some thousand), worked out once per list.
 */
function keyer(ignored: readonly string[] = []): (snapshot: AnyMachineSnapshot) => string {
  const hashes = new WeakMap<object, string>();
  const hashOf = (list: unknown[]) => {
    let hash = hashes.get(list);
    if (hash === undefined) {
      const text = JSON.stringify(list);
      let value = 0x811c9dc5;
      for (let index = 0; index < text.length; index += 1) {
        value = Math.imul(value ^ text.charCodeAt(index), 0x01000193);
      }
      hash = `#${list.length}:${(value >>> 0).toString(36)}`;
      hashes.set(list, hash);
    }
    return hash;
  };
  const contextOf = (context: unknown): unknown => {
    if (ignored.length === 0 || typeof context !== 'object' || context === null) return context;
    return Object.fromEntries(Object.entries(context).filter(([key]) => !ignored.includes(key)));
  };
  return (snapshot) =>
    JSON.stringify(
      { value: snapshot.value, context: contextOf(snapshot.context) },
      (_, value: unknown) => (Array.isArray(value) && value.length > 16 ? hashOf(value) : value),
    );
}

interface Search {
  machine: AnyStateMachine;
  samples: MachineSamples;
  paths: StatePath<AnyMachineSnapshot, EventObject>[];
  /** Who sends each sample event that no person sends. */
  senders: WeakMap<EventObject, string>;
}

/** Whether a named action only sends an event to another actor (`sendTo`, `sendParent`). */
function onlySends(action: unknown): boolean {
  return typeof action === 'function' && (action as { type?: unknown }).type === 'xstate.sendTo';
}

const walkedMachines = new WeakMap<AnyStateMachine, AnyStateMachine>();

/**
 * The machine as journeys are searched over and replayed: every child it can start replaced by
 * one that does nothing, and every event it would send another actor dropped (a child machine
 * has no parent here, and its messages change no state of its own).
 */
export function journeyMachine(machine: AnyStateMachine): AnyStateMachine {
  let walked = walkedMachines.get(machine);
  if (!walked) {
    const { actors, actions } = machine.implementations;
    walked = machine.provide({
      actors: Object.fromEntries(Object.keys(actors).map((name) => [name, INERT])),
      actions: Object.fromEntries(
        Object.entries(actions)
          .filter(([, action]) => onlySends(action))
          .map(([name]) => [name, () => {}]),
      ),
    }) as AnyStateMachine;
    walkedMachines.set(machine, walked);
  }
  return walked;
}

const searches = new WeakMap<AnyStateMachine, Map<string, Search>>();
let visitNow: number | undefined;

function searchOf(machine: AnyStateMachine, options: JourneyOptions): Search | null {
  const now = options.now ?? (visitNow ??= Date.now());
  const samples = options.samples ?? eventSamples(machine.id, now);
  if (!samples) return null;
  const cacheKey = options.samples ? null : String(now);
  const cached = cacheKey === null ? undefined : searches.get(machine)?.get(cacheKey);
  if (cached) return cached;

  const walked = journeyMachine(machine);
  const senders = new WeakMap<EventObject, string>();
  const offer = (snapshot: AnyMachineSnapshot) =>
    samples.events(snapshot).map((sample: EventSample) => {
      if (sample.from) senders.set(sample.event, sample.from);
      return sample.event;
    });
  const paths = getShortestPaths(walked, {
    events: offer,
    input: samples.input,
    serializeState: keyer(samples.ignoredContext),
    limit: TRAVERSAL_LIMIT,
  }) as StatePath<AnyMachineSnapshot, EventObject>[];
  const search: Search = {
    machine: walked,
    samples,
    paths: [...paths].sort((a, b) => a.weight - b.weight),
    senders,
  };
  if (cacheKey !== null) {
    const byNow = searches.get(machine) ?? new Map<string, Search>();
    byNow.set(cacheKey, search);
    searches.set(machine, byNow);
  }
  return search;
}

function stepsOf(search: Search, path: StatePath<AnyMachineSnapshot, EventObject>): JourneyStep[] {
  return path.steps
    .filter((step) => step.event.type !== 'xstate.init')
    .map((step) => ({
      event: step.event,
      label: eventLabel(step.event, search.senders.get(step.event)),
      stateIds: activeStateIds(step.state),
    }));
}

/**
 * The shortest journey that ends with an event taking a transition `takes` accepts, from a
 * state the search reached: for a transient state (left at once by an `always` transition)
 * and for a transition that stays where it is (Schedule Send).
 */
function journeyEndingWith(
  search: Search,
  takes: (key: string, targets: readonly AnyStateNode[]) => boolean,
  note?: string,
): JourneyStep[] | null {
  for (const path of search.paths) {
    for (const sample of search.samples.events(path.state)) {
      const taken = search.machine.getTransitionData(path.state, sample.event);
      const taking = taken.some((each) =>
        takes(transitionKey(each), (each.target ?? []) as readonly AnyStateNode[]),
      );
      if (!taking) continue;
      const [after] = transition(search.machine, path.state, sample.event);
      const label = eventLabel(sample.event, sample.from);
      return [
        ...stepsOf(search, path),
        {
          event: sample.event,
          label: note ? `${label} (${note})` : label,
          stateIds: activeStateIds(after as AnyMachineSnapshot),
        },
      ];
    }
  }
  return null;
}

/**
 * The shortest journey from the machine's initial state to a state where `stateId` is active,
 * as the steps to take (an empty list for a state active from the start); `null` when the
 * machine's samples do not reach it. A transient state, which no step rests in, is reached by
 * the step that passes through it, and says so.
 */
export function journeyTo(
  machine: AnyStateMachine,
  stateId: string,
  options: JourneyOptions = {},
): JourneyStep[] | null {
  const search = searchOf(machine, options);
  if (!search) return null;
  const resting = search.paths.find((path) =>
    (path.state._nodes as AnyStateNode[]).some((node) => node.id === stateId),
  );
  if (resting) return stepsOf(search, resting);
  return journeyEndingWith(
    search,
    (_, targets) =>
      targets.some((target) => target.id === stateId || target.id.startsWith(`${stateId}.`)),
    `passes through ${stateId}`,
  );
}

/**
 * The shortest journey that ends by taking one transition, named as `keys.ts` names it
 * (`composer.drafting.ready: composer.schedule -> (stays)`: a campaign scheduled); `null` when
 * the machine's samples never take it.
 */
export function journeyThrough(
  machine: AnyStateMachine,
  key: string,
  options: JourneyOptions = {},
): JourneyStep[] | null {
  const search = searchOf(machine, options);
  if (!search) return null;
  return journeyEndingWith(search, (taken) => taken === key);
}

/** How many states (by value and context) the search found for a machine: for tests and tools. */
export function journeyStateCount(machine: AnyStateMachine, options: JourneyOptions = {}): number {
  return searchOf(machine, options)?.paths.length ?? 0;
}
