import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  DoughnutController,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PieController,
  PointElement,
  Tooltip,
  type ChartData,
  type ChartOptions,
} from 'chart.js';
import { useDeferredValue, useMemo, useSyncExternalStore } from 'react';
import { Chart } from 'react-chartjs-2';
import {
  chartDatasets,
  chartLegend,
  isRoundChart,
  tooltipLabel,
  type ChartPalette,
  type ChartSpec,
  type SeriesRole,
} from '@/domain/chart';

// Only the parts these four charts use: bars, a line with points, a pie and a doughnut.
ChartJS.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  PieController,
  DoughnutController,
  ArcElement,
  CategoryScale,
  LinearScale,
  Tooltip,
  Legend,
);

type Mode = 'light' | 'dark';

/** Chakra palette steps per role and mode: fills that read on the panel, borders that outline them. */
const ROLE_TOKENS: Record<Mode, Record<SeriesRole, { fill: string; border: string }>> = {
  light: {
    primary: { fill: 'brand.700', border: 'brand.900' },
    secondary: { fill: 'brand.400', border: 'brand.700' },
    accent: { fill: 'gold.400', border: 'gold.700' },
    neutral: { fill: 'gray.400', border: 'gray.600' },
    danger: { fill: 'red.500', border: 'red.700' },
  },
  dark: {
    primary: { fill: 'brand.300', border: 'brand.200' },
    secondary: { fill: 'brand.600', border: 'brand.400' },
    accent: { fill: 'gold.300', border: 'gold.200' },
    neutral: { fill: 'gray.500', border: 'gray.300' },
    danger: { fill: 'red.400', border: 'red.300' },
  },
};

function readMode(): Mode {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

function subscribeMode(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

let canvasSupport: boolean | null = null;

/** Some browsers (and test DOMs) give no 2D context: the chart's summary stands in for it. */
function canDrawCanvas(): boolean {
  if (canvasSupport === null) {
    try {
      canvasSupport = document.createElement('canvas').getContext('2d') !== null;
    } catch {
      canvasSupport = false;
    }
  }
  return canvasSupport;
}

/** Reads a Chakra colour token's CSS variable, as the current colour mode resolves it. */
function tokenColor(style: CSSStyleDeclaration, token: string, fallback: string): string {
  const value = style.getPropertyValue(`--chakra-colors-${token.replaceAll('.', '-')}`).trim();
  return value || fallback;
}

interface Theme extends ChartPalette {
  text: string;
  muted: string;
  grid: string;
  font: string;
}

function readTheme(mode: Mode): Theme {
  const style = getComputedStyle(document.documentElement);
  const roles = ROLE_TOKENS[mode];
  return {
    text: tokenColor(style, 'fg', mode === 'dark' ? '#fafafa' : '#18181b'),
    muted: tokenColor(style, 'fg.muted', '#71717a'),
    grid: tokenColor(style, 'border', '#e4e4e7'),
    panel: tokenColor(style, 'bg.panel', mode === 'dark' ? '#111111' : '#ffffff'),
    fill: (role) => tokenColor(style, roles[role].fill, '#0b6b3a'),
    border: (role) => tokenColor(style, roles[role].border, '#0b3d26'),
    font: getComputedStyle(document.body).fontFamily || 'system-ui, sans-serif',
  };
}

function buildData(spec: ChartSpec, theme: Theme): ChartData {
  return { labels: [...spec.labels], datasets: chartDatasets(spec, theme) } as ChartData;
}

function buildOptions(spec: ChartSpec, theme: Theme): ChartOptions {
  const round = isRoundChart(spec);
  return {
    responsive: true,
    maintainAspectRatio: false,
    // Drawn at once, for everyone: an entrance animation would play its 400 ms of frames
    // (about 40 ms of main-thread work) right after the click that shows the tab, to say
    // nothing the finished chart does not, and again on every colour-mode switch.
    animation: false,
    font: { family: theme.font },
    color: theme.text,
    plugins: {
      legend: {
        ...chartLegend(spec),
        labels: { color: theme.text, font: { family: theme.font, size: 12 }, boxWidth: 14 },
      },
      tooltip: {
        callbacks: {
          label: (item) =>
            tooltipLabel(spec, {
              label: item.label,
              series: item.dataset.label ?? '',
              value: Number(item.raw),
            }),
        },
      },
    },
    ...(round
      ? {}
      : {
          scales: {
            x: {
              grid: { display: false },
              ticks: { color: theme.muted, font: { family: theme.font } },
              border: { color: theme.grid },
            },
            y: {
              beginAtZero: true,
              grid: { color: theme.grid },
              ticks: { color: theme.muted, font: { family: theme.font }, precision: 0 },
              border: { display: false },
            },
          },
        }),
  } as ChartOptions;
}

/**
 * One chart.js canvas in the colours of the current Chakra theme; it redraws when the colour
 * mode changes. The canvas is an image with a summary; the data table beside it is the full
 * text alternative.
 */
export default function ChartCanvas({ spec }: { spec: ChartSpec }) {
  // The charts follow a colour-mode switch in a render of their own, after the switch has
  // painted: creating four charts again is not part of the click's answer.
  const mode = useDeferredValue(
    useSyncExternalStore(subscribeMode, readMode, () => 'light' as Mode),
  );
  const theme = useMemo(() => readTheme(mode), [mode]);
  const data = useMemo(() => buildData(spec, theme), [spec, theme]);
  const options = useMemo(() => buildOptions(spec, theme), [spec, theme]);
  if (!canDrawCanvas()) {
    return <p>This browser cannot draw the chart; its numbers are described below it.</p>;
  }
  return (
    <Chart
      key={mode}
      type={spec.type}
      data={data}
      options={options}
      role="img"
      aria-label={spec.summary}
      fallbackContent={spec.summary}
    />
  );
}
