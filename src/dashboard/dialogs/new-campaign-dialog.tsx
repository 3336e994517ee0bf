import {
  Alert,
  Button,
  Dialog,
  Field,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef, type RefObject } from 'react';
import type { DemoActors } from '@machines/app.machine';
import {
  selectNewCampaignAccount,
  selectNewCampaignErrors,
  selectNewCampaignProblem,
} from '@machines/new-campaign.machine';
import { useAppActor } from '@/state/app-actor-context';
import { selectDialog, type AppSnapshot } from '@/state/selectors';
import {
  NEW_CAMPAIGN_GROUPS,
  isOverLimit,
  messageCounter,
  submitLabel,
  type NewCampaignTextField,
} from '@/domain/new-campaign';
import { groupOptionLabel } from '@/domain/audience';
import { describeZone } from '@/domain/schedule';
import { ActorDialog, DialogCloseButton } from '@/ui/actor-dialog';
import { useAudienceCounts } from '../use-audience';
import { selectNewCampaignForm } from '../selectors';

type NewCampaignRef = DemoActors['newCampaign'];
type ContactsRef = DemoActors['contacts'];

const selectIsOpen = (snapshot: AppSnapshot) => selectDialog(snapshot) === 'newCampaign';

/**
 * The dialog's content, the form. The dialog mounts it when it opens and unmounts it once it has
 * closed: until then it reads and subscribes to nothing.
 */
function NewCampaignForm({
  actor,
  contacts,
  nameRef,
}: {
  actor: NewCampaignRef;
  contacts: ContactsRef;
  nameRef: RefObject<HTMLInputElement | null>;
}) {
  const form = useSelector(actor, selectNewCampaignForm);
  const counts = useAudienceCounts(contacts);
  const errors = useSelector(actor, selectNewCampaignErrors);
  const problem = useSelector(actor, selectNewCampaignProblem);
  const { timezone } = useSelector(actor, selectNewCampaignAccount);
  const groupRef = useRef<HTMLSelectElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const timeRef = useRef<HTMLInputElement>(null);
  const zoneId = useId();
  const problemId = useId();

  useEffect(() => {
    const refs = {
      name: nameRef,
      contactGroup: groupRef,
      message: messageRef,
      scheduledTime: timeRef,
    };
    const invalid = actor.on('field.invalid', ({ field }) => refs[field].current?.focus());
    return () => invalid.unsubscribe();
  }, [actor, nameRef]);

  const change = (field: NewCampaignTextField) => (event: { currentTarget: { value: string } }) =>
    actor.send({ type: 'newCampaign.field.change', field, value: event.currentTarget.value });

  return (
    <Dialog.Content asChild>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'newCampaign.submit', now: Date.now() });
        }}
      >
        <Dialog.Header>
          <Stack gap="1">
            <Dialog.Title>New Campaign</Dialog.Title>
            <Dialog.Description color="fg.muted" textStyle="sm">
              Write one SMS, choose who gets it, and send it now or pick a date.
            </Dialog.Description>
          </Stack>
        </Dialog.Header>
        <Dialog.Body>
          <Stack gap="4">
            <Field.Root required invalid={Boolean(errors.name)}>
              <Field.Label>
                Campaign name
                <Field.RequiredIndicator />
              </Field.Label>
              <Input
                ref={nameRef}
                value={form.name}
                onChange={change('name')}
                placeholder="e.g. Harmattan Skin Care Promo"
                autoComplete="off"
              />
              <Field.ErrorText>{errors.name}</Field.ErrorText>
            </Field.Root>

            <Field.Root>
              <Field.Label>Contact group</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  ref={groupRef}
                  value={form.contactGroup}
                  aria-describedby={problem ? problemId : undefined}
                  onChange={(event) =>
                    actor.send({
                      type: 'newCampaign.group.change',
                      group: event.currentTarget.value,
                    })
                  }
                >
                  {NEW_CAMPAIGN_GROUPS.map((group) => (
                    <option key={group} value={group}>
                      {groupOptionLabel(group, counts)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>

            <Field.Root required invalid={Boolean(errors.message)}>
              <Field.Label>
                Message
                <Field.RequiredIndicator />
              </Field.Label>
              <Textarea
                ref={messageRef}
                value={form.message}
                onChange={change('message')}
                rows={4}
                placeholder="Hello [name], ... Reply STOP to opt out."
              />
              <Field.HelperText
                color={isOverLimit(form.message) ? 'fg.error' : 'fg.muted'}
                fontWeight={isOverLimit(form.message) ? 'semibold' : 'normal'}
              >
                {messageCounter(form.message)}
              </Field.HelperText>
              <Field.ErrorText>{errors.message}</Field.ErrorText>
            </Field.Root>

            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <Field.Root>
                <Field.Label>Schedule date (optional)</Field.Label>
                <Input
                  type="date"
                  value={form.scheduledDate}
                  onChange={change('scheduledDate')}
                  aria-describedby={zoneId}
                />
              </Field.Root>
              <Field.Root invalid={Boolean(errors.scheduledTime)}>
                <Field.Label>Schedule time (with a date)</Field.Label>
                <Input
                  ref={timeRef}
                  type="time"
                  value={form.scheduledTime}
                  onChange={change('scheduledTime')}
                />
                <Field.ErrorText>{errors.scheduledTime}</Field.ErrorText>
              </Field.Root>
            </SimpleGrid>
            <Text id={zoneId} color="fg.muted" textStyle="sm" mt="-2">
              Date and time are in {describeZone(timezone)}, your account&apos;s time zone. Leave
              the date empty to send as soon as you submit.
            </Text>
            {problem && (
              <Alert.Root
                id={problemId}
                role="alert"
                status="error"
                variant="subtle"
                borderRadius="l2"
              >
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>{problem.title}</Alert.Title>
                  <Alert.Description>{problem.description}</Alert.Description>
                </Alert.Content>
              </Alert.Root>
            )}
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" onClick={() => actor.send({ type: 'newCampaign.cancel' })}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="gold">
            {submitLabel(form)}
          </Button>
        </Dialog.Footer>
        <DialogCloseButton label="Close new campaign" />
      </form>
    </Dialog.Content>
  );
}

/** The New Campaign dialog: name, group, one-SMS message and an optional schedule. */
export function NewCampaignDialog({
  actor,
  contacts,
}: {
  actor: NewCampaignRef;
  contacts: ContactsRef;
}) {
  const open = useSelector(useAppActor(), selectIsOpen);
  const nameRef = useRef<HTMLInputElement>(null);
  return (
    <ActorDialog
      open={open}
      onClose={() => actor.send({ type: 'newCampaign.cancel' })}
      initialFocus={nameRef}
      size="lg"
      scrollBehavior="inside"
    >
      <NewCampaignForm actor={actor} contacts={contacts} nameRef={nameRef} />
    </ActorDialog>
  );
}
