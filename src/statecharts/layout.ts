/**
 * Places a statechart's states and transitions with ELK's layered algorithm (see
 * `elk-graph.ts`). `layoutInWorker` runs ELK in a Web Worker so a large machine never holds up
 * the page; `layoutDirect` runs it in the calling thread (tests, or where workers are missing).
 */
import type { ElkNode } from 'elkjs/lib/elk-api';
import { fromElkGraph, toElkGraph } from './elk-graph';
import type { ChartGraph } from './graph';
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
  /**
   * Where its `event [guard]` lines go. Transitions between the same two states share one
   * arrow, and their labels stack along it, one box each.
   */
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

/** Lays the chart out in this thread (ELK's bundled build, loaded on first use). */
export async function layoutDirect(graph: ChartGraph): Promise<ChartLayout> {
  const { default: ELK } = await import('elkjs/lib/elk.bundled.js');
  const result = await new ELK().layout(toElkGraph(graph));
  return fromElkGraph(graph, result);
}

const failure = (reason: string) => new Error(`The statechart could not be laid out: ${reason}`);

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
    else request.reject(failure(data.error));
  };
  created.onerror = (event) => {
    event.preventDefault();
    // A worker that failed to load or crashed answers nothing more: fail what waits on it, and
    // start a new one for the next request.
    for (const request of pending.values()) {
      request.reject(failure(event.message || 'the layout worker stopped'));
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
      reject(failure(error instanceof Error ? error.message : String(error)));
    }
  }).then((result) => fromElkGraph(graph, result));
}
