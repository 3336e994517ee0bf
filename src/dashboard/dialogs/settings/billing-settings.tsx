import { Badge, Box, Flex, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { CampaignsRef } from '@machines/app.machine';
import { selectCreditBalance, type CampaignsSnapshot } from '@machines/campaigns.machine';
import { SAMPLE_ACCOUNT } from '@/domain/account';
import { formatCampaignDate } from '@/domain/campaigns';
import { creditsValue, entryCharge, formatCredits, type LedgerEntry } from '@/domain/credits';
import { formatCount } from '@/domain/dashboard-stats';
import { formatCedis } from '@/domain/plans';
import { wallClock, zoneLabel } from '@/domain/schedule';
import type { Timezone } from '@/domain/settings';
import { PageLink } from '@/ui/page-link';
import type { SettingsRef } from './setting-fields';

const selectRatePerSms = (snapshot: CampaignsSnapshot): number => snapshot.context.ratePerSms;
const selectLedger = (snapshot: CampaignsSnapshot): LedgerEntry[] => snapshot.context.ledger;
const selectTimezone = (snapshot: CampaignsSnapshot): Timezone => snapshot.context.account.timezone;

const sameEntry = (a: LedgerEntry, b: LedgerEntry | undefined) =>
  b !== undefined &&
  a.campaignId === b.campaignId &&
  a.name === b.name &&
  a.at === b.at &&
  a.reserved === b.reserved &&
  a.refunded === b.refunded &&
  a.settled === b.settled;
/**
 * The machine writes a new ledger on every delivery report; the table renders again only when an
 * entry's figures change.
 */
const sameLedger = (a: readonly LedgerEntry[], b: readonly LedgerEntry[]) =>
  a.length === b.length && a.every((entry, index) => sameEntry(entry, b[index]));

/**
 * "1 Dec 2026 10:00": when a campaign started, in the account's zone (the column names the zone).
 * Short, so that Charged stays in view in the settings dialog.
 */
function formatStarted(at: number, zone: Timezone): string {
  const { date, time } = wallClock(at, zone);
  return `${formatCampaignDate(date)} ${time}`;
}

/** Each campaign sent during the visit: credits held, given back and charged. */
function ChargesTable({ campaigns }: { campaigns: CampaignsRef }) {
  const ledger = useSelector(campaigns, selectLedger, sameLedger);
  const timezone = useSelector(campaigns, selectTimezone);
  return (
    <Stack gap="2">
      <Heading as="h3" size="md" id="charges-this-visit">
        Charges this visit
      </Heading>
      {ledger.length === 0 ? (
        <Text color="fg.muted" textStyle="sm">
          No campaign sent during this visit yet.
        </Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" borderColor="border" borderRadius="l3">
          <Table.Root size="sm" aria-labelledby="charges-this-visit">
            <Table.Header>
              <Table.Row bg="bg.muted">
                <Table.ColumnHeader>Campaign</Table.ColumnHeader>
                <Table.ColumnHeader>Sent ({zoneLabel(timezone)})</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Held</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Refunded</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Charged</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {ledger.map((entry) => (
                <Table.Row key={entry.campaignId}>
                  <Table.Cell fontWeight="semibold" overflowWrap="anywhere">
                    {entry.name}
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{formatStarted(entry.at, timezone)}</Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">
                    {formatCredits(entry.reserved)}
                  </Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">
                    {formatCredits(entry.refunded)}
                  </Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">
                    {entry.settled ? (
                      formatCredits(entryCharge(entry))
                    ) : (
                      <Stack gap="0.5" align="flex-end">
                        <span>{formatCredits(entryCharge(entry))}</span>
                        <Badge colorPalette="brand" variant="subtle" size="sm">
                          in progress
                        </Badge>
                      </Stack>
                    )}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}

/** The plan, the credit balance as the visit's campaigns leave it, and the way to pricing. */
export function BillingSettings({
  actor,
  campaigns,
}: {
  actor: SettingsRef;
  campaigns: CampaignsRef;
}) {
  const { plan } = SAMPLE_ACCOUNT;
  const balance = useSelector(campaigns, selectCreditBalance);
  const ratePerSms = useSelector(campaigns, selectRatePerSms);
  return (
    <Stack gap="4">
      <Box borderWidth="1px" borderColor="border" borderRadius="l3" p="4">
        <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Box>
            <Text color="fg.muted" textStyle="sm">
              Current plan
            </Text>
            <Heading as="h3" size="lg">
              {plan.name}
            </Heading>
            <Text color="fg.muted" textStyle="sm">
              {formatCedis(plan.price)} for {formatCount(plan.sms)} SMS ·{' '}
              {formatCedis(plan.ratePerSms, 4)} per SMS
            </Text>
          </Box>
          {plan.popular && (
            <Badge colorPalette="gold" variant="solid">
              Most popular
            </Badge>
          )}
        </Flex>
      </Box>
      <Box borderWidth="1px" borderColor="border" borderRadius="l3" p="4">
        <Text color="fg.muted" textStyle="sm">
          Credit balance
        </Text>
        <Text fontSize="2xl" fontWeight="bold" data-testid="credit-balance">
          {formatCredits(balance)}
        </Text>
        <Text color="fg.muted" textStyle="sm">
          Worth {creditsValue(balance, ratePerSms)} at {formatCedis(ratePerSms, 4)} per SMS. Credits
          never expire.
        </Text>
      </Box>
      <ChargesTable campaigns={campaigns} />
      <Text>
        Need more credits?{' '}
        <PageLink
          to="pricing"
          color="brand.fg"
          fontWeight="semibold"
          textDecoration="underline"
          onNavigate={() => actor.send({ type: 'settings.cancel' })}
        >
          See plans and pricing
        </PageLink>
      </Text>
    </Stack>
  );
}
