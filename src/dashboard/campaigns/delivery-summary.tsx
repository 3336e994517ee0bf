import { Box, Flex, Grid, Progress, Stack, Text } from '@chakra-ui/react';
import type { CampaignDelivery } from '@/domain/campaigns';
import { creditsValue, entryCharge, formatCredits } from '@/domain/credits';
import { formatPercent } from '@/domain/dashboard-stats';
import {
  describeOutcome,
  liveDeliveryRate,
  MESSAGE_STATUS_HINTS,
  MESSAGE_STATUS_LABELS,
  progressPercent,
  type MessageStatus,
} from '@/domain/delivery';
import { formatNumber } from '@/domain/numbers';

/** The counters, in the order a message moves; Not sent only once a stop left some behind. */
const COUNTED: readonly MessageStatus[] = [
  'queued',
  'submitted',
  'delivered',
  'failed',
  'rejected',
  'expired',
  'unsent',
];

/** The colour of a status, shared with the report's badges. */
export const MESSAGE_STATUS_PALETTE: Readonly<Record<MessageStatus, string>> = {
  queued: 'gray',
  submitted: 'blue',
  delivered: 'green',
  failed: 'red',
  rejected: 'orange',
  expired: 'gold',
  unsent: 'gray',
};

/** Progress is announced in quarters, then once at the end: never every tick. */
const ANNOUNCE_STEP = 25;

interface Props {
  delivery: CampaignDelivery;
  /** Still sending (or stopping): the numbers move. */
  live: boolean;
  ratePerSms: number;
}

function announcement(delivery: CampaignDelivery, live: boolean, percent: number): string {
  if (!live) {
    const ending = delivery.stopped ? 'Sending stopped' : 'Sending finished';
    return `${ending}: ${describeOutcome(delivery)}.`;
  }
  const step = Math.floor(percent / ANNOUNCE_STEP) * ANNOUNCE_STEP;
  return step === 0 ? '' : `${step}% of messages have an outcome.`;
}

/** Where a campaign sent this visit stands: counters, progress, delivery rate and credits. */
export function DeliverySummary({ delivery, live, ratePerSms }: Props) {
  const { counts } = delivery;
  const percent = progressPercent(delivery);
  const charged = entryCharge(delivery);
  const shown = COUNTED.filter((status) => status !== 'unsent' || counts.unsent > 0);

  return (
    <Stack gap="4">
      <Grid
        as="dl"
        templateColumns={{ base: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(4, 1fr)' }}
        gap="3"
      >
        {shown.map((status) => (
          <Box
            key={status}
            borderWidth="1px"
            borderColor="border"
            borderStartWidth="3px"
            borderStartColor={`${MESSAGE_STATUS_PALETTE[status]}.solid`}
            borderRadius="l2"
            px="3"
            py="2"
            title={MESSAGE_STATUS_HINTS[status]}
          >
            <Text as="dt" color="fg.muted" textStyle="xs" fontWeight="medium">
              {MESSAGE_STATUS_LABELS[status]}
            </Text>
            <Text
              as="dd"
              ms="0"
              textStyle="lg"
              fontWeight="semibold"
              fontVariantNumeric="tabular-nums"
            >
              {formatNumber(counts[status])}
            </Text>
          </Box>
        ))}
      </Grid>

      <Progress.Root value={percent} colorPalette="brand" size="sm">
        <Flex justify="space-between" gap="2" mb="2" wrap="wrap">
          <Progress.Label textStyle="sm">Messages with an outcome</Progress.Label>
          {/* Plain text, not Progress.ValueText: that one is a live region, read out every tick. */}
          <Text textStyle="sm" color="fg.muted" fontVariantNumeric="tabular-nums">
            {formatNumber(delivery.settled)} of {formatNumber(delivery.total)} ({percent}%)
          </Text>
        </Flex>
        <Progress.Track aria-label="Messages with an outcome" aria-valuetext={`${percent}%`}>
          <Progress.Range transition="none" />
        </Progress.Track>
      </Progress.Root>

      <Stack gap="1" textStyle="sm">
        <Text>
          <Text as="span" color="fg.muted">
            Delivery rate:{' '}
          </Text>
          <Text as="span" fontWeight="semibold">
            {formatPercent(liveDeliveryRate(counts))}
          </Text>
          <Text as="span" color="fg.muted">
            {' '}
            of the messages with an outcome
          </Text>
        </Text>
        <Text>
          Held {formatCredits(delivery.reserved)} · refunded {formatCredits(delivery.refunded)} ·{' '}
          {live ? 'charged so far' : 'charged'} {formatCredits(charged)} (
          {creditsValue(charged, ratePerSms)})
        </Text>
        {live && delivery.stopped && (
          <Text color="fg.muted">
            Stopped: messages already with the networks still get their outcome; the rest are not
            sent and not charged.
          </Text>
        )}
      </Stack>

      <Box srOnly aria-live="polite" aria-atomic="true">
        {announcement(delivery, live, percent)}
      </Box>
    </Stack>
  );
}
