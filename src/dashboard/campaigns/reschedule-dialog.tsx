import { Button, Dialog, Field, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useId, useRef, type FormEvent, type RefObject } from 'react';
import {
  selectRescheduleProblem,
  type CampaignsActorRef,
  type CampaignsSnapshot,
} from '@machines/campaigns.machine';
import { describeZone, formatZoned } from '@/domain/schedule';
import { ActorDialog, DialogCloseButton } from '@/ui/actor-dialog';

const selectIsRescheduling = (snapshot: CampaignsSnapshot): boolean =>
  snapshot.matches('rescheduling');
const selectRescheduleDate = (snapshot: CampaignsSnapshot): string =>
  snapshot.context.reschedule.date;
const selectRescheduleTime = (snapshot: CampaignsSnapshot): string =>
  snapshot.context.reschedule.time;
const selectTimezone = (snapshot: CampaignsSnapshot) => snapshot.context.account.timezone;
/** The campaign being moved; it stays named while the dialog fades out. */
const selectRescheduleCampaign = (snapshot: CampaignsSnapshot) =>
  snapshot.context.campaigns.find((campaign) => campaign.id === snapshot.context.reschedule.id);

/**
 * The menu button of the campaign's row, where focus goes back once the dialog closes: the menu
 * item that opened the dialog has gone with its menu.
 */
const rowActions = (id: number | null) =>
  id === null ? null : document.querySelector<HTMLElement>(`[data-campaign-actions="${id}"]`);

/** The form, mounted while the dialog is open or closing. */
function RescheduleForm({
  actor,
  dateRef,
}: {
  actor: CampaignsActorRef;
  dateRef: RefObject<HTMLInputElement | null>;
}) {
  const campaign = useSelector(actor, selectRescheduleCampaign);
  const date = useSelector(actor, selectRescheduleDate);
  const time = useSelector(actor, selectRescheduleTime);
  const timezone = useSelector(actor, selectTimezone);
  const problem = useSelector(actor, selectRescheduleProblem);
  const id = useId();
  const zoneId = `${id}-zone`;
  const problemId = `${id}-problem`;
  const describedBy = problem ? `${zoneId} ${problemId}` : zoneId;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'campaigns.reschedule.confirm', now: Date.now() });
    // The machine decided; a refused time keeps the dialog open with focus on the date.
    if (actor.getSnapshot().hasTag('invalid')) dateRef.current?.focus();
  };

  return (
    <Dialog.Content>
      <form onSubmit={onSubmit} noValidate>
        <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1">
          <Dialog.Title>Reschedule campaign</Dialog.Title>
          <Dialog.Description>
            “{campaign?.name}”
            {campaign?.sentDate && campaign.sentTime
              ? `, now scheduled for ${formatZoned(campaign.sentDate, campaign.sentTime, timezone)}.`
              : '.'}
          </Dialog.Description>
        </Dialog.Header>
        <Dialog.Body>
          <Stack gap="3">
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <Field.Root invalid={problem !== null}>
                <Field.Label>Date</Field.Label>
                <Input
                  ref={dateRef}
                  type="date"
                  value={date}
                  aria-describedby={describedBy}
                  onChange={(event) =>
                    actor.send({
                      type: 'campaigns.reschedule.date.change',
                      value: event.target.value,
                    })
                  }
                />
              </Field.Root>
              <Field.Root invalid={problem !== null}>
                <Field.Label>Time</Field.Label>
                <Input
                  type="time"
                  value={time}
                  aria-describedby={describedBy}
                  onChange={(event) =>
                    actor.send({
                      type: 'campaigns.reschedule.time.change',
                      value: event.target.value,
                    })
                  }
                />
              </Field.Root>
            </SimpleGrid>
            <Text id={zoneId} fontSize="sm" color="fg.muted">
              Date and time are in {describeZone(timezone)}, your account&apos;s time zone.
            </Text>
            {problem && (
              <Text id={problemId} fontSize="sm" color="fg.error">
                {problem}
              </Text>
            )}
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline">Cancel</Button>
          </Dialog.ActionTrigger>
          <Button type="submit" colorPalette="brand">
            Reschedule
          </Button>
        </Dialog.Footer>
      </form>
      <DialogCloseButton label="Close" />
    </Dialog.Content>
  );
}

/** A scheduled campaign's new date and time, under the composer's rules; the machine decides. */
export function RescheduleDialog({ actor }: { actor: CampaignsActorRef }) {
  const open = useSelector(actor, selectIsRescheduling);
  const dateRef = useRef<HTMLInputElement>(null);
  return (
    <ActorDialog
      open={open}
      onClose={() => actor.send({ type: 'campaigns.reschedule.cancel' })}
      initialFocus={dateRef}
      finalFocus={() => rowActions(actor.getSnapshot().context.reschedule.id)}
      px="4"
    >
      <RescheduleForm actor={actor} dateRef={dateRef} />
    </ActorDialog>
  );
}
