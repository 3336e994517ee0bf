/**
 * The Mermaid `stateDiagram-v2` text of a statechart, read from the machine definition itself
 * (`machine.root`), and the words its arrows use: `event [guard]`, with XState's internal event
 * names in plain words. The statecharts view labels its own drawing with the same words, and
 * `npm run statecharts` writes these diagrams to `docs/statecharts/`.
 */
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { transitionsOf } from './keys';

/* ---------- labels ---------- */

/** Mermaid ends a label at `:` or `;` and treats quotes and braces specially. */
function safeText(text: string): string {
  return text
    .replace(/[:;]/g, '=')
    .replace(/"/g, "'")
    .replace(/[{}]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function formatValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) {
    return String(value);
  }
  return JSON.stringify(value) ?? String(value);
}

/** `{ tab: 'compose' }` reads `(compose)`; several params read `(a, b)`. */
function formatParams(params: unknown): string {
  if (params === undefined || typeof params === 'function') return '';
  if (typeof params !== 'object' || params === null) return `(${formatValue(params)})`;
  const values = Object.values(params as Record<string, unknown>);
  return values.length ? `(${values.map(formatValue).join(', ')})` : '';
}

interface NamedFunction {
  name?: string;
  type?: unknown;
  guards?: unknown[];
  id?: unknown;
}

/** A guard as the diagram shows it: `isLoggedIn`, `isTab(compose)`, `not(canSendNow)`. */
export function formatGuard(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const fn = guard as NamedFunction;
    if (Array.isArray(fn.guards) && typeof fn.name === 'string') {
      return `${fn.name}(${fn.guards.map(formatGuard).join(', ')})`;
    }
    return fn.name && fn.name !== 'guard' ? fn.name : 'inline guard';
  }
  if (typeof guard === 'object' && guard !== null && 'type' in guard) {
    const { type, params } = guard as { type: unknown; params?: unknown };
    return `${formatValue(type)}${formatParams(params)}`;
  }
  return 'guard';
}

/** The event as the diagram shows it; XState's internal event names become plain words. */
export function formatEvent(eventType: string): string {
  if (eventType === '') return 'always';
  if (eventType === '*') return 'any event';
  const after = /^xstate\.after\.(\d+)\./.exec(eventType);
  if (after) return `after ${after[1]} ms`;
  if (eventType.startsWith('xstate.after.')) return 'after delay';
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType);
  if (done) return `done(${done[1]})`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType);
  if (error) return `error(${error[1]})`;
  if (eventType.startsWith('xstate.done.state.')) return 'done';
  const snapshot = /^xstate\.snapshot\.(.+)$/.exec(eventType);
  if (snapshot) return `snapshot(${snapshot[1]})`;
  return eventType;
}

/**
 * `event [guard]`. Actions stay off the arrows: with them the labels of a busy machine overlap
 * and the diagram stops being readable; the machine file and the README name the effects.
 */
export function formatTransition(transition: AnyTransitionDefinition): string {
  return safeText(transitionLabel(transition));
}

/** The guard as an arrow shows it: its name, `else` for a fallback, or nothing when unguarded. */
export function transitionGuard(transition: AnyTransitionDefinition): string | undefined {
  if (transition.guard !== undefined) return formatGuard(transition.guard);
  return isFallback(transition) ? 'else' : undefined;
}

/** `event [guard]` as written, before any escaping for Mermaid. */
export function transitionLabel(transition: AnyTransitionDefinition): string {
  const guard = transitionGuard(transition);
  return `${formatEvent(transition.eventType)}${guard === undefined ? '' : ` [${guard}]`}`;
}

/** An unguarded transition listed after guarded ones for the same event: taken when they refuse. */
function isFallback(transition: AnyTransitionDefinition): boolean {
  const source = transition.source as AnyStateNode;
  const candidates =
    transition.eventType === ''
      ? (source.always ?? [])
      : (source.transitions.get(transition.eventType) ?? []);
  const index = candidates.indexOf(transition);
  return candidates.slice(0, Math.max(index, 0)).some((other) => other.guard !== undefined);
}

/* ---------- the diagram ---------- */

function nodeId(node: AnyStateNode): string {
  return [node.machine.id, ...node.path].join('_').replace(/[^A-Za-z0-9_]/g, '_');
}

function childNodes(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states) as AnyStateNode[];
}

function isAncestor(node: AnyStateNode, of: AnyStateNode): boolean {
  for (let current = of.parent; current; current = current.parent) {
    if (current === node) return true;
  }
  return false;
}

