/**
 * Keeps the statecharts view's coverage files (`src/statecharts/model-coverage/<machine>.json`,
 * written by the model-based suites) from going stale: each file carries a fingerprint of the
 * machine's source, and the build refuses to run when a machine changed after its file was
 * written.
 *
 * The fingerprint hashes file contents, never modification times: a fresh clone has new mtimes
 * and unchanged machines. A machine's sources are its `machines/<name>.machine.ts` and the helper
 * files in `machines/` it imports (the toast and clock helpers, the import reader's messages);
 * another machine it imports has a file and a fingerprint of its own.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import type { Plugin } from 'vite';
import type { CoverageRecord } from '../src/statecharts/coverage';

export const MACHINES_DIR = 'machines';
export const COVERAGE_DIR = 'src/statecharts/model-coverage';
export const COVERAGE_COMMAND = 'npm run statecharts:coverage';

const MACHINE_FILE = /\.machine\.ts$/;

/** Every machine file, from the project root, sorted: `machines/app.machine.ts`, ... */
export function machineFiles(root: string): string[] {
  return readdirSync(join(root, MACHINES_DIR))
    .filter((name) => MACHINE_FILE.test(name))
    .sort()
    .map((name) => posix.join(MACHINES_DIR, name));
}

/** `machines/auth-form.machine.ts` keeps its coverage in `<COVERAGE_DIR>/auth-form.json`. */
export function coverageFileOf(source: string): string {
  const name = posix.basename(source).replace(MACHINE_FILE, '');
  return posix.join(COVERAGE_DIR, `${name}.json`);
}

/** A machine's file from its id, as files are named here: `authForm` in `auth-form.machine.ts`. */
export function sourceOfMachine(root: string, machineId: string): string {
  const name = machineId.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
  const source = posix.join(MACHINES_DIR, `${name}.machine.ts`);
  if (!existsSync(join(root, source))) {
    throw new Error(`The ${machineId} machine is expected in ${source}, which does not exist.`);
  }
  return source;
}

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*['"]([^'"]+)['"]/g;

/** The files in `machines/` that one file imports, other machines aside. */
function helperImports(root: string, file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  const found: string[] = [];
  for (const match of text.matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2] ?? '';
    const local = specifier.startsWith('./')
      ? posix.join(posix.dirname(file), specifier)
      : specifier.startsWith('@machines/')
        ? posix.join(MACHINES_DIR, specifier.slice('@machines/'.length))
        : null;
    if (!local) continue;
    const resolved = [`${local}.ts`, local, `${local}/index.ts`].find((candidate) =>
      existsSync(join(root, candidate)),
    );
    if (resolved && !MACHINE_FILE.test(resolved)) found.push(resolved);
  }
  return found;
}

/** The files a machine's fingerprint covers: its own file first, then its helpers, sorted. */
export function sourcesOf(root: string, source: string): string[] {
  const seen = new Set<string>([source]);
  const queue = [source];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const helper of helperImports(root, file)) {
      if (seen.has(helper)) continue;
      seen.add(helper);
      queue.push(helper);
    }
  }
  const [own, ...helpers] = [...seen];
  return [own ?? source, ...helpers.sort()];
}

/** The hash of the machine's sources (path and content of each, line endings normalised). */
export function fingerprintOf(root: string, source: string): string {
  const hash = createHash('sha256');
  for (const file of sourcesOf(root, source)) {
    const text = readFileSync(join(root, file), 'utf8').replace(/\r\n/g, '\n');
    hash.update(`${file}\n${text.length}\n${text}\n`);
  }
  return `sha256-${hash.digest('hex').slice(0, 32)}`;
}

/** One thing wrong with the coverage files, in words. */
export interface CoverageProblem {
  machine: string;
  file: string;
  reason: string;
}

function readRecord(path: string): Partial<CoverageRecord> | null {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Partial<CoverageRecord>;
  } catch {
    return null;
  }
}

/**
 * What is wrong with the committed coverage files: a machine with none, a machine changed since
 * its file was written, a file that is no JSON, a file whose machine is gone. Empty when current.
 */
export function coverageProblems(root: string): CoverageProblem[] {
  const problems: CoverageProblem[] = [];
  const sources = machineFiles(root);
  for (const source of sources) {
    const file = coverageFileOf(source);
    if (!existsSync(join(root, file))) {
      problems.push({
        machine: source,
        file,
        reason: 'has no coverage file: give it a model suite (tests/model/README.md)',
      });
      continue;
    }
    const record = readRecord(join(root, file));
    if (!record) {
      problems.push({ machine: source, file, reason: 'has a coverage file that is not JSON' });
    } else if (record.source !== source) {
      problems.push({ machine: source, file, reason: `has a coverage file for ${record.source}` });
    } else if (record.fingerprint !== fingerprintOf(root, source)) {
      problems.push({
        machine: record.machine ?? source,
        file,
        reason: `changed since its coverage file was written (${sourcesOf(root, source).join(' ')})`,
      });
    }
  }
  const dir = join(root, COVERAGE_DIR);
  const expected = new Set(sources.map(coverageFileOf));
  const files = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.json')) : [];
  for (const name of files.sort()) {
    const file = posix.join(COVERAGE_DIR, name);
    if (!expected.has(file)) {
      problems.push({ machine: name, file, reason: 'is a coverage file of no machine: delete it' });
    }
  }
  return problems;
}

export function formatCoverageProblems(problems: readonly CoverageProblem[]): string {
  return [
    'The statecharts coverage files are out of date:',
    ...problems.map((problem) => `  ${problem.machine} ${problem.reason} [${problem.file}]`),
    `Run ${COVERAGE_COMMAND} (the model-based suites walk the machines and write the files),`,
    `then commit ${COVERAGE_DIR}.`,
  ].join('\n');
}

/** Throws, naming each stale machine and the command that fixes it, unless all are current. */
export function assertCoverageCurrent(root: string): void {
  const problems = coverageProblems(root);
  if (problems.length > 0) throw new Error(formatCoverageProblems(problems));
}

/**
 * Fails `vite build` (not the dev server) when a coverage file is missing or older than its
 * machine: the statecharts view would colour states as tested that no test walked.
 */
export function statechartsCoverage(): Plugin {
  let root = process.cwd();
  return {
    name: 'nkra:statecharts-coverage',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      assertCoverageCurrent(root);
    },
  };
}
