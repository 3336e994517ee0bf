/**
 * A chart as an ELK graph and back. States are nodes, states with children are compound nodes
 * laid out with their children (`INCLUDE_CHILDREN`), and every coordinate comes back absolute
 * (`elk.json.*Coords: ROOT`). As in the Mermaid diagrams, transitions between the same two
 * states share one arrow whose label lists them all, and a state's own transitions that lead
 * back inside it (or stay) start from a small "any state" mark within it.
 */
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import {
  ANY_SIZE,
  DOT_SIZE,
  HISTORY_SIZE,
  LABEL_FONT_SIZE,
  LABEL_LINE_HEIGHT,
  LABEL_PADDING,
  labelLines,
  STATE_FONT_SIZE,
  STATE_HEIGHT,
  stateTitle,
  textWidth,
  TITLE_HEIGHT,
} from './chart-metrics';
import { type ChartGraph, type ChartNode, isDescendant, nodesById } from './graph';
import type { Box, ChartLayout, Point } from './layout';

const CHART_ID = '__chart__';
const INITIAL_PREFIX = '__initial__:';
const ANY_PREFIX = '__any__:';
const ROUTE_PREFIX = '__route__:';

const ROOT_OPTIONS: Record<string, string> = {
  'elk.algorithm': 'layered',
  'elk.direction': 'RIGHT',
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.edgeRouting': 'ORTHOGONAL',
  'elk.edgeLabels.placement': 'CENTER',
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

/** One arrow: every transition (or fork of one) from one drawn end to another. */
interface Route {
  id: string;
  from: string;
  to: string;
  /** The label lines of the transitions whose first target this arrow reaches. */
  lines: string[];
}

interface Routing {
  routes: Route[];
  /** For each edge: its routes (one per target), and where its lines start in the first one's label. */
  legs: Map<string, { routeIds: string[]; firstLine: number; lineCount: number }>;
  /** States that need an "any state" mark. */
  anyStates: Set<string>;
}

/** Where each transition's arrow starts and ends, bundled by pair of ends. */
function routingOf(graph: ChartGraph, nodes: ReadonlyMap<string, ChartNode>): Routing {
  const byEnds = new Map<string, Route>();
  const routing: Routing = { routes: [], legs: new Map(), anyStates: new Set() };
  for (const edge of graph.edges) {
    const source = nodes.get(edge.source);
    const targets = edge.targets.length ? edge.targets : [edge.source];
    const inside =
      Boolean(source?.childIds.length) &&
      (source?.parentId === null ||
        targets.some((id) => id === edge.source || isDescendant(nodes, id, edge.source)));
    if (inside) routing.anyStates.add(edge.source);
    const from = inside ? `${ANY_PREFIX}${edge.source}` : edge.source;
    const lines = labelLines(edge);
    let firstLine = 0;
    const routeIds = targets.map((target, index) => {
      const to = target === edge.source ? from : target;
      const key = `${from}\u0000${to}`;
      let route = byEnds.get(key);
      if (!route) {
        route = { id: `${ROUTE_PREFIX}${routing.routes.length}`, from, to, lines: [] };
        byEnds.set(key, route);
        routing.routes.push(route);
      }
      if (index === 0) {
        firstLine = route.lines.length;
        route.lines.push(...lines);
      }
      return route.id;
    });
    routing.legs.set(edge.id, { routeIds, firstLine, lineCount: lines.length });
  }
  return routing;
}

function labelSize(lines: readonly string[]) {
  const widest = Math.max(...lines.map((line) => textWidth(line, LABEL_FONT_SIZE)));
  return { width: widest + 12, height: lines.length * LABEL_LINE_HEIGHT + LABEL_PADDING * 2 };
}

/** The ELK graph of a chart: every state a node, parents holding their children. */
export function toElkGraph(graph: ChartGraph): ElkNode {
  const nodes = nodesById(graph);
  const routing = routingOf(graph, nodes);
  const chart: ElkNode = { id: CHART_ID, layoutOptions: ROOT_OPTIONS, children: [], edges: [] };
  const parentOf = new Map<string, string>();
  const elkNodes = new Map<string, ElkNode>([[CHART_ID, chart]]);
  const add = (parent: ElkNode, child: ElkNode) => {
    (parent.children ??= []).push(child);
    parentOf.set(child.id, parent.id);
    elkNodes.set(child.id, child);
  };

  for (const node of graph.nodes) {
    const parent = elkNodes.get(node.parentId ?? CHART_ID) as ElkNode;
    const titleWidth = textWidth(stateTitle(node), STATE_FONT_SIZE) + 32;
    if (node.childIds.length) {
      add(parent, {
        id: node.id,
        layoutOptions: {
          'elk.padding': `[top=${TITLE_HEIGHT + 8},left=14,bottom=14,right=14]`,
          'elk.nodeSize.constraints': 'MINIMUM_SIZE',
          'elk.nodeSize.minimum': `(${titleWidth + 60}, ${TITLE_HEIGHT + 24})`,
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
    if (routing.anyStates.has(node.id)) {
      add(elkNodes.get(node.id) as ElkNode, { id: `${ANY_PREFIX}${node.id}`, ...ANY_SIZE });
    }
  }

  const ancestry = (id: string) => {
    const chain: string[] = [];
    for (let at = parentOf.get(id); at; at = parentOf.get(at)) chain.push(at);
    return chain;
  };
  /** The innermost ELK node that holds both ends of an edge. */
  const containerOf = (from: string, to: string): ElkNode => {
    const toChain = new Set(ancestry(to));
    const shared = ancestry(from).find((id) => toChain.has(id)) ?? CHART_ID;
    return elkNodes.get(shared) as ElkNode;
  };
  const addEdge = (edge: ElkExtendedEdge) => {
    const [from = CHART_ID] = edge.sources;
    const [to = CHART_ID] = edge.targets;
    (containerOf(from, to).edges ??= []).push(edge);
  };

  for (const node of graph.nodes) {
    if (!node.isInitial) continue;
    const id = `${INITIAL_PREFIX}${node.id}`;
    addEdge({ id, sources: [id], targets: [node.id] });
  }
  for (const route of routing.routes) {
    addEdge({
      id: route.id,
      sources: [route.from],
      targets: [route.to],
      ...(route.lines.length
        ? {
            labels: [
              { id: `${route.id}:label`, text: route.lines.join('\n'), ...labelSize(route.lines) },
            ],
          }
        : {}),
    });
  }
  return chart;
}

function boxOf(shape: { x?: number; y?: number; width?: number; height?: number }): Box {
  return { x: shape.x ?? 0, y: shape.y ?? 0, width: shape.width ?? 0, height: shape.height ?? 0 };
}

function pointsOf(edge: ElkExtendedEdge | undefined): Point[] {
  const points: Point[] = [];
  for (const section of edge?.sections ?? []) {
    for (const point of [section.startPoint, ...(section.bendPoints ?? []), section.endPoint]) {
      const last = points[points.length - 1];
      if (!last || last.x !== point.x || last.y !== point.y)
        points.push({ x: point.x, y: point.y });
    }
  }
  return points;
}

/** ELK's answer as a `ChartLayout`: every state, mark and transition by its own id. */
export function fromElkGraph(graph: ChartGraph, result: ElkNode): ChartLayout {
  const layout: ChartLayout = {
    width: result.width ?? 0,
    height: result.height ?? 0,
    nodes: new Map(),
    edges: new Map(),
    initials: new Map(),
    anyStates: new Map(),
  };
  const shapes = new Map<string, Box>();
  const edges = new Map<string, ElkExtendedEdge>();
  const walk = (node: ElkNode) => {
    for (const child of node.children ?? []) {
      shapes.set(child.id, boxOf(child));
      walk(child);
    }
    for (const edge of node.edges ?? []) edges.set(edge.id, edge);
  };
  walk(result);

  for (const node of graph.nodes) {
    const box = shapes.get(node.id);
    if (box) layout.nodes.set(node.id, box);
    const any = shapes.get(`${ANY_PREFIX}${node.id}`);
    if (any) layout.anyStates.set(node.id, any);
    const dot = shapes.get(`${INITIAL_PREFIX}${node.id}`);
    const arrow = edges.get(`${INITIAL_PREFIX}${node.id}`);
    if (dot && arrow) layout.initials.set(node.id, { dot, points: pointsOf(arrow) });
  }

  const routing = routingOf(graph, nodesById(graph));
  for (const edge of graph.edges) {
    const legs = routing.legs.get(edge.id);
    if (!legs) continue;
    const routes = legs.routeIds.map((id) => pointsOf(edges.get(id)));
    const shared = edges.get(legs.routeIds[0] ?? '')?.labels?.[0];
    const label = shared
      ? {
          ...boxOf(shared),
          y: (shared.y ?? 0) + LABEL_PADDING + legs.firstLine * LABEL_LINE_HEIGHT,
          height: legs.lineCount * LABEL_LINE_HEIGHT,
        }
      : undefined;
    layout.edges.set(edge.id, { points: routes[0] ?? [], routes, ...(label ? { label } : {}) });
  }
  return layout;
}
