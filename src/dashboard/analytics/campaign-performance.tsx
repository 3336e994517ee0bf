import { Box, Card, Heading, HStack, Table, Text } from '@chakra-ui/react';
import type { CampaignPerformance as Row } from '@/domain/analytics';
import { formatCount, formatPercent } from '@/domain/dashboard-stats';

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

/** Completed campaigns in a table, best delivery rate first. */
export function CampaignPerformance({ rows }: { rows: readonly Row[] }) {
  return (
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
        {rows.length === 0 ? (
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
                {rows.map((row) => (
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
  );
}
