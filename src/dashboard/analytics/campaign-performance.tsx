import { Box, Card, Heading, HStack, Table, Text } from '@chakra-ui/react';
import type { CampaignPerformance as Row } from '@/domain/analytics';
import { formatCount, formatPercent } from '@/domain/dashboard-stats';
import { StatusBadge } from '../campaigns/status-badge';
import { NOT_TRACKED } from '@/domain/campaigns';

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

/** Campaigns that went out in a table: those sending first, with live figures, then by delivery rate. */
export function CampaignPerformance({ rows }: { rows: readonly Row[] }) {
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Heading as="h3" size="md">
          Campaign performance
        </Heading>
        <Text color="fg.muted" textStyle="sm">
          Campaigns sent, best delivery rate first; those still sending lead, with live figures.
        </Text>
      </Card.Header>
      <Card.Body>
        {rows.length === 0 ? (
          <Text color="fg.muted">No campaigns sent yet.</Text>
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
                    <Table.Cell fontWeight="medium">
                      <HStack gap="2" wrap="wrap">
                        <Text as="span">{row.name}</Text>
                        {row.status !== 'completed' && <StatusBadge status={row.status} />}
                      </HStack>
                    </Table.Cell>
                    <Table.Cell textAlign="end">{formatCount(row.sent)}</Table.Cell>
                    <Table.Cell>
                      <RateBar value={row.deliveryRate} label="Delivery rate" />
                    </Table.Cell>
                    <Table.Cell>
                      {row.clickRate === null ? (
                        <Text as="span" color="fg.muted" fontStyle="italic" textStyle="sm">
                          {NOT_TRACKED}
                        </Text>
                      ) : (
                        <RateBar value={row.clickRate} label="Click rate" />
                      )}
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
