import { Box, Button, Dialog, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { memo, useRef, type ReactNode, type RefObject } from 'react';
import { Copy, Send } from 'lucide-react';
import type { CampaignsRef } from '@machines/app.machine';
import {
  NOT_SENT,
  dateCaption,
  formatCampaignDate,
  hasPerformance,
  type Campaign,
} from '@/domain/campaigns';
import { formatCount, formatPercent } from '@/domain/dashboard-stats';
import { isContactGroupId } from '@/domain/groups';
import { campaignGroupLabel, characterCount } from '@/domain/new-campaign';
import { ActorDialog, DialogCloseButton } from '@/ui/actor-dialog';
import {
  selectCanSendNow,
  selectIsViewing,
  selectSelectedCampaign,
  selectSelectedHasDelivery,
} from '../selectors';
import { LifecycleActions } from './lifecycle-actions';
import { LiveDelivery } from './live-delivery';
import { StatusBadge } from './status-badge';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text as="dt" color="fg.muted" textStyle="xs" fontWeight="medium" textTransform="uppercase">
        {label}
      </Text>
      <Box as="dd" fontWeight="medium" ms="0">
        {children}
      </Box>
    </Box>
  );
}

function Metrics({ campaign }: { campaign: Campaign }) {
  if (!hasPerformance(campaign)) {
    return (
      <Box borderWidth="1px" borderStyle="dashed" borderColor="border" borderRadius="l2" p="4">
        <Text fontWeight="semibold">{campaign.failureReason ?? NOT_SENT}</Text>
        <Text color="fg.muted" textStyle="sm">
          Delivery and click figures appear once a campaign has been sent.
        </Text>
      </Box>
    );
  }
  return (
    <Stack gap="3">
      <Grid as="dl" templateColumns={{ base: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)' }} gap="4">
        <Fact label="Delivered">
          {formatCount(campaign.delivered)}/{formatCount(campaign.recipients)}
        </Fact>
        <Fact label="Delivery rate">{formatPercent(campaign.deliveryRate)}</Fact>
        <Fact label="Click rate">{formatPercent(campaign.clickRate)}</Fact>
        <Fact label="Failed">{formatCount(campaign.failed)}</Fact>
        <Fact label="Clicked">{formatCount(campaign.clicked)}</Fact>
        <Fact label="Opt-outs">{formatCount(campaign.optOuts)}</Fact>
      </Grid>
      <Text color="fg.muted" textStyle="sm">
        Per-recipient reports are kept for campaigns sent during this visit.
      </Text>
    </Stack>
  );
}

type FactsProps = Pick<Campaign, 'group' | 'status' | 'sentDate' | 'recipients'>;

// The facts and the message stay still while a campaign sends: they skip its ticks.
const CampaignFacts = memo(function CampaignFacts({
  group,
  status,
  sentDate,
  recipients,
}: FactsProps) {
  return (
    <Grid as="dl" templateColumns={{ base: '1fr', sm: 'repeat(3, 1fr)' }} gap="4">
      <Fact label="Contact group">{campaignGroupLabel(group)}</Fact>
      <Fact label={dateCaption(status)}>{formatCampaignDate(sentDate)}</Fact>
      <Fact label="Recipients">{formatCount(recipients)}</Fact>
    </Grid>
  );
});

const CampaignMessage = memo(function CampaignMessage({ message }: { message: string }) {
  return (
    <Box>
      <Heading as="h3" size="sm" mb="2">
        Message
      </Heading>
      <Box
        bg="brand.subtle"
        color="fg"
        borderRadius="l3"
        borderBottomStartRadius="0"
        px="4"
        py="3"
        whiteSpace="pre-wrap"
        overflowWrap="anywhere"
      >
        {message}
      </Box>
      <Text color="fg.muted" textStyle="xs" mt="1">
        {characterCount(message)} characters
      </Text>
    </Box>
  );
});

/** The dialog's content, mounted while the dialog is open or closing. */
function CampaignDetailsContent({
  actor,
  contentRef,
}: {
  actor: CampaignsRef;
  contentRef: RefObject<HTMLDivElement | null>;
}) {
  const campaign = useSelector(actor, selectSelectedCampaign);
  const canSendNow = useSelector(actor, selectCanSendNow);

  return (
    <Dialog.Content ref={contentRef}>
      <Dialog.Header pe="14">
        <Stack gap="2">
          <Dialog.Title>{campaign?.name ?? 'Campaign details'}</Dialog.Title>
          {campaign && (
            <Box>
              <StatusBadge status={campaign.status} />
            </Box>
          )}
        </Stack>
      </Dialog.Header>
      <Dialog.Body>
        {campaign && (
          <Stack gap="6">
            <Dialog.Description srOnly>
              Details and performance of the campaign {campaign.name}.
            </Dialog.Description>
            <CampaignFacts
              group={campaign.group}
              status={campaign.status}
              sentDate={campaign.sentDate}
              recipients={campaign.recipients}
            />
            <CampaignMessage message={campaign.message} />
            {campaign.delivery ? (
              <LiveDelivery actor={actor} campaign={campaign} />
            ) : (
              <Box>
                <Heading as="h3" size="sm" mb="2">
                  Performance
                </Heading>
                <Metrics campaign={campaign} />
              </Box>
            )}
            {canSendNow && !isContactGroupId(campaign.group) && (
              <Text color="fg.muted" textStyle="sm">
                Newsletter campaigns open in the composer addressed to All Contacts.
              </Text>
            )}
          </Stack>
        )}
      </Dialog.Body>
      <Dialog.Footer>
        <Flex gap="2" wrap="wrap" justify="flex-end" w="full">
          {campaign && (
            <LifecycleActions actor={actor} campaignId={campaign.id} contentRef={contentRef} />
          )}
          <Button
            variant="outline"
            onClick={() => campaign && actor.send({ type: 'campaigns.duplicate', id: campaign.id })}
          >
            <Copy aria-hidden="true" />
            Duplicate Campaign
          </Button>
          {canSendNow && (
            <Button onClick={() => actor.send({ type: 'campaigns.sendNow' })}>
              <Send aria-hidden="true" />
              Send Now
            </Button>
          )}
        </Flex>
      </Dialog.Footer>
      <DialogCloseButton label="Close campaign details" />
    </Dialog.Content>
  );
}

/** One campaign: its facts, its message, and its results if it was sent. */
export function CampaignDetailsDialog({ actor }: { actor: CampaignsRef }) {
  const open = useSelector(actor, selectIsViewing);
  const live = useSelector(actor, selectSelectedHasDelivery);
  const contentRef = useRef<HTMLDivElement>(null);
  return (
    <ActorDialog
      // A live campaign's first control is the report's search, far down: start at the top.
      initialFocus={live ? contentRef : undefined}
      open={open}
      onClose={() => actor.send({ type: 'campaigns.details.close' })}
      size={live ? 'xl' : 'lg'}
      scrollBehavior="inside"
    >
      <CampaignDetailsContent actor={actor} contentRef={contentRef} />
    </ActorDialog>
  );
}
