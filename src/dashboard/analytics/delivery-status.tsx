import { Box, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { DELIVERY_ROLE, DELIVERY_STATUS_NOTES, type DeliveryShare } from '@/domain/analytics';
import type { ChartSpec, SeriesRole } from '@/domain/chart';
import { formatCount, formatPercent } from '@/domain/dashboard-stats';
import { ChartCard } from './chart-card';

/**
 * The list's dot beside each status, in the colour of its slice's role. Grey and the lighter green
 * take the chart's own steps (chart-canvas): `gray.solid` is near black, `brand.emphasized` pale.
 */
const ROLE_DOT: Record<SeriesRole, string | { base: string; _dark: string }> = {
  primary: 'brand.solid',
  secondary: { base: 'brand.400', _dark: 'brand.600' },
  accent: 'gold.solid',
  neutral: { base: 'gray.400', _dark: 'gray.500' },
  danger: 'red.solid',
};

/** The delivery doughnut with the same numbers listed below it. */
export function DeliveryStatus({
  spec,
  breakdown,
}: {
  spec: ChartSpec;
  breakdown: readonly DeliveryShare[];
}) {
  return (
    <ChartCard
      title="Delivery status"
      description="What happened to every message sent, including those still going out."
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
            <HStack gap="2" align="baseline">
              <Box
                w="3"
                h="3"
                flexShrink={0}
                borderRadius="full"
                alignSelf="center"
                bg={ROLE_DOT[DELIVERY_ROLE[entry.status]]}
              />
              <Box>
                <Text>{entry.status}</Text>
                <Text color="fg.muted" textStyle="xs">
                  {DELIVERY_STATUS_NOTES[entry.status]}
                </Text>
              </Box>
            </HStack>
            <Text fontWeight="medium" flexShrink={0}>
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
