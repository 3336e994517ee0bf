/** What a chart shows, independent of chart.js, so the analytics tab can describe it in text. */
export type SeriesRole = 'primary' | 'secondary' | 'accent' | 'neutral' | 'danger';

export interface ChartSeries {
  label: string;
  data: readonly number[];
  /** One role for the whole series, or one per label (pie and doughnut slices). */
  role: SeriesRole | readonly SeriesRole[];
}

export interface ChartSpec {
  type: 'bar' | 'line' | 'pie' | 'doughnut';
  labels: readonly string[];
  series: readonly ChartSeries[];
  /** One sentence a screen reader hears for the canvas. */
  summary: string;
  /** Appended to values in tooltips: '%' for shares. */
  valueSuffix?: string;
}
