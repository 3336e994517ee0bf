/** Types of build/size.mjs, for the tests that import it. */
export interface Size {
  raw: number;
  gzip: number;
}
export interface ChunkSize extends Size {
  file: string;
  /**
   * How the home page loads it: in its first load (`how`: `script`, `modulepreload`,
   * `stylesheet`, `import`), after paint (`import()`: an after-paint chunk, `import`: what that
   * imports), or not at all (null).
   */
  home: { when: 'first load' | 'after paint'; how: string } | null;
  /** How many pages load it, first load or after paint. */
  pages: number;
}
export interface PageChunk extends Size {
  file: string;
  how: string;
  when: 'first load' | 'after paint';
}
export interface PageMeasurement {
  /** `home` for index.html, `pricing` for pricing/index.html, `404` for 404.html. */
  page: string;
  /** Its HTML file, relative to the build folder. */
  html: string;
  /** The HTML document itself. */
  document: Size;
  /** What its HTML names and the closure of their static imports. */
  initial: PageChunk[];
  /** What the app loads once hydrated (AFTER_PAINT chunks) beyond the first load. */
  afterPaint: PageChunk[];
  /** `total` (first load + after paint, JS and CSS) is what the budget limits. */
  sizes: { firstLoad: Size; afterPaint: Size; total: Size };
}
/** A chunk no page loads, that the app fetches when asked (ON_DEMAND). */
export interface OnDemandPart {
  name: string;
  label: string;
  /** The chunk and what it imports that no page loads. */
  files: string[];
  gzip: number;
  /** True when some page loads the chunk after all (then it is not on demand). */
  loadedByPages: boolean;
}
export interface Measurement {
  dir: string;
  chunks: ChunkSize[];
  /** Every page HTML of the build, by page name; `home` is always there. */
  pages: Record<string, PageMeasurement> & { home: PageMeasurement };
  onDemand: OnDemandPart[];
}
export const BUDGET_KB: number;
export const DASHBOARD_BUDGET_KB: number;
export const STATECHARTS_BUDGET_KB: number;
export function budgetFor(page: string, budgetKb?: number): number;
export const AFTER_PAINT: string[];
export const ON_DEMAND: { name: string; label: string }[];
export function gzipSize(buffer: Uint8Array | string): number;
export function htmlAssets(html: string): { url: string; how: string }[];
export function staticImports(code: string): string[];
export function pageName(htmlFile: string): string;
export function measure(
  dir: string,
  options?: { afterPaint?: string[]; onDemand?: { name: string; label: string }[] },
): Promise<Measurement>;
export function formatReport(
  result: Measurement,
  budgetKb?: number,
): { text: string; over: boolean; overPages: string[] };
