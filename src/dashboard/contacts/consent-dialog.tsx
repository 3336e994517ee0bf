import { Button, Dialog, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useRef, type FormEvent, type RefObject } from 'react';
import {
  selectConsentContact,
  selectContactsDialog,
  selectReason,
  selectReasonError,
  type ContactsActorRef,
} from '@machines/contacts.machine';
import { OPT_IN_REASONS, OPT_OUT_REASONS, type Contact } from '@/domain/contacts';
import { formatPhone } from '@/domain/phone';
import { ActorDialog, DialogCloseButton } from '@/ui/actor-dialog';

type Kind = 'opt-out' | 'opt-in';

const WORDS = {
  'opt-out': {
    title: 'Opt out of campaigns',
    outcome: 'will get no more campaigns.',
    ask: 'Say why, for the record.',
    suggestions: OPT_OUT_REASONS,
    submit: 'Opt out',
    palette: 'red',
  },
  'opt-in': {
    title: 'Opt back in to campaigns',
    outcome: 'will get campaigns again.',
    ask: 'Say how they gave consent again: it is kept as their consent.',
    suggestions: OPT_IN_REASONS,
    submit: 'Opt back in',
    palette: 'brand',
  },
} as const;

type Props = { actor: ContactsActorRef; returnFocus: () => HTMLElement | null };

/**
 * The contact stays named while the dialog fades out, after the machine has let it go: a null
 * counts as no change.
 */
const keepWhileClosing = (previous: Contact | null, next: Contact | null) =>
  next === null || previous === next;

/** The dialog's content: the reason, with suggestions a click puts in the field. */
function ConsentForm({
  actor,
  kind,
  reasonInput,
}: {
  actor: ContactsActorRef;
  kind: Kind;
  reasonInput: RefObject<HTMLInputElement | null>;
}) {
  const contact = useSelector(actor, selectConsentContact, keepWhileClosing);
  const reason = useSelector(actor, selectReason);
  const error = useSelector(actor, selectReasonError);
  const words = WORDS[kind];
  const who = contact ? `${contact.name} (${formatPhone(contact.phone)})` : 'This contact';
  const setReason = (value: string) =>
    actor.send({ type: 'contacts.consent.reason.change', value });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'contacts.consent.submit' });
    // The machine decided; a refused reason keeps focus in its field.
    if (selectReasonError(actor.getSnapshot())) reasonInput.current?.focus();
  };

  return (
    <Dialog.Content>
      <form onSubmit={onSubmit} noValidate>
        <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1">
          <Dialog.Title>{words.title}</Dialog.Title>
          <Dialog.Description>
            {who} {words.outcome} {words.ask}
          </Dialog.Description>
        </Dialog.Header>
        <Dialog.Body>
          <Stack gap="3">
            <Field.Root invalid={Boolean(error)} required>
              <Field.Label>
                Reason
                <Field.RequiredIndicator />
              </Field.Label>
              <Input
                ref={reasonInput}
                value={reason}
                autoComplete="off"
                onChange={(event) => setReason(event.target.value)}
              />
              <Field.ErrorText>{error}</Field.ErrorText>
            </Field.Root>
            <Stack gap="2" role="group" aria-labelledby={`${kind}-suggestions`}>
              <Text id={`${kind}-suggestions`} fontSize="sm" color="fg.muted">
                Suggestions
              </Text>
              <HStack gap="2" flexWrap="wrap">
                {words.suggestions.map((suggestion) => (
                  <Button
                    key={suggestion}
                    size="xs"
                    variant="outline"
                    aria-pressed={reason === suggestion}
                    onClick={() => {
                      setReason(suggestion);
                      reasonInput.current?.focus();
                    }}
                  >
                    {suggestion}
                  </Button>
                ))}
              </HStack>
            </Stack>
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline">Cancel</Button>
          </Dialog.ActionTrigger>
          <Button type="submit" colorPalette={words.palette}>
            {words.submit}
          </Button>
        </Dialog.Footer>
      </form>
      <DialogCloseButton label="Close" />
    </Dialog.Content>
  );
}

function ConsentDialog({ actor, returnFocus, kind }: Props & { kind: Kind }) {
  const open = useSelector(actor, selectContactsDialog) === kind;
  const reasonInput = useRef<HTMLInputElement>(null);
  return (
    <ActorDialog
      open={open}
      onClose={() => actor.send({ type: 'contacts.consent.cancel' })}
      initialFocus={reasonInput}
      finalFocus={returnFocus}
      px="4"
    >
      <ConsentForm actor={actor} kind={kind} reasonInput={reasonInput} />
    </ActorDialog>
  );
}

/** Opt out, from a row's menu: the reason is required and goes on record with the date. */
export function OptOutDialog(props: Props) {
  return <ConsentDialog {...props} kind="opt-out" />;
}

/** Opt back in, from a row's menu: how consent was given again becomes the consent on record. */
export function OptInDialog(props: Props) {
  return <ConsentDialog {...props} kind="opt-in" />;
}
