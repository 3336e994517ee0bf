// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { chartGraph, type ChartGraph } from '@/statecharts/graph';
import { type Box, type ChartLayout, layoutDirect, type Point } from '@/statecharts/layout';
import { findMachines } from '@/statecharts/machines';

const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5;

const finite = (values: number[]) => values.every((value) => Number.isFinite(value));

function expectPlaced(graph: ChartGraph, layout: ChartLayout) {
  expect(finite([layout.width, layout.height]), 'chart size').toBe(true);
  for (const node of graph.nodes) {
    const placed = layout.nodes.get(node.id);
    expect(placed, node.id).toBeDefined();
    if (!placed) continue;
    expect(finite([placed.x, placed.y, placed.width, placed.height]), node.id).toBe(true);
    expect(placed.width, node.id).toBeGreaterThan(0);
    expect(placed.height, node.id).toBeGreaterThan(0);
    const parent = node.parentId ? layout.nodes.get(node.parentId) : undefined;
    if (parent) expect(inside(placed, parent), `${node.id} inside ${node.parentId}`).toBe(true);
    expect(inside(placed, { x: 0, y: 0, width: layout.width, height: layout.height })).toBe(true);
  }
  for (const edge of graph.edges) {
    const placed = layout.edges.get(edge.id);
    expect(placed, edge.id).toBeDefined();
    if (!placed) continue;
    expect(placed.points.length, edge.id).toBeGreaterThanOrEqual(2);
    expect(placed.routes.length, edge.id).toBe(Math.max(edge.targets.length, 1));
    const coordinates = placed.routes.flat().flatMap((point: Point) => [point.x, point.y]);
    expect(finite(coordinates), edge.id).toBe(true);
    expect(placed.label, `${edge.id} label`).toBeDefined();
    if (placed.label) {
      const { x, y, width, height } = placed.label;
      expect(finite([x, y, width, height]), `${edge.id} label`).toBe(true);
    }
  }
}

const sample = setup({ guards: { ready: () => true } }).createMachine({
  id: 'sample',
  initial: 'idle',
  on: { reset: '.idle' },
  states: {
    idle: { on: { go: { guard: 'ready', target: 'busy' }, poke: {} } },
    busy: {
      type: 'parallel',
      on: { stop: 'done', ping: {} },
      states: {
        left: { initial: 'a', states: { a: { on: { next: 'b' } }, b: {} } },
        right: { initial: 'c', states: { c: { after: { 100: 'd' } }, d: { type: 'final' } } },
      },
    },
    done: { type: 'final' },
  },
});

describe('layoutDirect', () => {
  it('places every state inside its parent and routes every transition', async () => {
    const graph = chartGraph(sample);
    const layout = await layoutDirect(graph);
    expectPlaced(graph, layout);
  });

  it('marks each initial state with a dot and an arrow that ends at the state', async () => {
    const graph = chartGraph(sample);
    const layout = await layoutDirect(graph);
    const initial = graph.nodes.filter((node) => node.isInitial).map((node) => node.id);
    expect([...layout.initials.keys()].sort()).toEqual(initial.sort());
    for (const id of initial) {
      const marker = layout.initials.get(id);
      const state = layout.nodes.get(id);
      const end = marker?.points.at(-1);
      expect(marker?.points.length, id).toBeGreaterThanOrEqual(2);
      if (!state || !end) continue;
      expect(inside({ ...end, width: 0, height: 0 }, state), `${id} arrow end`).toBe(true);
    }
  });

  it('starts the root transitions and the loops of composite states from an "any state" mark', async () => {
    const graph = chartGraph(sample);
    const layout = await layoutDirect(graph);
    expect([...layout.anyStates.keys()].sort()).toEqual(['sample', 'sample.busy']);
    const root = layout.nodes.get('sample');
    const any = layout.anyStates.get('sample');
    if (root && any) expect(inside(any, root)).toBe(true);
  });

  it.each(findMachines().map((entry) => [entry.id, entry] as const))(
    'lays out the %s machine',
    async (_id, { machine }) => {
      const graph = chartGraph(machine);
      expectPlaced(graph, await layoutDirect(graph));
    },
  );
});
