import { Box, Heading } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { CampaignsRef } from '@machines/app.machine';
import { selectDeliveryActor, type DeliveryActorRef } from '@machines/campaigns.machine';
import type { Campaign } from '@/domain/campaigns';
import { selectRatePerSms } from '../selectors';
import { DeliveryReport } from './delivery-report';
import { DeliverySummary } from './delivery-summary';

/** The delivery actor of a campaign sent this visit; undefined for any other. */
export function useDeliveryActor(
  actor: CampaignsRef,
  campaignId: number,
): DeliveryActorRef | undefined {
  return useSelector(actor, (snapshot) => selectDeliveryActor(snapshot, campaignId));
}

/** A campaign sent this visit: its live summary, then every recipient's message. */
export function LiveDelivery({ actor, campaign }: { actor: CampaignsRef; campaign: Campaign }) {
  const deliveryRef = useDeliveryActor(actor, campaign.id);
  const ratePerSms = useSelector(actor, selectRatePerSms);
  if (!campaign.delivery) return null;
  return (
    <>
      <Box>
        <Heading as="h3" size="sm" mb="2">
          Performance
        </Heading>
        <DeliverySummary
          delivery={campaign.delivery}
          live={campaign.status === 'sending'}
          ratePerSms={ratePerSms}
        />
      </Box>
      {deliveryRef && (
        <Box>
          <Heading as="h3" size="sm" mb="2">
            Delivery report
          </Heading>
          <DeliveryReport
            actor={deliveryRef}
            campaignId={campaign.id}
            campaignName={campaign.name}
            ratePerSms={ratePerSms}
          />
        </Box>
      )}
    </>
  );
}
