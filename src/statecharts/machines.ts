/**
 * Every statechart in `machines/`, found by Vite at build time: a new machine file is drawn
 * (and gets its Mermaid diagram) with no edit here.
 */
import type { AnyStateMachine } from 'xstate';

export interface MachineEntry {
  /** The machine's own id (`machine.id`), e.g. `newCampaign`. */
  id: string;
  /** The machine's source file, from the project root: `machines/app.machine.ts`. */
  source: string;
  /** The name it is exported under in that file. */
  exportName: string;
  machine: AnyStateMachine;
  /** The id in words, for people: `New campaign`. */
  title: string;
}

const machineModules = import.meta.glob<Record<string, unknown>>('../../machines/*.ts', {
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

/** `newCampaign` reads `New campaign`, `app` reads `App`. */
export function machineTitle(id: string): string {
  const words = id
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_.]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

let found: readonly MachineEntry[] | undefined;

/**
 * Every exported machine in `machines/`, in file order (the default export after named ones).
 * The same array on every call, so it can sit in a React dependency list.
 */
export function findMachines(): readonly MachineEntry[] {
  found ??= listMachines();
  return found;
}

function listMachines(): MachineEntry[] {
  // A machine exported twice (named and default) or re-exported elsewhere is listed once.
  const seen = new Set<AnyStateMachine>();
  return Object.keys(machineModules)
    .sort()
    .flatMap((path) =>
      Object.entries(machineModules[path] ?? {})
        .filter((entry): entry is [string, AnyStateMachine] => isStateMachine(entry[1]))
        .sort(([a], [b]) => Number(a === 'default') - Number(b === 'default') || a.localeCompare(b))
        .filter(([, machine]) => !seen.has(machine) && Boolean(seen.add(machine)))
        .map(([exportName, machine]) => ({
          id: machine.id,
          source: path.replace(/^(\.\.\/)+/, ''),
          exportName,
          machine,
          title: machineTitle(machine.id),
        })),
    );
}