/** The dashed "any state" box inside a composite state: where its own transitions start. */
function anyStateId(node: AnyStateNode): string {
  return `${nodeId(node)}__any`;
}

interface Edge {
  from: string;
  to: string;
  label: string;
}

interface Diagram {
  edges: Edge[];
  /** Composite states whose transitions lead into themselves: they get an "any state" box. */
  anyStates: Set<AnyStateNode>;
}

function collectEdges(node: AnyStateNode, diagram: Diagram): void {
  for (const transition of transitionsOf(node)) {
    const targets = (transition.target ?? []) as AnyStateNode[];
    const label = formatTransition(transition);
    // A transition without a target runs its actions and stays: a loop on its source.
    for (const target of targets.length ? targets : [node]) {
      // Mermaid cannot draw an edge from a composite state into itself, and a transition
      // defined on a composite state applies in any of its states: draw it from a dashed
      // "any state" box inside it. The root has no box of its own, so it always needs one.
      const fromInside = isAncestor(node, target) || (!node.parent && childNodes(node).length > 0);
      if (fromInside) diagram.anyStates.add(node);
      const from = fromInside ? anyStateId(node) : nodeId(node);
      diagram.edges.push({ from, to: target === node ? from : nodeId(target), label });
    }
  }
  for (const child of childNodes(node)) collectEdges(child, diagram);
}

function renderChildren(
  node: AnyStateNode,
  diagram: Diagram,
  indent: string,
  lines: string[],
): void {
  const children = childNodes(node);
  if (diagram.anyStates.has(node)) lines.push(`${indent}state "any state" as ${anyStateId(node)}`);
  if (node.type === 'parallel') {
    children.forEach((child, index) => {
      if (index > 0) lines.push(`${indent}--`);
      renderNode(child, diagram, indent, lines);
    });
    return;
  }
  const initial = node.initial?.target as AnyStateNode[] | undefined;
  for (const target of initial ?? []) lines.push(`${indent}[*] --> ${nodeId(target)}`);
  for (const child of children) renderNode(child, diagram, indent, lines);
  for (const child of children) {
    if (child.type === 'final') lines.push(`${indent}${nodeId(child)} --> [*]`);
  }
}

function renderNode(node: AnyStateNode, diagram: Diagram, indent: string, lines: string[]): void {
  const id = nodeId(node);
  if (node.type === 'history') {
    lines.push(`${indent}state "${node.history === 'deep' ? 'H*' : 'H'}" as ${id}`);
    return;
  }
  if (!childNodes(node).length) {
    lines.push(`${indent}state "${safeText(node.key)}" as ${id}`);
    return;
  }
  lines.push(`${indent}state "${safeText(node.key)}" as ${id} {`);
  renderChildren(node, diagram, `${indent}  `, lines);
  lines.push(`${indent}}`);
}

/**
 * The Mermaid `stateDiagram-v2` text of one machine. Every edge is written at the top level:
 * Mermaid moves a state out of its composite state when an edge inside another composite
 * names it.
 */
export function toMermaid(machine: AnyStateMachine): string {
  const root = machine.root as AnyStateNode;
  const diagram: Diagram = { edges: [], anyStates: new Set() };
  collectEdges(root, diagram);
  const lines = ['stateDiagram-v2'];
  if (diagram.anyStates.size) {
    lines.push('  classDef anyState fill:none,stroke-dasharray:4 4,font-style:italic');
  }
  if (childNodes(root).length) {
    renderChildren(root, diagram, '  ', lines);
  } else {
    // A machine without states yet (or a stateless one) is one box with its own transitions.
    lines.push(`  [*] --> ${nodeId(root)}`);
    lines.push(`  state "${safeText(machine.id)}" as ${nodeId(root)}`);
  }
  // Mermaid draws parallel edges on top of each other: one arrow per pair, one line per transition.
  const arrows = new Map<string, string[]>();
  for (const edge of diagram.edges) {
    const key = `${edge.from} --> ${edge.to}`;
    arrows.set(key, [...(arrows.get(key) ?? []), edge.label]);
  }
  for (const [arrow, labels] of arrows) lines.push(`  ${arrow} : ${labels.join('<br/>')}`);
  if (diagram.anyStates.size) {
    lines.push(`  class ${[...diagram.anyStates].map(anyStateId).join(',')} anyState`);
  }
  return `${lines.join('\n')}\n`;
}
