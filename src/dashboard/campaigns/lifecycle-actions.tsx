import { Button } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { RefObject } from 'react';
import { CalendarClock, CalendarX, CircleStop } from 'lucide-react';
import type { CampaignsRef } from '@machines/app.machine';
import type { CampaignsEvent } from '@machines/campaigns.machine';
import { selectCanStop } from '@machines/delivery.machine';
import {
  selectCanCancelCampaign,
  selectCanRescheduleCampaign,
  selectCanStopCampaign,
} from '../selectors';
import { useDeliveryActor } from './live-delivery';

/** Stop for a campaign on its way; Reschedule and Cancel for a scheduled one. */
export function LifecycleActions({
  actor,
  campaignId,
  contentRef,
}: {
  actor: CampaignsRef;
  campaignId: number;
  contentRef: RefObject<HTMLDivElement | null>;
}) {
  const deliveryRef = useDeliveryActor(actor, campaignId);
  const canStop = useSelector(actor, (snapshot) => selectCanStopCampaign(snapshot, campaignId));
  // Once stopped it is still sending, until the networks answer: Stop has nothing left to do.
  const deliveryCanStop = useSelector(deliveryRef, (snapshot) =>
    snapshot ? selectCanStop(snapshot) : false,
  );
  const canCancel = useSelector(actor, (snapshot) => selectCanCancelCampaign(snapshot, campaignId));
  const canReschedule = useSelector(actor, (snapshot) =>
    selectCanRescheduleCampaign(snapshot, campaignId),
  );
  // The pressed button goes away with the state it belonged to: the focus stays in the dialog.
  const sendAndRefocus = (event: Extract<CampaignsEvent, { id: number }>) => {
    actor.send(event);
    contentRef.current?.focus();
  };
  return (
    <>
      {canStop && deliveryCanStop && (
        <Button
          variant="outline"
          colorPalette="red"
          onClick={() => sendAndRefocus({ type: 'campaigns.stop', id: campaignId })}
        >
          <CircleStop aria-hidden="true" />
          Stop sending
        </Button>
      )}
      {canCancel && (
        <Button
          variant="outline"
          colorPalette="red"
          onClick={() => sendAndRefocus({ type: 'campaigns.cancel', id: campaignId })}
        >
          <CalendarX aria-hidden="true" />
          Cancel campaign
        </Button>
      )}
      {canReschedule && (
        <Button
          variant="outline"
          onClick={() => actor.send({ type: 'campaigns.reschedule.open', id: campaignId })}
        >
          <CalendarClock aria-hidden="true" />
          Reschedule
        </Button>
      )}
    </>
  );
}
