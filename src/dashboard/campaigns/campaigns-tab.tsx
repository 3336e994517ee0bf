import {
  Box,
  Button,
  EmptyState,
  Field,
  Flex,
  Heading,
  Input,
  InputGroup,
  NativeSelect,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { Search, SearchX } from 'lucide-react';
import type { CampaignsRef } from '@machines/app.machine';
import { STATUS_FILTERS, filterCampaigns, type Campaign } from '@/domain/campaigns';
import { selectCampaignSearch, selectCampaignStatus } from '../selectors';
import { useCampaignsWhileShown } from '../use-campaigns';
import { CampaignDetailsDialog } from './campaign-details-dialog';
import { CampaignRow, STICKY } from './campaign-row';
import { DeleteCampaignDialog } from './delete-campaign-dialog';
import { RescheduleDialog } from './reschedule-dialog';

function CampaignTable({ rows, actor }: { rows: Campaign[]; actor: CampaignsRef }) {
  return (
    <Table.ScrollArea
      borderWidth="1px"
      borderColor="border"
      borderRadius="l3"
      bg="bg"
      position="relative"
    >
      <Table.Root size="sm" minW="3xl">
        <Table.Caption srOnly>Campaign history</Table.Caption>
        <Table.Header>
          <Table.Row bg="bg.muted">
            <Table.ColumnHeader {...STICKY} bg="bg.muted">
              Campaign
            </Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader>Date</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Delivered</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Delivery rate</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Click rate</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end" position="relative">
              <Box as="span" srOnly>
                Actions
              </Box>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((campaign) => (
            <CampaignRow key={campaign.id} campaign={campaign} actor={actor} />
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** Campaign history: search, status filter, row actions and the details dialog. */
export function CampaignsTab({ campaigns: actor }: { campaigns: CampaignsRef }) {
  const campaigns = useCampaignsWhileShown(actor, 'campaigns');
  const search = useSelector(actor, selectCampaignSearch);
  const status = useSelector(actor, selectCampaignStatus);
  const rows = useMemo(
    () => filterCampaigns(campaigns, { search, status }),
    [campaigns, search, status],
  );

  return (
    <Stack gap="5">
      <Box>
        <Heading as="h2" size="xl">
          Campaigns
        </Heading>
        <Text color="fg.muted">
          Every campaign on the account: sent, sending, scheduled, drafts and failed.
        </Text>
      </Box>

      <Flex gap="3" direction={{ base: 'column', sm: 'row' }} align={{ sm: 'flex-end' }}>
        <Field.Root flex="1">
          <Field.Label>Search campaigns</Field.Label>
          <InputGroup startElement={<Search size="1em" aria-hidden="true" />}>
            <Input
              type="search"
              placeholder="Search by campaign name"
              value={search}
              bg="bg"
              onChange={(event) =>
                actor.send({ type: 'campaigns.search.change', value: event.currentTarget.value })
              }
            />
          </InputGroup>
        </Field.Root>
        <Field.Root w={{ base: 'full', sm: '48' }}>
          <Field.Label>Status</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={status}
              bg="bg"
              onChange={(event) =>
                actor.send({ type: 'campaigns.filter.change', status: event.currentTarget.value })
              }
            >
              {STATUS_FILTERS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </Flex>

      <Text color="fg.muted" textStyle="sm" aria-live="polite">
        Showing {rows.length} of {campaigns.length} campaigns
      </Text>

      {rows.length > 0 ? (
        <CampaignTable rows={rows} actor={actor} />
      ) : (
        <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderRadius="l3" bg="bg">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <SearchX />
            </EmptyState.Indicator>
            <Stack textAlign="center" gap="1">
              <EmptyState.Title>No campaigns match</EmptyState.Title>
              <EmptyState.Description>
                {campaigns.length === 0
                  ? 'There are no campaigns yet. Start one with New Campaign.'
                  : 'Try another name or status, or show every campaign again.'}
              </EmptyState.Description>
            </Stack>
            {campaigns.length > 0 && (
              <Button
                variant="outline"
                onClick={() => actor.send({ type: 'campaigns.filters.clear' })}
              >
                Clear search and filter
              </Button>
            )}
          </EmptyState.Content>
        </EmptyState.Root>
      )}

      <CampaignDetailsDialog actor={actor} />
      <DeleteCampaignDialog actor={actor} />
      <RescheduleDialog actor={actor} />
    </Stack>
  );
}
