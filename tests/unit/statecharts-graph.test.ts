import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { appMachine } from '@machines/app.machine';
import { chartGraph, type ChartGraph } from '@/statecharts/graph';
import { stateNodeIds, transitionKeys } from '@/statecharts/keys';
import { findMachines } from '@/statecharts/machines';

const player = setup({
  types: { events: {} as { type: 'play' } | { type: 'stop' } | { type: 'tick' } },
  guards: { hasTrack: () => true },
  delays: { fadeOut: 300 },
}).createMachine({
  id: 'player',
  initial: 'idle',
  states: {
    idle: {
      description: 'Waits for a track.',
      on: { play: { guard: 'hasTrack', target: 'playing' } },
    },
    playing: {
      type: 'parallel',
      on: { stop: { target: 'stopped', description: 'Stops both regions at once.' } },
      states: {
        sound: {
          initial: 'loud',
          states: {
            loud: { after: { 1000: 'quiet' } },
            quiet: { on: { tick: {} } },
          },
        },
        screen: {
          initial: 'on',
          states: { on: { after: { fadeOut: 'off' } }, off: {} },
        },
      },
    },
    stopped: { type: 'final' },
  },
});

function node(graph: ChartGraph, id: string) {
  const found = graph.nodes.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no node ${id}`);
  return found;
}

function edgesFrom(graph: ChartGraph, source: string) {
  return graph.edges.filter((edge) => edge.source === source);
}

describe('chartGraph', () => {
  const graph = chartGraph(player);

  it('includes the root, named after the machine, and nests every state in its parent', () => {
    expect(graph.rootId).toBe('player');
    expect(graph.nodes[0]).toMatchObject({ id: 'player', key: 'player', parentId: null });
    expect(node(graph, 'player').childIds).toEqual([
      'player.idle',
      'player.playing',
      'player.stopped',
    ]);
    expect(node(graph, 'player.playing.sound.quiet')).toMatchObject({
      key: 'quiet',
      parentId: 'player.playing.sound',
      kind: 'atomic',
    });
  });

  it('tells compound, parallel, final and atomic states apart', () => {
    expect(node(graph, 'player').kind).toBe('compound');
    expect(node(graph, 'player.playing').kind).toBe('parallel');
    expect(node(graph, 'player.playing.sound').kind).toBe('compound');
    expect(node(graph, 'player.stopped').kind).toBe('final');
    expect(node(graph, 'player.idle').kind).toBe('atomic');
  });

  it('marks the initial state of each compound state, and no region of a parallel one', () => {
    const initial = graph.nodes.filter((candidate) => candidate.isInitial).map(({ id }) => id);
    expect(initial).toEqual([
      'player.idle',
      'player.playing.sound.loud',
      'player.playing.screen.on',
    ]);
  });

  it('labels a guarded transition `event [guard]` and keeps the guard apart', () => {
    expect(edgesFrom(graph, 'player.idle')).toEqual([
      {
        id: 'player.idle: play [hasTrack] -> player.playing',
        source: 'player.idle',
        targets: ['player.playing'],
        eventType: 'play',
        event: 'play',
        guard: 'hasTrack',
        label: 'play [hasTrack]',
      },
    ]);
  });

  it('names delays, in milliseconds or by name', () => {
    const [loud] = edgesFrom(graph, 'player.playing.sound.loud');
    expect(loud).toMatchObject({ event: 'after 1000 ms', delay: '1000 ms' });
    expect(loud?.targets).toEqual(['player.playing.sound.quiet']);
    const [screen] = edgesFrom(graph, 'player.playing.screen.on');
    expect(screen?.delay).toBe('fadeOut');
  });

  it('draws a transition without a target as one that stays', () => {
    expect(edgesFrom(graph, 'player.playing.sound.quiet')).toMatchObject([
      { eventType: 'tick', targets: [], id: 'player.playing.sound.quiet: tick -> (stays)' },
    ]);
  });

  it('carries the descriptions of states and transitions', () => {
    expect(node(graph, 'player.idle').description).toBe('Waits for a track.');
    expect(node(graph, 'player.stopped').description).toBeUndefined();
    expect(edgesFrom(graph, 'player.playing')[0]?.description).toBe('Stops both regions at once.');
  });

  it('is plain data that survives structured cloning (the layout worker receives it)', () => {
    expect(structuredClone(graph)).toEqual(graph);
  });
});

describe('chartGraph of the real machines', () => {
  it('has every state and every transition the model tests count, under the same names', () => {
    const graph = chartGraph(appMachine);
    const nodeIds = new Set(graph.nodes.map(({ id }) => id));
    const edgeIds = new Set(graph.edges.map(({ id }) => id));
    for (const id of stateNodeIds(appMachine)) expect(nodeIds, id).toContain(id);
    for (const key of transitionKeys(appMachine)) expect(edgeIds, key).toContain(key);
    expect(node(graph, 'app.dashboard').kind).toBe('parallel');
  });

  it('draws every machine with unique ids and edges between known states', () => {
    for (const { machine } of findMachines()) {
      const graph = chartGraph(machine);
      const ids = graph.nodes.map(({ id }) => id);
      expect(new Set(ids).size, machine.id).toBe(ids.length);
      expect(new Set(graph.edges.map(({ id }) => id)).size, machine.id).toBe(graph.edges.length);
      for (const edge of graph.edges) {
        for (const end of [edge.source, ...edge.targets]) expect(ids, edge.id).toContain(end);
      }
    }
  });
});
