/**
 * Places a statechart's states and transitions with ELK's layered algorithm: nested and parallel
 * states are compound nodes laid out with their children (`INCLUDE_CHILDREN`), and every
 * coordinate comes back absolute. `layoutInWorker` runs ELK in a Web Worker so a large machine
 * never holds up the page; `layoutDirect` runs it in the calling thread (tests, workers).
 */
import type { ElkExtendedEdge, ElkLabel, ElkNode } from 'elkjs/lib/elk-api';
import { type ChartEdge, type ChartGraph, type ChartNode, isDescendant, nodesById } from './graph';
import type { LayoutReply, LayoutRequest } from './layout.worker';

export interface Point {
  x: number;
  y: number;
}

export interface Box extends Point {
  width: number;
  height: number;
}

export interface EdgeLayout {
  /** The route to the first target, from the source's border (or its "any state" mark). */
  points: Point[];
  /** One route per target: a transition with several targets (parallel regions) forks. */
  routes: Point[][];
  label?: Box;
}

export interface ChartLayout {
  width: number;
  height: number;
  /** Every state, the root included, by state id. */
  nodes: Map<string, Box>;
  /** Every transition, by edge id. */
  edges: Map<string, EdgeLayout>;
  /** The dot and arrow that mark an initial state, by the initial state's id. */
  initials: Map<string, { dot: Box; points: Point[] }>;
  /**
   * The small "any state" mark inside a state whose own transitions lead into itself (or stay):
   * they apply in any of its child states, so they start from it. By the enclosing state's id.
   */
  anyStates: Map<string, Box>;
}

/* ---------- sizes ---------- */

export const STATE_FONT_SIZE = 13;
export const LABEL_FONT_SIZE = 11;
export const LABEL_LINE_HEIGHT = 14;
/** The band at the top of a state with children, where its name is written. */
export const TITLE_HEIGHT = 28;
const STATE_HEIGHT = 36;
const HISTORY_SIZE = 32;
const DOT_SIZE = 12;
const ANY_SIZE = { width: 36, height: 18 };
const INITIAL_PREFIX = '__initial__:';
const ANY_PREFIX = '__any__:';

/** A rough text width: enough for the system UI font; ELK only needs room, not a measurement. */
export function textWidth(text: string, fontSize: number): number {
  return Math.ceil(text.length * fontSize * 0.6);
}

/** An edge label's lines: the event, then the guard in brackets. */
export function labelLines(edge: ChartEdge): string[] {
  return edge.guard === undefined ? [edge.event] : [edge.event, `[${edge.guard}]`];
}

function labelSize(edge: ChartEdge): { width: number; height: number } {
  const lines = labelLines(edge);
  const widest = Math.max(...lines.map((line) => textWidth(line, LABEL_FONT_SIZE)));
  return { width: widest + 8, height: lines.length * LABEL_LINE_HEIGHT + 4 };
}

/** The name written in a state: `H` or `H*` for history. */
export function stateTitle(node: ChartNode): string {
  if (node.kind === 'history') return node.history === 'deep' ? 'H*' : 'H';
  return node.key;
}

/* ---------- to ELK ---------- */

const ROOT_OPTIONS: Record<string, string> = {
  'elk.algorithm': 'layered',
  'elk.direction': 'DOWN',
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.edgeRouting': 'ORTHOGONAL',
  'elk.edgeLabels.placement': 'CENTER',
  'elk.layered.edgeLabels.sideSelection': 'SMART_DOWN',
  'elk.spacing.nodeNode': '28',
  'elk.spacing.edgeNode': '16',
  'elk.spacing.edgeEdge': '10',
  'elk.spacing.edgeLabel': '4',
  'elk.spacing.componentComponent': '32',
  'elk.layered.spacing.nodeNodeBetweenLayers': '36',
  'elk.layered.spacing.edgeNodeBetweenLayers': '16',
  'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
  'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
  'elk.json.shapeCoords': 'ROOT',
  'elk.json.edgeCoords': 'ROOT',
  'elk.padding': '[top=12,left=12,bottom=12,right=12]',
};

interface ElkBuild {
  /** The ELK node each graph endpoint lives in, for the edge's container. */
  parentOf: Map<string, string>;
  elkNodes: Map<string, ElkNode>;
}

const CHART_ID = '__chart__';

