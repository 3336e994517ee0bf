/**
 * A statechart as a plain graph, read from the machine definition at runtime (`machine.root`):
 * what the drawing, the text view and the layout worker share. Plain data (arrays and strings),
 * so it crosses to a Web Worker unchanged.
 */
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { transitionKey, transitionsOf } from './keys';
import { formatEvent, transitionGuard, transitionLabel } from './mermaid';

export type ChartNodeKind = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export interface ChartNode {
  /** XState's state node id: `app.dashboard.tab.compose`. */
  id: string;
  /** The state's own name: `compose`. The root's key is the machine id. */
  key: string;
  /** The enclosing state's id; `null` for the root. */
  parentId: string | null;
  kind: ChartNodeKind;
  /** Entered first when its parent is entered (the parent's `initial`). */
  isInitial: boolean;
  /** A history state remembers its parent's last child (`shallow`) or whole subtree (`deep`). */
  history?: 'shallow' | 'deep';
  description?: string;
  /** The child states, in definition order. */
  childIds: string[];
}

export interface ChartEdge {
  /** `transitionKey(transition)`: the name the model tests' coverage uses for it. */
  id: string;
  /** The state that defines the transition. */
  source: string;
  /** Where it goes; empty when it runs its actions and stays (drawn as a loop). */
  targets: string[];
  /** The raw event type: `campaigns.compose`, `xstate.after.500.app.site`, `` for `always`. */
  eventType: string;
  /** The event in words: `campaigns.compose`, `after 500 ms`, `always`. */
  event: string;
  /** The guard's name with its params (`isTab(compose)`), or `else` for a fallback. */
  guard?: string;
  /** For a delayed transition: `500 ms` or the named delay. */
  delay?: string;
  description?: string;
  /** `event [guard]`. */
  label: string;
}

export interface ChartGraph {
  machineId: string;
  rootId: string;
  /** Every state node, the root first, then depth first in definition order. */
  nodes: ChartNode[];
  /** Every transition, grouped by source in the order of `nodes`. */
  edges: ChartEdge[];
}

function childrenOf(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states) as AnyStateNode[];
}

function initialIds(node: AnyStateNode): Set<string> {
  if (node.type !== 'compound') return new Set();
  const targets = (node.initial?.target ?? []) as AnyStateNode[];
  return new Set(targets.map((target) => target.id));
}

/** `xstate.after.500.app.site` is delayed by `500 ms`; a named delay keeps its name. */
function delayOf(eventType: string, source: AnyStateNode): string | undefined {
  const prefix = 'xstate.after.';
  const suffix = `.${source.id}`;
  if (!eventType.startsWith(prefix)) return undefined;
  const delay = eventType.endsWith(suffix)
    ? eventType.slice(prefix.length, -suffix.length)
    : eventType.slice(prefix.length).split('.')[0];
  if (!delay) return undefined;
  return /^\d+$/.test(delay) ? `${delay} ms` : delay;
}

function toEdge(transition: AnyTransitionDefinition, source: AnyStateNode, id: string): ChartEdge {
  const targets = ((transition.target ?? []) as AnyStateNode[]).map((target) => target.id);
  const guard = transitionGuard(transition);
  const delay = delayOf(transition.eventType, source);
  const description = (transition as { description?: unknown }).description;
  return {
    id,
    source: source.id,
    targets,
    eventType: transition.eventType,
    event: formatEvent(transition.eventType),
    ...(guard === undefined ? {} : { guard }),
    ...(delay === undefined ? {} : { delay }),
    ...(typeof description === 'string' && description ? { description } : {}),
    label: transitionLabel(transition),
  };
}

/** The graph of one machine: every state node (the root included) and every transition. */
export function chartGraph(machine: AnyStateMachine): ChartGraph {
  const root = machine.root as AnyStateNode;
  const nodes: ChartNode[] = [];
  const edges: ChartEdge[] = [];
  const edgeIds = new Set<string>();

  const visit = (node: AnyStateNode, isInitial: boolean): void => {
    const children = childrenOf(node);
    const kind: ChartNodeKind = node.parent
      ? node.type
      : node.type === 'parallel'
        ? 'parallel'
        : 'compound';
    nodes.push({
      id: node.id,
      key: node.parent ? node.key : machine.id,
      parentId: node.parent ? node.parent.id : null,
      kind,
      isInitial,
      ...(node.type === 'history' ? { history: node.history === 'deep' ? 'deep' : 'shallow' } : {}),
      ...(node.description ? { description: node.description } : {}),
      childIds: children.map((child) => child.id),
    });
    for (const transition of transitionsOf(node)) {
      // Two definitions that read the same (same event, guard and target) share a coverage key;
      // the drawing still needs one id each.
      let id = transitionKey(transition);
      for (let copy = 2; edgeIds.has(id); copy += 1) id = `${transitionKey(transition)} #${copy}`;
      edgeIds.add(id);
      edges.push(toEdge(transition, node, id));
    }
    const initial = initialIds(node);
    for (const child of children) visit(child, initial.has(child.id));
  };
  visit(root, false);
  return { machineId: machine.id, rootId: root.id, nodes, edges };
}

/** The graph's nodes by id. */
export function nodesById(graph: ChartGraph): Map<string, ChartNode> {
  return new Map(graph.nodes.map((node) => [node.id, node]));
}

/** True when `ancestorId` encloses `id` (a node does not enclose itself). */
export function isDescendant(
  nodes: ReadonlyMap<string, ChartNode>,
  id: string,
  ancestorId: string,
): boolean {
  for (let current = nodes.get(id)?.parentId; current; current = nodes.get(current)?.parentId) {
    if (current === ancestorId) return true;
  }
  return false;
}
