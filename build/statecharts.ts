/**
 * Turns the statecharts in `machines/` into Mermaid state diagrams, read from the machine
 * definitions themselves (`machine.root`): states, nested and parallel regions, initial states,
 * and every transition labelled `event [guard]`.
 *
 * `npm run statecharts` writes them to `docs/statecharts/` (through `build/write-statecharts.mjs`,
 * which loads this module with Vite so TypeScript and the `@/` aliases work), and
 * `tests/unit/statecharts.test.ts` fails when the committed files differ from what this
 * module produces.
 */
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

export const STATECHARTS_DIR = 'docs/statecharts';

export interface Statechart {
  /** File name inside `docs/statecharts/`, e.g. `app.md`. */
  file: string;
  /** The machine's source file, from the project root. */
  source: string;
  exportName: string;
  machine: AnyStateMachine;
  /** The Mermaid `stateDiagram-v2` text. */
  mermaid: string;
  /** The whole file: a title, a note on where it comes from, and the diagram. */
  content: string;
}

// Every machine file, found by Vite at build time: a new machine gets a diagram with no edit here.
const machineModules = import.meta.glob<Record<string, unknown>>('../machines/*.ts', {
  eager: true,
});

function isStateMachine(value: unknown): value is AnyStateMachine {
  return (
    typeof value === 'object' &&
    value !== null &&
    'root' in value &&
    'getStateNodeById' in value &&
    'getInitialSnapshot' in value
  );
}

/** Every exported machine in `machines/`, in file order. */
export function findMachines(): { source: string; exportName: string; machine: AnyStateMachine }[] {
  // A machine exported twice (named and default) or re-exported elsewhere is drawn once.
  const seen = new Set<AnyStateMachine>();
  return Object.keys(machineModules)
    .sort()
    .flatMap((path) =>
      Object.entries(machineModules[path] ?? {})
        .filter((entry): entry is [string, AnyStateMachine] => isStateMachine(entry[1]))
        .sort(([a], [b]) => Number(a === 'default') - Number(b === 'default') || a.localeCompare(b))
        .filter(([, machine]) => !seen.has(machine) && Boolean(seen.add(machine)))
        .map(([exportName, machine]) => ({
          source: path.replace(/^\.\.\//, ''),
          exportName,
          machine,
        })),
    );
}

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
  const guard =
    transition.guard !== undefined
      ? ` [${formatGuard(transition.guard)}]`
      : isFallback(transition)
        ? ' [else]'
        : '';
  return safeText(`${formatEvent(transition.eventType)}${guard}`);
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

/** Every transition that leaves `node` (events, `always`), in definition order. */
export function transitionsOf(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...node.transitions.values()].flat().concat(node.always ?? []);
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

function fileNameFor(source: string, exportName: string, many: boolean): string {
  const stem = source
    .replace(/^machines\//, '')
    .replace(/\.ts$/, '')
    .replace(/\.machine$/, '');
  const suffix = many ? `-${exportName.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()}` : '';
  return `${stem}${suffix}.md`;
}

/** Every diagram, keyed by its file name in `docs/statecharts/`. */
export function generateStatecharts(): Statechart[] {
  const machines = findMachines();
  return machines.map(({ source, exportName, machine }) => {
    const many = machines.filter((other) => other.source === source).length > 1;
    const file = fileNameFor(source, exportName, many);
    const mermaid = toMermaid(machine);
    const content = [
      `# ${machine.id}`,
      '',
      `Generated by \`npm run statecharts\` from \`${exportName}\` in \`${source}\`. Do not edit by`,
      'hand: change the machine and run the script again. Arrows read `event [guard]`; `[else]`',
      'marks the transition taken when the guards listed before it for the same event refuse.',
      '',
      '```mermaid',
      mermaid.trimEnd(),
      '```',
      '',
    ].join('\n');
    return { file, source, exportName, machine, mermaid, content };
  });
}
