/**
 * The actors of the running app, found from the root actor's snapshot down: the app, its
 * children (the composer, the contacts...), theirs (an import, each campaign's delivery), and
 * for each the events its current state accepts.
 */
import type { AnyActorRef, AnyMachineSnapshot, AnyStateNode, EventObject } from 'xstate';
import type { EventSample } from './event-samples';

export interface RunningActor {
  /** Where it runs, from the root: `app`, `app/contacts`, `app/campaigns/delivery-c7`. */
  path: string;
  /** Its id in its parent (`app` for the root). */
  actorId: string;
  machineId: string;
  depth: number;
  ref: AnyActorRef;
  snapshot: AnyMachineSnapshot;
  /** The ids of its active state nodes, space-separated: the same states give the same text. */
  activeKey: string;
}

function machineSnapshotOf(ref: AnyActorRef): AnyMachineSnapshot | undefined {
  const snapshot = ref.getSnapshot() as Partial<AnyMachineSnapshot> | undefined;
  return snapshot?.machine && snapshot.status === 'active'
    ? (snapshot as AnyMachineSnapshot)
    : undefined;
}

/** Every running actor that is a state machine, parents before their children. */
export function runningActors(root: AnyActorRef): RunningActor[] {
  const found: RunningActor[] = [];
  const visit = (ref: AnyActorRef, actorId: string, parentPath: string | null, depth: number) => {
    const snapshot = machineSnapshotOf(ref);
    if (!snapshot) return;
    const path = parentPath === null ? actorId : `${parentPath}/${actorId}`;
    const activeKey = activeNodes(snapshot)
      .map((node) => node.id)
      .join(' ');
    found.push({ path, actorId, machineId: snapshot.machine.id, depth, ref, snapshot, activeKey });
    const children = Object.entries(snapshot.children as Record<string, AnyActorRef | undefined>);
    for (const [id, child] of children) {
      if (child) visit(child, id, path, depth + 1);
    }
  };
  visit(root, 'app', null, 0);
  return found;
}

/** The active state nodes of a snapshot, the root first. */
function activeNodes(snapshot: AnyMachineSnapshot): AnyStateNode[] {
  return snapshot._nodes as AnyStateNode[];
}

/**
 * Events the app raises itself when code arrives: sent by hand before the code is here, they
 * would start children that cannot run. Neither offered as buttons nor sent by a journey.
 */
export const RAISED_BY_THE_APP: ReadonlySet<string> = new Set([
  'dashboard.actors.ready',
  'site.forms.ready',
]);

export interface AcceptedEvent {
  type: string;
  /** The samples of this event the current state would take (guards pass). */
  samples: EventSample[];
  /** True when the event carries more than its type: it gets a small form. */
  needsPayload: boolean;
}

/**
 * The events the current state accepts: every event a transition of an active state listens
 * for (XState's own and the app's code arriving aside), with the samples that pass its guards
 * now. An event whose samples
 * all fail its guards is left out; one with no sample (a payload nobody listed) is offered with
 * an empty form.
 */
export function acceptedEvents(
  snapshot: AnyMachineSnapshot,
  samples: readonly EventSample[],
): AcceptedEvent[] {
  const types = new Set<string>();
  for (const node of activeNodes(snapshot)) {
    for (const type of node.ownEvents) {
      if (type && !type.startsWith('xstate.') && type !== '*' && !RAISED_BY_THE_APP.has(type)) {
        types.add(type);
      }
    }
  }
  const accepted: AcceptedEvent[] = [];
  for (const type of types) {
    const ofType = samples.filter((sample) => sample.event.type === type);
    const taken = ofType.filter((sample) => snapshot.can(sample.event));
    const needsPayload = ofType.some((sample) => Object.keys(sample.event).length > 1);
    if (ofType.length && !taken.length) continue;
    if (!ofType.length && !snapshot.can({ type } as EventObject)) {
      accepted.push({ type, samples: [], needsPayload: true });
      continue;
    }
    accepted.push({
      type,
      samples: ofType.length ? taken : [{ event: { type } }],
      needsPayload,
    });
  }
  return accepted.sort((a, b) => a.type.localeCompare(b.type));
}