function endpointOf(edge: ChartEdge, nodes: ReadonlyMap<string, ChartNode>) {
  const source = nodes.get(edge.source);
  const hasChildren = Boolean(source?.childIds.length);
  // Like the Mermaid diagrams: a transition defined on a state with children applies in any of
  // them; when it leads back inside (or stays), it starts from that state's "any state" mark.
  const inside =
    hasChildren &&
    (source?.parentId === null ||
      edge.targets.length === 0 ||
      edge.targets.some(
        (target) => target === edge.source || isDescendant(nodes, target, edge.source),
      ));
  const from = inside ? `${ANY_PREFIX}${edge.source}` : edge.source;
  const targets = edge.targets.length ? edge.targets : [edge.source];
  const to = targets.map((target) => (target === edge.source ? from : target));
  return { from, to, inside };
}

function ancestry(id: string, build: ElkBuild): string[] {
  const chain = [id];
  for (let at = build.parentOf.get(id); at; at = build.parentOf.get(at)) chain.push(at);
  return chain;
}

/** The ELK node that holds an edge: the innermost one that holds both ends. */
function containerOf(from: string, to: string, build: ElkBuild): ElkNode {
  const fromChain = ancestry(build.parentOf.get(from) ?? CHART_ID, build);
  const toChain = new Set(ancestry(build.parentOf.get(to) ?? CHART_ID, build));
  const shared = fromChain.find((id) => toChain.has(id) && id !== from && id !== to) ?? CHART_ID;
  return build.elkNodes.get(shared) ?? (build.elkNodes.get(CHART_ID) as ElkNode);
}

/** The ELK graph of a chart: every state a node, parents holding their children. */
export function toElkGraph(graph: ChartGraph): ElkNode {
  const nodes = nodesById(graph);
  const chart: ElkNode = { id: CHART_ID, layoutOptions: ROOT_OPTIONS, children: [], edges: [] };
  const build: ElkBuild = { parentOf: new Map(), elkNodes: new Map([[CHART_ID, chart]]) };
  const anyNeeded = new Set(
    graph.edges.filter((edge) => endpointOf(edge, nodes).inside).map((edge) => edge.source),
  );

  const add = (parent: ElkNode, child: ElkNode) => {
    (parent.children ??= []).push(child);
    build.parentOf.set(child.id, parent.id);
    build.elkNodes.set(child.id, child);
  };

  for (const node of graph.nodes) {
    const parent = build.elkNodes.get(node.parentId ?? CHART_ID) as ElkNode;
    const title = stateTitle(node);
    const titleWidth = textWidth(title, STATE_FONT_SIZE) + 32;
    if (node.childIds.length) {
      add(parent, {
        id: node.id,
        layoutOptions: {
          'elk.padding': `[top=${TITLE_HEIGHT + 8},left=14,bottom=14,right=14]`,
          'elk.nodeSize.constraints': 'MINIMUM_SIZE',
          'elk.nodeSize.minimum': `(${titleWidth}, ${TITLE_HEIGHT + 24})`,
        },
      });
    } else if (node.kind === 'history') {
      add(parent, { id: node.id, width: HISTORY_SIZE, height: HISTORY_SIZE });
    } else {
      add(parent, { id: node.id, width: Math.max(titleWidth, 64), height: STATE_HEIGHT });
    }
    if (node.isInitial) {
      add(parent, { id: `${INITIAL_PREFIX}${node.id}`, width: DOT_SIZE, height: DOT_SIZE });
    }
    if (anyNeeded.has(node.id)) {
      add(build.elkNodes.get(node.id) as ElkNode, { id: `${ANY_PREFIX}${node.id}`, ...ANY_SIZE });
    }
  }

  const addEdge = (id: string, from: string, to: string, label?: ElkLabel) => {
    const edge: ElkExtendedEdge = { id, sources: [from], targets: [to] };
    if (label) edge.labels = [label];
    (containerOf(from, to, build).edges ??= []).push(edge);
  };
  for (const node of graph.nodes) {
    if (node.isInitial)
      addEdge(`${INITIAL_PREFIX}${node.id}`, `${INITIAL_PREFIX}${node.id}`, node.id);
  }
  for (const edge of graph.edges) {
    const { from, to } = endpointOf(edge, nodes);
    to.forEach((target, index) => {
      const label =
        index === 0
          ? { id: `${edge.id}\u0000label`, text: edge.label, ...labelSize(edge) }
          : undefined;
      addEdge(index === 0 ? edge.id : `${edge.id}\u0000${index}`, from, target, label);
    });
  }
  return chart;
}

/* ---------- from ELK ---------- */

function box(node: ElkNode): Box {
  return { x: node.x ?? 0, y: node.y ?? 0, width: node.width ?? 0, height: node.height ?? 0 };
}

