import { Box, Button, Dialog, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { Copy, Send } from 'lucide-react';
import type { DemoActors } from '@machines/app.machine';
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
import { selectCanSendNow, selectIsViewing, selectSelectedCampaign } from '../selectors';
import { StatusBadge } from './status-badge';

type CampaignsRef = DemoActors['campaigns'];

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
        <Text fontWeight="semibold">{NOT_SENT}</Text>
        <Text color="fg.muted" textStyle="sm">
          Delivery and click figures appear once a campaign has been sent.
        </Text>
      </Box>
    );
  }
  return (
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
  );
}

/** The dialog's content, mounted while the dialog is open or closing. */
function CampaignDetailsContent({ actor }: { actor: CampaignsRef }) {
  const campaign = useSelector(actor, selectSelectedCampaign);
  const canSendNow = useSelector(actor, selectCanSendNow);

  return (
    <Dialog.Content>
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
            <Grid as="dl" templateColumns={{ base: '1fr', sm: 'repeat(3, 1fr)' }} gap="4">
              <Fact label="Contact group">{campaignGroupLabel(campaign.group)}</Fact>
              <Fact label={dateCaption(campaign.status)}>
                {formatCampaignDate(campaign.sentDate)}
              </Fact>
              <Fact label="Recipients">{formatCount(campaign.recipients)}</Fact>
            </Grid>
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
                {campaign.message}
              </Box>
              <Text color="fg.muted" textStyle="xs" mt="1">
                {characterCount(campaign.message)} characters
              </Text>
            </Box>
            <Box>
              <Heading as="h3" size="sm" mb="2">
                Performance
              </Heading>
              <Metrics campaign={campaign} />
            </Box>
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
  return (
    <ActorDialog
      open={open}
      onClose={() => actor.send({ type: 'campaigns.details.close' })}
      size="lg"
      scrollBehavior="inside"
    >
      <CampaignDetailsContent actor={actor} />
    </ActorDialog>
  );
}
