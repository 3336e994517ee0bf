import { Button, IconButton, Menu, Portal, Table, Text } from '@chakra-ui/react';
import { memo } from 'react';
import {
  CalendarClock,
  CalendarX,
  CircleStop,
  Copy,
  EllipsisVertical,
  Eye,
  Trash,
} from 'lucide-react';
import type { CampaignsRef } from '@machines/app.machine';
import {
  NOT_SENT,
  NOT_TRACKED,
  formatCampaignDate,
  hasPerformance,
  isScheduled,
  canStop,
  isSending,
  type Campaign,
} from '@/domain/campaigns';
import { formatCount, formatPercent } from '@/domain/dashboard-stats';
import { campaignGroupLabel } from '@/domain/new-campaign';
import { useMenuFocusReturn } from '@/ui/menu-focus';
import { StatusBadge } from './status-badge';

/** On a narrow screen the table scrolls sideways; the campaign column stays in view. */
export const STICKY = {
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
  const focusReturn = useMenuFocusReturn();
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
      onExitComplete={focusReturn.onExitComplete}
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
          <Menu.Content minW="44" {...focusReturn.contentProps}>
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
export const CampaignRow = memo(function CampaignRow({
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
