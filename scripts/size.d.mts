/** Types of scripts/size.mjs, for the tests that import it. */
export interface ChunkSize {
  file: string;
  raw: number;
  gzip: number;
  /**
   * How the home page loads it: before it is interactive (`script`, `modulepreload`,
   * `stylesheet`, `import`), once it is (`island`, `island import`), or not at all (null).
   */
  firstLoad: string | null;
}
export interface Measurement {
  dir: string;
  chunks: ChunkSize[];
  initial: ChunkSize[];
  /** What the home page loads before it is interactive: what the budget limits. */
  total: { raw: number; gzip: number };
  /** What its islands add once it is interactive. */
  islands: { raw: number; gzip: number };
  html: { raw: number; gzip: number };
}
export const BUDGET_KB: number;
export const HOME_ISLANDS: string[];
export function gzipSize(buffer: Uint8Array | string): number;
export function htmlAssets(html: string): { url: string; how: string }[];
export function staticImports(code: string): string[];
export function measure(dir: string): Promise<Measurement>;
export function formatReport(
  result: Measurement,
  budgetKb?: number,
): { text: string; over: boolean };
