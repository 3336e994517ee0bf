import { Box, Card, Heading, Skeleton, Text, VisuallyHidden } from '@chakra-ui/react';
import { createContext, Suspense, useContext, useEffect, useState, type ReactNode } from 'react';
import type { ChartSpec, ChartTable } from '@/domain/chart';
import { formatCount } from '@/domain/dashboard-stats';
import { ErrorBoundary } from '@/ui/error-boundary';
import { mayPrefetch, whenIdle } from '@/ui/idle';
import { lazyWithReload } from '@/ui/lazy';

const loadChartCanvas = () => import('./chart-canvas');

// chart.js and its React wrapper are a chunk of their own: one reload if it fails when the
// charts are wanted, then the fallback.
const ChartCanvas = lazyWithReload('chart-canvas', loadChartCanvas);

/**
 * Whether the charts are drawn: once the Analytics tab has shown, or once their code arrived
 * ahead (`useChartCodeAhead`). The panel is rendered ahead while hidden, charts included when
 * their code is here.
 */
export const ChartsWanted = createContext(false);

/**
 * Whether chart.js arrived ahead of a visit: fetched once the dashboard is idle, unless the
 * visitor saves data, so the charts are drawn in the hidden panel and opening Analytics only
 * shows them. Quietly: a chunk that fails here is asked for again when the tab opens, and only
 * that request, the visitor's own, may reload the page.
 */
export function useChartCodeAhead(): boolean {
  const [arrived, setArrived] = useState(false);
  useEffect(() => {
    if (!mayPrefetch()) return;
    let live = true;
    const cancel = whenIdle(() => {
      loadChartCanvas().then(
        () => live && setArrived(true),
        () => {},
      );
    });
    return () => {
      live = false;
      cancel();
    };
  }, []);
  return arrived;
}

/** A table only screen readers meet: the chart's numbers as text. */
function DataTable({ caption, columns, rows }: ChartTable) {
  return (
    <VisuallyHidden>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={String(row[0])}>
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={index}>{typeof cell === 'number' ? formatCount(cell) : cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </VisuallyHidden>
  );
}

/**
 * A card with one chart, its summary as the caption and its table for screen readers. The chart
 * waits for the tab to be shown, then for chart.js.
 */
export function ChartCard({
  title,
  description,
  spec,
  height = '72',
  showSummary = true,
  children,
}: {
  title: string;
  description: string;
  spec: ChartSpec;
  height?: string;
  /** Off where the card lists the numbers visibly below the chart. */
  showSummary?: boolean;
  children?: ReactNode;
}) {
  const chartsWanted = useContext(ChartsWanted);
  const loading = <Skeleton h="full" borderRadius="l2" aria-label={`Loading ${title}`} />;
  return (
    <Card.Root variant="outline" h="full">
      <Card.Header>
        <Heading as="h3" size="md">
          {title}
        </Heading>
        <Text color="fg.muted" textStyle="sm">
          {description}
        </Text>
      </Card.Header>
      <Card.Body>
        <Box as="figure" m="0">
          {/* The canvas is 300 px wide until chart.js sizes it to the box: never wider than it. */}
          <Box h={height} position="relative" css={{ '& > canvas': { maxWidth: 'full' } }}>
            <ErrorBoundary scope="this chart" compact>
              {chartsWanted ? (
                <Suspense fallback={loading}>
                  <ChartCanvas spec={spec} />
                </Suspense>
              ) : (
                loading
              )}
            </ErrorBoundary>
          </Box>
          {showSummary && (
            <Box as="figcaption" color="fg.muted" textStyle="sm" mt="3">
              {spec.summary}
            </Box>
          )}
          {spec.table && <DataTable {...spec.table} />}
        </Box>
        {children}
      </Card.Body>
    </Card.Root>
  );
}
