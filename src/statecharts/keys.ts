/**
 * How a statechart's states and transitions are named wherever they are counted or coloured:
 * by the model-based tests' coverage, by the coverage file they write, and by the statecharts
 * view that colours what no test reached. Pure: imports nothing but XState.
 */
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { getStateNodes } from 'xstate/graph';

/** Every state node of the machine (the root aside), by id: what the paths must visit. */
export function stateNodeIds(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root).map((node) => node.id);
}

/** A guard as the reports name it: `isLoggedIn`, `isTab(compose)`. */
export function guardName(guard: unknown): string {
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

/** Every transition leaving one state node (events, then `always`), in definition order. */
export function transitionsOf(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...node.transitions.values()].flat().concat(node.always ?? []);
}

/** Every transition the machine defines, by key. */
export function transitionKeys(machine: AnyStateMachine): string[] {
  const nodes = [machine.root as AnyStateNode, ...getStateNodes(machine.root)];
  return nodes.flatMap((node) => transitionsOf(node).map(transitionKey));
}
