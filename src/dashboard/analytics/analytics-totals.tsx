import { Card, SimpleGrid, Stat } from '@chakra-ui/react';
import type { AnalyticsTotals as Totals } from '@/domain/analytics';
import { formatCount, formatPercent } from '@/domain/dashboard-stats';

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

/** The six totals of the campaigns that went out, from sent to opt-outs. */
export function AnalyticsTotals({ totals }: { totals: Totals }) {
  return (
    <SimpleGrid columns={{ base: 2, md: 3, xl: 6 }} gap="3" as="section" aria-label="Totals">
      <TotalCard label="Total sent" value={formatCount(totals.totalSent)} help="messages" />
      <TotalCard
        label="Delivered"
        value={formatCount(totals.delivered)}
        help="confirmed by the network"
      />
      <TotalCard
        label="Failed"
        value={formatCount(totals.failed)}
        help="failed, rejected or expired"
      />
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
  );
}
