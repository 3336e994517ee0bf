import { Box, Grid, GridItem, Heading, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useMemo, useRef } from 'react';
import type { CampaignsRef } from '@machines/app.machine';
import { useAppActor } from '@/state/app-actor-context';
import { selectTab, type AppSnapshot } from '@/state/selectors';
import {
  DEVICE_SPLIT,
  HOURLY_OPENS,
  WEEKLY_ACTIVITY,
  analyticsTotals,
  campaignPerformance,
  deliveryBreakdown,
  deliveryChart,
  deviceChart,
  hourlyChart,
  weeklyChart,
} from '@/domain/analytics';
import { campaignTotals } from '@/domain/dashboard-stats';
import { AnalyticsTotals } from './analytics-totals';
import { CampaignPerformance } from './campaign-performance';
import { ChartCard, ChartsWanted, useChartCodeAhead } from './chart-card';
import { DeliveryStatus } from './delivery-status';
import { useCampaignsWhileShown } from '../use-campaigns';

// The sample week, hours and devices never change: their charts are shaped once.
const WEEKLY_CHART = weeklyChart(WEEKLY_ACTIVITY);
const HOURLY_CHART = hourlyChart(HOURLY_OPENS);
const DEVICE_CHART = deviceChart(DEVICE_SPLIT);

/**
 * Whether the charts are drawn: once their code arrived ahead, or else once the Analytics tab
 * has shown. Once true, the answer stays true, so the tab does not render again each time it
 * shows or hides (nor on its first visit, when the charts were drawn ahead).
 */
function useChartsWanted(): boolean {
  const codeAhead = useChartCodeAhead();
  const once = useRef(false);
  return useSelector(useAppActor(), (snapshot: AppSnapshot) => {
    once.current ||= codeAhead || selectTab(snapshot) === 'analytics';
    return once.current;
  });
}

/** Totals, four charts, per-campaign results and the delivery breakdown. */
export function AnalyticsTab({ campaigns: campaignsRef }: { campaigns: CampaignsRef }) {
  const campaigns = useCampaignsWhileShown(campaignsRef, 'analytics');
  const chartsWanted = useChartsWanted();
  const totals = useMemo(() => analyticsTotals(campaigns), [campaigns]);
  const performance = useMemo(() => campaignPerformance(campaigns), [campaigns]);
  const breakdown = useMemo(() => deliveryBreakdown(campaignTotals(campaigns)), [campaigns]);
  const delivery = useMemo(
    () => deliveryChart(breakdown, totals.totalSent),
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
            Results of the campaigns you sent, live while one is going out, and how people read your
            messages this week.
          </Text>
        </Box>

        <AnalyticsTotals totals={totals} />

        {/* minmax(0, 1fr): a column is as wide as the page allows, never as wide as a canvas
          chart.js sized earlier (`1fr` would let a 300 px default canvas widen the page). */}
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }} gap="6">
          <GridItem colSpan={{ base: 1, lg: 2 }}>
            <ChartCard
              title="This week"
              description="Messages sent, delivered and clicked per day, campaigns and API reminders together."
              spec={WEEKLY_CHART}
            />
          </GridItem>
          <ChartCard
            title="Engagement by hour"
            description="Link opens by hour of the day, Accra time."
            spec={HOURLY_CHART}
          />
          <ChartCard
            title="Devices"
            description="Where people opened the links in your messages."
            spec={DEVICE_CHART}
          />
        </Grid>

        <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="6" alignItems="start">
          <CampaignPerformance rows={performance} />
          <DeliveryStatus spec={delivery} breakdown={breakdown} />
        </Grid>
      </Stack>
    </ChartsWanted.Provider>
  );
}
