/** Types of scripts/size.mjs, for the tests that import it. */
export interface ChunkSize {
  file: string;
  raw: number;
  gzip: number;
  /** How the home page loads it (`script`, `modulepreload`, `stylesheet`, `import`), or null. */
  firstLoad: string | null;
}
export interface Measurement {
  dir: string;
  chunks: ChunkSize[];
  initial: ChunkSize[];
  total: { raw: number; gzip: number };
  html: { raw: number; gzip: number };
}
export const BUDGET_KB: number;
export function gzipSize(buffer: Uint8Array | string): number;
export function htmlAssets(html: string): { url: string; how: string }[];
export function staticImports(code: string): string[];
export function measure(dir: string): Promise<Measurement>;
export function formatReport(
  result: Measurement,
  budgetKb?: number,
): { text: string; over: boolean };
