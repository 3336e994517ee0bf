import {
  Box,
  Button,
  EmptyState,
  Field,
  Flex,
  Heading,
  IconButton,
  Input,
  InputGroup,
  Menu,
  NativeSelect,
  Portal,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { memo, useMemo } from 'react';
import {
  CalendarClock,
  CalendarX,
  CircleStop,
  Copy,
  EllipsisVertical,
  Eye,
  Search,
  SearchX,
  Trash,
} from 'lucide-react';
import type { DemoActors } from '@machines/app.machine';
import {
  NOT_SENT,
  NOT_TRACKED,
  STATUS_FILTERS,
  filterCampaigns,
  formatCampaignDate,
  hasPerformance,
  isScheduled,
  canStop,
  isSending,
  type Campaign,
} from '@/domain/campaigns';
import { formatCount, formatPercent } from '@/domain/dashboard-stats';
import { campaignGroupLabel } from '@/domain/new-campaign';
import { selectCampaignSearch, selectCampaignStatus } from '../selectors';
import { CampaignDetailsDialog } from './campaign-details-dialog';
import { DeleteCampaignDialog } from './delete-campaign-dialog';
import { RescheduleDialog } from './reschedule-dialog';
import { StatusBadge } from './status-badge';
import { useCampaignsWhileShown } from '../use-campaigns';

type CampaignsRef = DemoActors['campaigns'];

/** On a narrow screen the table scrolls sideways; the campaign column stays in view. */
const STICKY = {
  position: { base: 'sticky', md: 'static' },
  insetStart: '0',
  zIndex: '1',
  borderEndWidth: { base: '1px', md: '0' },
} as const;

function NotSent() {
  return (
    <Text as="span" color="fg.muted" fontStyle="italic">
      {NOT_SENT}
    </Text>
  );
}

/** "Sending · 640 of 1,250": how many of a sending campaign's messages have an outcome. */
function SendingProgress({ campaign }: { campaign: Campaign }) {
  const { delivery } = campaign;
  return (
    <Text as="span" color="fg.info">
      Sending · {formatCount(delivery?.settled ?? 0)} of{' '}
      {formatCount(delivery?.total ?? campaign.recipients)}
    </Text>
  );
}

/**
 * The actions a row offers follow its status, read with the same domain predicates as the
 * machine's guards: a scheduled campaign can be moved or cancelled, a sending one stopped (and not
 * deleted). Reading the status, not `snapshot.can`, keeps the items steady while the menu fades
 * out over a dialog the choice opened.
 */
function RowMenu({ campaign, actor }: { campaign: Campaign; actor: CampaignsRef }) {
  const scheduled = isScheduled(campaign);
  const sending = isSending(campaign);
  const stoppable = canStop(campaign);
  const { id } = campaign;
  return (
    <Menu.Root
      lazyMount
      unmountOnExit
      positioning={{ placement: 'bottom-end' }}
      onSelect={({ value }) => {
        if (value === 'view') actor.send({ type: 'campaigns.details.open', id });
        if (value === 'duplicate') actor.send({ type: 'campaigns.duplicate', id });
        if (value === 'reschedule') actor.send({ type: 'campaigns.reschedule.open', id });
        if (value === 'cancel') actor.send({ type: 'campaigns.cancel', id });
        if (value === 'stop') actor.send({ type: 'campaigns.stop', id });
        if (value === 'delete') actor.send({ type: 'campaigns.delete.request', id });
      }}
    >
      <Menu.Trigger asChild>
        <IconButton
          variant="ghost"
          size="sm"
          aria-label={`Actions for ${campaign.name}`}
          data-campaign-actions={id}
        >
          <EllipsisVertical />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="44">
            <Menu.Item value="view">
              <Eye size="1em" aria-hidden="true" />
              View Details
            </Menu.Item>
            <Menu.Item value="duplicate">
              <Copy size="1em" aria-hidden="true" />
              Duplicate
            </Menu.Item>
            {scheduled && (
              <Menu.Item value="reschedule">
                <CalendarClock size="1em" aria-hidden="true" />
                Reschedule
              </Menu.Item>
            )}
            <Menu.Separator />
            {scheduled && (
              <Menu.Item value="cancel">
                <CalendarX size="1em" aria-hidden="true" />
                Cancel campaign
              </Menu.Item>
            )}
            {sending ? (
              stoppable && (
                <Menu.Item value="stop" color="fg.error" _highlighted={{ bg: 'bg.error' }}>
                  <CircleStop size="1em" aria-hidden="true" />
                  Stop sending
                </Menu.Item>
              )
            ) : (
              <Menu.Item value="delete" color="fg.error" _highlighted={{ bg: 'bg.error' }}>
                <Trash size="1em" aria-hidden="true" />
                Delete
              </Menu.Item>
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/**
 * One campaign's row. Memoised: while a campaign sends, its row object changes every tick and
 * the others keep theirs, so a tick re-renders one row rather than the table.
 */
const CampaignRow = memo(function CampaignRow({
  campaign,
  actor,
}: {
  campaign: Campaign;
  actor: CampaignsRef;
}) {
  const sent = hasPerformance(campaign);
  return (
    <Table.Row>
      <Table.Cell {...STICKY} bg="bg" maxW={{ base: '40', md: '64' }}>
        <Button
          variant="plain"
          h="auto"
          p="0"
          minH="6"
          fontWeight="semibold"
          textAlign="start"
          whiteSpace="normal"
          color="fg"
          _hover={{ textDecoration: 'underline' }}
          onClick={() => actor.send({ type: 'campaigns.details.open', id: campaign.id })}
        >
          {campaign.name}
        </Button>
        <Text color="fg.muted" textStyle="xs">
          {campaignGroupLabel(campaign.group)}
        </Text>
      </Table.Cell>
      <Table.Cell>
        <StatusBadge status={campaign.status} />
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">{formatCampaignDate(campaign.sentDate)}</Table.Cell>
      <Table.Cell textAlign="end" whiteSpace="nowrap">
        {isSending(campaign) ? (
          <SendingProgress campaign={campaign} />
        ) : sent ? (
          `${formatCount(campaign.delivered)}/${formatCount(campaign.recipients)}`
        ) : (
          <NotSent />
        )}
      </Table.Cell>
      <Table.Cell textAlign="end">
        {sent ? formatPercent(campaign.deliveryRate) : <NotSent />}
      </Table.Cell>
      <Table.Cell textAlign="end">
        {campaign.delivery ? (
          <Text as="span" color="fg.muted" fontStyle="italic">
            {NOT_TRACKED}
          </Text>
        ) : sent ? (
          formatPercent(campaign.clickRate)
        ) : (
          <NotSent />
        )}
      </Table.Cell>
      <Table.Cell textAlign="end">
        <RowMenu campaign={campaign} actor={actor} />
      </Table.Cell>
    </Table.Row>
  );
});

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
