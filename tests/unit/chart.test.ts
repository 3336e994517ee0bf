// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  chartDatasets,
  chartLegend,
  isRoundChart,
  tooltipLabel,
  type ChartPalette,
  type ChartSpec,
} from '@/domain/chart';

const palette: ChartPalette = {
  fill: (role) => `fill-${role}`,
  border: (role) => `border-${role}`,
  panel: 'panel',
};

const bars: ChartSpec = {
  type: 'bar',
  labels: ['Mon', 'Tue'],
  series: [
    { label: 'Sent', data: [4, 5], role: 'primary' },
    { label: 'Clicked', data: [1, 2], role: 'accent' },
  ],
  summary: '',
};
const line: ChartSpec = {
  type: 'line',
  labels: ['6 AM', '7 AM'],
  series: [{ label: 'Opens', data: [18, 42], role: 'primary' }],
  summary: '',
};
const pie: ChartSpec = {
  type: 'pie',
  labels: ['Mobile', 'Tablet'],
  series: [{ label: 'Share of opens', data: [95, 5], role: ['primary', 'neutral'] }],
  summary: '',
  valueSuffix: '%',
};

describe('chart datasets', () => {
  it('fills bars by role and outlines them in the darker border, with rounded corners', () => {
    const [sent, clicked] = chartDatasets(bars, palette);
    expect(sent).toMatchObject({
      label: 'Sent',
      data: [4, 5],
      backgroundColor: 'fill-primary',
      borderColor: 'border-primary',
      borderWidth: 1,
      borderRadius: 4,
    });
    expect(clicked?.backgroundColor).toBe('fill-accent');
  });

  it('draws a line in its fill colour, three pixels wide', () => {
    const [opens] = chartDatasets(line, palette);
    expect(opens).toMatchObject({
      backgroundColor: 'fill-primary',
      borderColor: 'fill-primary',
      borderWidth: 3,
      pointBackgroundColor: 'fill-primary',
      pointBorderColor: 'panel',
      borderRadius: 0,
    });
  });

  it('colours each slice by its own role and parts slices with the panel colour', () => {
    const [share] = chartDatasets(pie, palette);
    expect(share).toMatchObject({
      backgroundColor: ['fill-primary', 'fill-neutral'],
      borderColor: 'panel',
      borderWidth: 2,
    });
  });

  it('copies the data, so chart.js cannot change the spec', () => {
    const [sent] = chartDatasets(bars, palette);
    sent?.data.push(9);
    expect(bars.series[0]?.data).toEqual([4, 5]);
  });
});

describe('legend and tooltip', () => {
  it('shows a legend beside slices and below two or more series, none for one line', () => {
    expect(isRoundChart(pie)).toBe(true);
    expect(isRoundChart({ type: 'doughnut' })).toBe(true);
    expect(isRoundChart(bars)).toBe(false);
    expect(chartLegend(pie)).toEqual({ display: true, position: 'right' });
    expect(chartLegend(bars)).toEqual({ display: true, position: 'bottom' });
    expect(chartLegend(line)).toEqual({ display: false, position: 'bottom' });
  });

  it('names the slice or the series and groups thousands, with the spec suffix', () => {
    expect(tooltipLabel(pie, { label: 'Mobile', series: 'Share of opens', value: 95 })).toBe(
      'Mobile: 95%',
    );
    expect(tooltipLabel(bars, { label: 'Wed', series: 'Sent', value: 1310 })).toBe('Sent: 1,310');
  });
});