function routeOf(edge: ElkExtendedEdge): Point[] {
  const points: Point[] = [];
  for (const section of edge.sections ?? []) {
    for (const point of [section.startPoint, ...(section.bendPoints ?? []), section.endPoint]) {
      const last = points[points.length - 1];
      if (!last || last.x !== point.x || last.y !== point.y)
        points.push({ x: point.x, y: point.y });
    }
  }
  return points;
}

/** ELK's answer (absolute coordinates, `elk.json.*Coords: ROOT`) as a `ChartLayout`. */
export function fromElkGraph(graph: ChartGraph, result: ElkNode): ChartLayout {
  const layout: ChartLayout = {
    width: result.width ?? 0,
    height: result.height ?? 0,
    nodes: new Map(),
    edges: new Map(),
    initials: new Map(),
    anyStates: new Map(),
  };
  const elkEdges = new Map<string, ElkExtendedEdge>();
  const walk = (node: ElkNode) => {
    for (const child of node.children ?? []) {
      if (child.id.startsWith(INITIAL_PREFIX)) {
        // Filled in with its arrow below.
      } else if (child.id.startsWith(ANY_PREFIX)) {
        layout.anyStates.set(child.id.slice(ANY_PREFIX.length), box(child));
      } else {
        layout.nodes.set(child.id, box(child));
      }
      walk(child);
    }
    for (const edge of node.edges ?? []) elkEdges.set(edge.id, edge);
  };
  walk(result);
  const dots = new Map<string, Box>();
  const collectDots = (node: ElkNode) => {
    for (const child of node.children ?? []) {
      if (child.id.startsWith(INITIAL_PREFIX)) dots.set(child.id, box(child));
      collectDots(child);
    }
  };
  collectDots(result);
  for (const node of graph.nodes) {
    const id = `${INITIAL_PREFIX}${node.id}`;
    const dot = dots.get(id);
    const edge = elkEdges.get(id);
    if (dot && edge) layout.initials.set(node.id, { dot, points: routeOf(edge) });
  }
  for (const edge of graph.edges) {
    const routes: Point[][] = [];
    const first = elkEdges.get(edge.id);
    if (!first) continue;
    routes.push(routeOf(first));
    for (let index = 1; elkEdges.has(`${edge.id}\u0000${index}`); index += 1) {
      routes.push(routeOf(elkEdges.get(`${edge.id}\u0000${index}`) as ElkExtendedEdge));
    }
    const label = first.labels?.[0];
    layout.edges.set(edge.id, {
      points: routes[0] ?? [],
      routes,
      ...(label ? { label: box(label as ElkNode) } : {}),
    });
  }
  return layout;
}

/* ---------- running ELK ---------- */

/** Lays the chart out in this thread (ELK's bundled build, loaded on first use). */
export async function layoutDirect(graph: ChartGraph): Promise<ChartLayout> {
  const { default: ELK } = await import('elkjs/lib/elk.bundled.js');
  const result = await new ELK().layout(toElkGraph(graph));
  return fromElkGraph(graph, result);
}

let worker: Worker | null = null;
let nextRequest = 1;
const pending = new Map<
  number,
  { resolve: (node: ElkNode) => void; reject: (error: Error) => void }
>();

function layoutWorker(): Worker {
  if (worker) return worker;
  const created = new Worker(new URL('./layout.worker.ts', import.meta.url), {
    type: 'module',
    name: 'statecharts-layout',
  });
  created.onmessage = ({ data }: MessageEvent<LayoutReply>) => {
    const request = pending.get(data.id);
    if (!request) return;
    pending.delete(data.id);
    if (data.ok) request.resolve(data.result);
    else request.reject(new Error(`The statechart could not be laid out: ${data.error}`));
  };
  created.onerror = (event) => {
    event.preventDefault();
    const reason = event.message || 'the layout worker stopped';
    for (const request of pending.values()) {
      request.reject(new Error(`The statechart could not be laid out: ${reason}`));
    }
    pending.clear();
    created.terminate();
    worker = null;
  };
  worker = created;
  return created;
}

/** Lays the chart out in a Web Worker, one for the whole page, started on first use. */
export function layoutInWorker(graph: ChartGraph): Promise<ChartLayout> {
  return new Promise<ElkNode>((resolve, reject) => {
    const id = nextRequest++;
    pending.set(id, { resolve, reject });
    const request: LayoutRequest = { id, graph: toElkGraph(graph) };
    try {
      layoutWorker().postMessage(request);
    } catch (error) {
      pending.delete(id);
      reject(new Error(`The statechart could not be laid out: ${String(error)}`));
    }
  }).then((result) => fromElkGraph(graph, result));
}
