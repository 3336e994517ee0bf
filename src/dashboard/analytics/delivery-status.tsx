import { Box, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { DELIVERY_ROLE, type DeliveryStatus as Status } from '@/domain/analytics';
import type { ChartSpec, SeriesRole } from '@/domain/chart';
import { formatCount, formatPercent } from '@/domain/dashboard-stats';
import { ChartCard } from './chart-card';

/** The list's dot beside each status, in the colour of its slice's role. */
const ROLE_DOT: Record<SeriesRole, string> = {
  primary: 'brand.solid',
  secondary: 'brand.emphasized',
  accent: 'gold.solid',
  neutral: 'gray.solid',
  danger: 'red.solid',
};

/** The delivery doughnut with the same numbers listed below it. */
export function DeliveryStatus({
  spec,
  breakdown,
}: {
  spec: ChartSpec;
  breakdown: readonly { status: Status; count: number; share: number }[];
}) {
  return (
    <ChartCard
      title="Delivery status"
      description="What happened to every message sent."
      spec={spec}
      height="56"
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
              <Box w="3" h="3" borderRadius="full" bg={ROLE_DOT[DELIVERY_ROLE[entry.status]]} />
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
  );
}
