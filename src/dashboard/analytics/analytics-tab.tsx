import {
  Box,
  Card,
  Flex,
  Grid,
  GridItem,
  Heading,
  HStack,
  SimpleGrid,
  Skeleton,
  Stack,
  Stat,
  Table,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { createContext, Suspense, useContext, useMemo, useState, type ReactNode } from 'react';
import type { DemoActors } from '@machines/app.machine';
import { useAppActor } from '@/state/app-actor-context';
import { selectTab } from '@/state/selectors';
import {
  DEVICE_SPLIT,
  HOURLY_OPENS,
  WEEKLY_ACTIVITY,
  analyticsTotals,
  busiestDay,
  campaignPerformance,
  deliveryBreakdown,
  hourLabel,
  peakHour,
  weekTotals,
} from '@/domain/analytics';
import { campaignTotals, formatCount, formatPercent } from '@/domain/dashboard-stats';
import { ErrorBoundary } from '@/ui/error-boundary';
import { lazyWithReload } from '@/ui/lazy';
import { selectCampaigns } from '../selectors';
import type { ChartSpec, SeriesRole } from './chart-spec';

// chart.js and its React wrapper are a chunk of their own, fetched when this tab is first
// shown (the dashboard's tabs mount a panel then): one reload if it fails, then the fallback.
const ChartCanvas = lazyWithReload('chart-canvas', () => import('./chart-canvas'));

/**
 * Whether the Analytics tab has been shown. Its panel is rendered ahead while hidden; chart.js is
 * fetched only once a visitor opens the tab, since a chunk that fails to load reloads the page,
 * which only the visitor's own request may cause.
 */
const ChartsWanted = createContext(false);

function useShownOnce(shown: boolean): boolean {
  const [once, setOnce] = useState(shown);
  // React's "adjust state while rendering" pattern: no extra commit.
  if (shown && !once) setOnce(true);
  return once || shown;
}

const DAY_NAMES: Record<string, string> = {
  Mon: 'Monday',
  Tue: 'Tuesday',
  Wed: 'Wednesday',
  Thu: 'Thursday',
  Fri: 'Friday',
  Sat: 'Saturday',
  Sun: 'Sunday',
};

/** A table only screen readers meet: the chart's numbers as text. */
function DataTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly (string | number)[])[];
}) {
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

function ChartCard({
  title,
  description,
  spec,
  height = '72',
  table,
  showSummary = true,
  children,
}: {
  title: string;
  description: string;
  spec: ChartSpec;
  height?: string;
  table: ReactNode;
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
          <Box h={height} position="relative">
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
          {table}
        </Box>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

function TotalCard({ label, value, help }: { label: string; value: string; help: string }) {
  return (
    <Card.Root size="sm" variant="outline">
      <Card.Body>
        <Stat.Root>
          <Stat.Label color="fg.muted">{label}</Stat.Label>
          <Stat.ValueText fontSize="xl" fontWeight="bold">
            {value}
          </Stat.ValueText>
          <Stat.HelpText as="dd" color="fg.muted">
            {help}
          </Stat.HelpText>
        </Stat.Root>
      </Card.Body>
    </Card.Root>
  );
}

function RateBar({ value, label }: { value: number; label: string }) {
  return (
    <HStack gap="2" justify="flex-end">
      <Box
        w="20"
        h="2"
        bg="bg.emphasized"
        borderRadius="full"
        overflow="hidden"
        aria-hidden="true"
        display={{ base: 'none', sm: 'block' }}
      >
        <Box h="full" w={`${Math.min(100, value)}%`} bg="brand.solid" />
      </Box>
      <Text as="span" minW="14" textAlign="end" aria-label={`${label} ${formatPercent(value)}`}>
        {formatPercent(value)}
      </Text>
    </HStack>
  );
}

const DELIVERY_ROLES: readonly SeriesRole[] = ['primary', 'accent', 'danger'];
const DELIVERY_DOT: Record<string, string> = {
  Delivered: 'brand.solid',
  Pending: 'gold.solid',
  Failed: 'red.solid',
};

/** Totals, four charts, per-campaign results and the delivery breakdown. */
export function AnalyticsTab({ campaigns: campaignsRef }: { campaigns: DemoActors['campaigns'] }) {
  const campaigns = useSelector(campaignsRef, selectCampaigns);
  const app = useAppActor();
  const chartsWanted = useShownOnce(
    useSelector(app, (snapshot) => selectTab(snapshot) === 'analytics'),
  );
  const totals = useMemo(() => analyticsTotals(campaigns), [campaigns]);
  const breakdown = useMemo(() => deliveryBreakdown(campaignTotals(campaigns)), [campaigns]);
  const performance = useMemo(() => campaignPerformance(campaigns), [campaigns]);

  const weekly = useMemo<ChartSpec>(() => {
    const week = weekTotals(WEEKLY_ACTIVITY);
    const busiest = busiestDay(WEEKLY_ACTIVITY);
    return {
      type: 'bar',
      labels: WEEKLY_ACTIVITY.map((day) => day.day),
      series: [
        { label: 'Sent', data: WEEKLY_ACTIVITY.map((day) => day.sent), role: 'primary' },
        {
          label: 'Delivered',
          data: WEEKLY_ACTIVITY.map((day) => day.delivered),
          role: 'secondary',
        },
        { label: 'Clicked', data: WEEKLY_ACTIVITY.map((day) => day.clicked), role: 'accent' },
      ],
      summary: `This week ${formatCount(week.sent)} messages were sent, ${formatCount(week.delivered)} delivered and ${formatCount(week.clicked)} clicked; the busiest day was ${DAY_NAMES[busiest?.day ?? ''] ?? busiest?.day}.`,
    };
  }, []);

  const hourly = useMemo<ChartSpec>(() => {
    const peak = peakHour(HOURLY_OPENS);
    return {
      type: 'line',
      labels: HOURLY_OPENS.map((entry) => hourLabel(entry.hour)),
      series: [{ label: 'Opens', data: HOURLY_OPENS.map((entry) => entry.opens), role: 'primary' }],
      summary: `Links are opened most around ${peak ? hourLabel(peak.hour) : ''} (${formatCount(peak?.opens ?? 0)} opens), with a second peak after work at 6 PM; few open before 8 AM or after 8 PM.`,
    };
  }, []);

  const devices = useMemo<ChartSpec>(
    () => ({
      type: 'pie',
      labels: DEVICE_SPLIT.map((entry) => entry.device),
      series: [
        {
          label: 'Share of opens',
          data: DEVICE_SPLIT.map((entry) => entry.share),
          role: ['primary', 'accent', 'neutral'],
        },
      ],
      summary: `Links were opened on ${DEVICE_SPLIT.map((entry) => `${entry.device} ${entry.share}%`).join(', ')}.`,
      valueSuffix: '%',
    }),
    [],
  );

  const delivery = useMemo<ChartSpec>(
    () => ({
      type: 'doughnut',
      labels: breakdown.map((entry) => entry.status),
      series: [
        { label: 'Messages', data: breakdown.map((entry) => entry.count), role: DELIVERY_ROLES },
      ],
      summary: `Of ${formatCount(totals.totalSent)} messages sent, ${breakdown
        .map(
          (entry) =>
            `${formatCount(entry.count)} ${entry.status.toLowerCase()} (${formatPercent(entry.share)})`,
        )
        .join(', ')}.`,
    }),
    [breakdown, totals.totalSent],
  );

  return (
    <ChartsWanted.Provider value={chartsWanted}>
      <Stack gap="6">
        <Box>
          <Heading as="h2" size="xl">
            Analytics
          </Heading>
          <Text color="fg.muted">
            Results of your completed campaigns, and how people read your messages this week.
          </Text>
        </Box>

        <SimpleGrid columns={{ base: 2, md: 3, xl: 6 }} gap="3" as="section" aria-label="Totals">
          <TotalCard label="Total sent" value={formatCount(totals.totalSent)} help="messages" />
          <TotalCard
            label="Delivered"
            value={formatCount(totals.delivered)}
            help="confirmed by the network"
          />
          <TotalCard label="Failed" value={formatCount(totals.failed)} help="not delivered" />
          <TotalCard
            label="Delivery rate"
            value={formatPercent(totals.deliveryRate)}
            help="delivered of sent"
          />
          <TotalCard
            label="Click-through"
            value={formatPercent(totals.clickThrough)}
            help="clicked of delivered"
          />
          <TotalCard label="Opt-outs" value={formatCount(totals.optOuts)} help="replied STOP" />
        </SimpleGrid>

        {/* minmax(0, 1fr): a column is as wide as the page allows, never as wide as a canvas
          chart.js sized earlier (`1fr` would let a 300 px default canvas widen the page). */}
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }} gap="6">
          <GridItem colSpan={{ base: 1, lg: 2 }}>
            <ChartCard
              title="This week"
              description="Messages sent, delivered and clicked per day, campaigns and API reminders together."
              spec={weekly}
              table={
                <DataTable
                  caption="Messages per day this week"
                  columns={['Day', 'Sent', 'Delivered', 'Clicked']}
                  rows={WEEKLY_ACTIVITY.map((day) => [
                    DAY_NAMES[day.day] ?? day.day,
                    day.sent,
                    day.delivered,
                    day.clicked,
                  ])}
                />
              }
            />
          </GridItem>
          <ChartCard
            title="Engagement by hour"
            description="Link opens by hour of the day, Accra time."
            spec={hourly}
            table={
              <DataTable
                caption="Link opens by hour"
                columns={['Hour', 'Opens']}
                rows={HOURLY_OPENS.map((entry) => [hourLabel(entry.hour), entry.opens])}
              />
            }
          />
          <ChartCard
            title="Devices"
            description="Where people opened the links in your messages."
            spec={devices}
            table={
              <DataTable
                caption="Share of link opens by device"
                columns={['Device', 'Share']}
                rows={DEVICE_SPLIT.map((entry) => [entry.device, `${entry.share}%`])}
              />
            }
          />
        </Grid>

        <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="6" alignItems="start">
          <Card.Root variant="outline">
            <Card.Header>
              <Heading as="h3" size="md">
                Campaign performance
              </Heading>
              <Text color="fg.muted" textStyle="sm">
                Completed campaigns, best delivery rate first.
              </Text>
            </Card.Header>
            <Card.Body>
              {performance.length === 0 ? (
                <Text color="fg.muted">No completed campaigns yet.</Text>
              ) : (
                <Table.ScrollArea>
                  <Table.Root size="sm">
                    <Table.Header>
                      <Table.Row>
                        <Table.ColumnHeader>Campaign</Table.ColumnHeader>
                        <Table.ColumnHeader textAlign="end">Sent</Table.ColumnHeader>
                        <Table.ColumnHeader textAlign="end">Delivery rate</Table.ColumnHeader>
                        <Table.ColumnHeader textAlign="end">Click rate</Table.ColumnHeader>
                      </Table.Row>
                    </Table.Header>
                    <Table.Body>
                      {performance.map((row) => (
                        <Table.Row key={row.id}>
                          <Table.Cell fontWeight="medium">{row.name}</Table.Cell>
                          <Table.Cell textAlign="end">{formatCount(row.sent)}</Table.Cell>
                          <Table.Cell>
                            <RateBar value={row.deliveryRate} label="Delivery rate" />
                          </Table.Cell>
                          <Table.Cell>
                            <RateBar value={row.clickRate} label="Click rate" />
                          </Table.Cell>
                        </Table.Row>
                      ))}
                    </Table.Body>
                  </Table.Root>
                </Table.ScrollArea>
              )}
            </Card.Body>
          </Card.Root>

          <ChartCard
            title="Delivery status"
            description="What happened to every message sent."
            spec={delivery}
            height="56"
            table={null}
            showSummary={false}
          >
            <Stack
              as="ul"
              gap="2"
              mt="4"
              listStyleType="none"
              ms="0"
              aria-label="Messages by delivery status"
            >
              {breakdown.map((entry) => (
                <Flex as="li" key={entry.status} justify="space-between" align="center" gap="3">
                  <HStack gap="2">
                    <Box w="3" h="3" borderRadius="full" bg={DELIVERY_DOT[entry.status]} />
                    <Text>{entry.status}</Text>
                  </HStack>
                  <Text fontWeight="medium">
                    {formatCount(entry.count)}{' '}
                    <Text as="span" color="fg.muted" fontWeight="normal">
                      ({formatPercent(entry.share)})
                    </Text>
                  </Text>
                </Flex>
              ))}
            </Stack>
          </ChartCard>
        </Grid>
      </Stack>
    </ChartsWanted.Provider>
  );
}
