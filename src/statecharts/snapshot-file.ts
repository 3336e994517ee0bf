/**
 * A snapshot of the running app as a file: saved for a bug report, loaded by a tester to see the
 * same screen. The file is JSON that says what it is, so a wrong file gets a reason, not a crash.
 */
import type { Snapshot } from 'xstate';

export const SNAPSHOT_KIND = 'nkra-app-snapshot';
export const SNAPSHOT_VERSION = 1;

export interface SnapshotFile {
  kind: typeof SNAPSHOT_KIND;
  version: typeof SNAPSHOT_VERSION;
  /** ISO time it was saved. */
  savedAt: string;
  /** The address the app was at, for people reading the file. */
  address: string;
  /** The app actor's persisted snapshot, children included. */
  snapshot: Snapshot<unknown>;
}

export function snapshotFile(snapshot: Snapshot<unknown>, address: string, now: Date): string {
  const file: SnapshotFile = {
    kind: SNAPSHOT_KIND,
    version: SNAPSHOT_VERSION,
    savedAt: now.toISOString(),
    address,
    snapshot,
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** `nkra-snapshot-2026-11-26-1030.json`, in the visitor's own time. */
export function snapshotFileName(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return (
    `nkra-snapshot-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}-` +
    `${pad(now.getHours())}${pad(now.getMinutes())}.json`
  );
}

export type ReadSnapshot = { ok: true; file: SnapshotFile } | { ok: false; reason: string };

/** Reads a snapshot file's text, or says in words why it is not one. */
export function readSnapshotFile(text: string): ReadSnapshot {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'This file is not JSON, so it is not a saved snapshot.' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, reason: 'This file is not a snapshot saved by the statecharts view.' };
  }
  const file = value as Partial<Record<keyof SnapshotFile, unknown>>;
  if (file.kind !== SNAPSHOT_KIND) {
    return { ok: false, reason: 'This file is not a snapshot saved by the statecharts view.' };
  }
  if (file.version !== SNAPSHOT_VERSION) {
    return {
      ok: false,
      reason: `This snapshot was saved by another version of the app (format ${String(file.version)}); this one reads format ${SNAPSHOT_VERSION}.`,
    };
  }
  const snapshot = file.snapshot as Partial<Record<string, unknown>> | undefined;
  if (
    typeof snapshot !== 'object' ||
    snapshot === null ||
    snapshot.status !== 'active' ||
    !('value' in snapshot) ||
    typeof snapshot.context !== 'object'
  ) {
    return { ok: false, reason: 'This snapshot file is damaged: the app’s state is missing.' };
  }
  return {
    ok: true,
    file: {
      kind: SNAPSHOT_KIND,
      version: SNAPSHOT_VERSION,
      savedAt: typeof file.savedAt === 'string' ? file.savedAt : '',
      address: typeof file.address === 'string' ? file.address : '',
      snapshot: snapshot as Snapshot<unknown>,
    },
  };
}
