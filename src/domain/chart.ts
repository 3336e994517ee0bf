/**
 * What a chart shows, independent of chart.js, so the analytics tab can describe it in text. The
 * rules that turn it into chart.js data live here too; src/dashboard/analytics/chart-canvas.tsx
 * only reads the theme and draws. Only the lazy chart chunk imports this module's code, and it
 * imports no other module of ours: the chart chunk then shares no code with the rest of the
 * dashboard, which keeps the bundler from splitting the dashboard's shared chunk in pieces.
 */
export type SeriesRole = 'primary' | 'secondary' | 'accent' | 'neutral' | 'danger';

export interface ChartSeries {
  label: string;
  data: readonly number[];
  /** One role for the whole series, or one per label (pie and doughnut slices). */
  role: SeriesRole | readonly SeriesRole[];
}

/** The chart's numbers as a table, for those who cannot see the canvas. */
export interface ChartTable {
  caption: string;
  columns: readonly string[];
  /** The first cell of a row names it. */
  rows: readonly (readonly (string | number)[])[];
}

export interface ChartSpec {
  type: 'bar' | 'line' | 'pie' | 'doughnut';
  labels: readonly string[];
  series: readonly ChartSeries[];
  /** One sentence a screen reader hears for the canvas. */
  summary: string;
  /** Appended to values in tooltips: '%' for shares. */
  valueSuffix?: string;
  /** Absent where the card lists the numbers visibly instead. */
  table?: ChartTable;
}

/** Pie and doughnut: slices with a legend beside them, no axes. */
export const isRoundChart = (spec: Pick<ChartSpec, 'type'>): boolean =>
  spec.type === 'pie' || spec.type === 'doughnut';

/** The colours of the current theme, by role: the view reads them from the colour mode. */
export interface ChartPalette {
  fill: (role: SeriesRole) => string;
  border: (role: SeriesRole) => string;
  /** The card's background, which separates slices. */
  panel: string;
}

/** One chart.js dataset, in plain data: chart-canvas hands it to chart.js as it is. */
export interface ChartDataset {
  label: string;
  data: number[];
  backgroundColor: string | string[];
  borderColor: string | string[];
  borderWidth: number;
  pointBackgroundColor: string;
  pointBorderColor: string;
  pointRadius: number;
  pointHoverRadius: number;
  tension: number;
  borderRadius: number;
}

const single = (colors: string[]): string | string[] =>
  colors.length === 1 ? (colors[0] ?? '') : colors;

/**
 * Each series' colours by its role: slices are parted by the panel's colour, a line is drawn in
 * its fill, bars are outlined a step darker than they are filled.
 */
export function chartDatasets(spec: ChartSpec, palette: ChartPalette): ChartDataset[] {
  const round = isRoundChart(spec);
  return spec.series.map((series) => {
    const roles: readonly SeriesRole[] =
      typeof series.role === 'string' ? [series.role] : series.role;
    const fill = roles.map(palette.fill);
    const border = roles.map(palette.border);
    return {
      label: series.label,
      data: [...series.data],
      backgroundColor: single(fill),
      borderColor: round ? palette.panel : spec.type === 'line' ? (fill[0] ?? '') : single(border),
      borderWidth: round ? 2 : spec.type === 'line' ? 3 : 1,
      pointBackgroundColor: fill[0] ?? '',
      pointBorderColor: palette.panel,
      pointRadius: 4,
      pointHoverRadius: 6,
      tension: 0.3,
      borderRadius: spec.type === 'bar' ? 4 : 0,
    };
  });
}

/** A legend where it tells something: beside slices, below two or more series, else none. */
export function chartLegend(spec: ChartSpec): { display: boolean; position: 'right' | 'bottom' } {
  const round = isRoundChart(spec);
  return { display: spec.series.length > 1 || round, position: round ? 'right' : 'bottom' };
}

/** A tooltip's line: the slice's label, or the series' for bars and lines, and its value. */
export function tooltipLabel(
  spec: ChartSpec,
  item: { label: string; series: string; value: number },
): string {
  const name = isRoundChart(spec) ? item.label : item.series;
  // Grouped as formatCount groups (1,310), without importing the dashboard's stats.
  return `${name}: ${item.value.toLocaleString('en-GH')}${spec.valueSuffix ?? ''}`;
}
