// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor, setup, type EventObject } from 'xstate';
import { appMachine } from '@machines/app.machine';
import type { EventSample } from '@/statecharts/event-samples';
import { acceptedEvents, RAISED_BY_THE_APP } from '@/statecharts/running';
import { readSnapshotFile, snapshotFile, snapshotFileName } from '@/statecharts/snapshot-file';

describe('snapshot files', () => {
  const snapshot = createActor(appMachine, { input: {} }).getPersistedSnapshot();

  it('round-trips the app and says where it was saved', () => {
    const saved = new Date(2026, 10, 26, 10, 5);
    const read = readSnapshotFile(snapshotFile(snapshot, '/dashboard', saved));
    expect(read.ok && read.file.address).toBe('/dashboard');
    expect(read.ok && read.file.snapshot).toEqual(JSON.parse(JSON.stringify(snapshot)));
    expect(snapshotFileName(saved)).toBe('nkra-snapshot-2026-11-26-1005.json');
  });

  it('refuses what is not a snapshot with a reason a person reads', () => {
    expect(readSnapshotFile('not json')).toEqual({
      ok: false,
      reason: 'This file is not JSON, so it is not a saved snapshot.',
    });
    expect(readSnapshotFile('{"hello":"world"}')).toEqual({
      ok: false,
      reason: 'This file is not a snapshot saved by the statecharts view.',
    });
    const older = JSON.stringify({ kind: 'nkra-app-snapshot', version: 0, snapshot });
    expect(readSnapshotFile(older).ok).toBe(false);
    const damaged = JSON.stringify({ kind: 'nkra-app-snapshot', version: 1, snapshot: {} });
    expect(readSnapshotFile(damaged)).toEqual({
      ok: false,
      reason: 'This snapshot file is damaged: the app’s state is missing.',
    });
  });
});

describe('acceptedEvents', () => {
  const door = setup({
    types: {
      events: {} as { type: 'open' } | { type: 'lock'; key: string } | { type: 'xstate.tick' },
    },
    guards: { rightKey: ({ event }) => event.type === 'lock' && event.key === 'brass' },
  }).createMachine({
    initial: 'closed',
    states: {
      closed: { on: { open: 'opened', lock: { guard: 'rightKey', target: 'locked' } } },
      opened: {},
      locked: {},
    },
  });

  it('offers each sample whose guards pass now, and a form for a payload', () => {
    const snapshot = createActor(door).getSnapshot();
    const brass: EventSample = { event: { type: 'lock', key: 'brass' } as EventObject };
    const tin: EventSample = { event: { type: 'lock', key: 'tin' } as EventObject };
    const accepted = acceptedEvents(snapshot, [brass, tin]);
    expect(accepted).toEqual([
      { type: 'lock', samples: [{ event: { type: 'lock', key: 'brass' } }], needsPayload: true },
      { type: 'open', samples: [{ event: { type: 'open' } }], needsPayload: false },
    ]);
  });

  it('never offers the app’s own readiness events', () => {
    const snapshot = createActor(appMachine, { input: {} }).getSnapshot();
    const types = acceptedEvents(snapshot, []).map((event) => event.type);
    expect(types).toContain('nav.statecharts');
    for (const raised of RAISED_BY_THE_APP) expect(types).not.toContain(raised);
  });
});
