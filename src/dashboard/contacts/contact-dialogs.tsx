import { Button, Dialog, Field, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { shallowEqual, useSelector } from '@xstate/react';
import { useRef, type FormEvent, type RefObject } from 'react';
import {
  selectContactsDialog,
  selectForm,
  selectFormErrors,
  selectPendingDelete,
  type ContactsActorRef,
} from '@machines/contacts.machine';
import { CONTACT_LIST_GROUPS, GROUP_NAMES, isContactListGroup } from '@/domain/contacts';
import { formatPhone } from '@/domain/phone';
import { ActorDialog, DialogCloseButton } from '@/ui/actor-dialog';

type Props = { actor: ContactsActorRef; returnFocus: () => HTMLElement | null };

/**
 * The contact dialog's content, the form. The dialog mounts it when it opens and unmounts it
 * once it has closed: until then it reads and subscribes to nothing.
 */
function ContactForm({
  actor,
  nameInput,
}: {
  actor: ContactsActorRef;
  nameInput: RefObject<HTMLInputElement | null>;
}) {
  const dialog = useSelector(actor, selectContactsDialog);
  const form = useSelector(actor, selectForm);
  const errors = useSelector(actor, selectFormErrors, shallowEqual);
  const phoneInput = useRef<HTMLInputElement>(null);
  const editing = dialog === 'edit';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'contacts.form.submit' });
    // The machine decided; move focus to the first field it found in error.
    const after = selectFormErrors(actor.getSnapshot());
    if (after.name) nameInput.current?.focus();
    else if (after.phone) phoneInput.current?.focus();
  };

  return (
    <Dialog.Content>
      <form onSubmit={onSubmit} noValidate>
        <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1">
          <Dialog.Title>{editing ? 'Edit Contact' : 'Add New Contact'}</Dialog.Title>
          <Dialog.Description>Enter the contact details below</Dialog.Description>
        </Dialog.Header>
        <Dialog.Body>
          <Stack gap="4">
            <Field.Root invalid={Boolean(errors.name)} required>
              <Field.Label>
                Name
                <Field.RequiredIndicator />
              </Field.Label>
              <Input
                ref={nameInput}
                value={form.name}
                autoComplete="off"
                placeholder="e.g. Ama Owusu"
                onChange={(event) =>
                  actor.send({
                    type: 'contacts.form.change',
                    field: 'name',
                    value: event.target.value,
                  })
                }
              />
              <Field.ErrorText>{errors.name}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={Boolean(errors.phone)} required>
              <Field.Label>
                Phone Number
                <Field.RequiredIndicator />
              </Field.Label>
              <Input
                ref={phoneInput}
                type="tel"
                inputMode="tel"
                value={form.phone}
                autoComplete="off"
                placeholder="+1234567890"
                onChange={(event) =>
                  actor.send({
                    type: 'contacts.form.change',
                    field: 'phone',
                    value: event.target.value,
                  })
                }
              />
              {errors.phone ? (
                <Field.ErrorText>{errors.phone}</Field.ErrorText>
              ) : (
                <Field.HelperText>
                  Ghanaian numbers such as 024 123 4567 are saved as +233 24 123 4567.
                </Field.HelperText>
              )}
            </Field.Root>
            <Field.Root>
              <Field.Label>Group</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  value={form.group}
                  onChange={(event) => {
                    const { value } = event.target;
                    if (isContactListGroup(value)) {
                      actor.send({ type: 'contacts.form.group.change', group: value });
                    }
                  }}
                >
                  {CONTACT_LIST_GROUPS.map((group) => (
                    <option key={group} value={group}>
                      {GROUP_NAMES[group]}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline">Cancel</Button>
          </Dialog.ActionTrigger>
          <Button type="submit" colorPalette="brand">
            {editing ? 'Save Changes' : 'Add Contact'}
          </Button>
        </Dialog.Footer>
      </form>
      <DialogCloseButton label="Close" />
    </Dialog.Content>
  );
}

/** The delete confirmation's content, mounted while the confirmation is open or closing. */
function DeleteContactContent({
  actor,
  cancel,
}: {
  actor: ContactsActorRef;
  cancel: RefObject<HTMLButtonElement | null>;
}) {
  const contact = useSelector(actor, selectPendingDelete);
  return (
    <Dialog.Content>
      <Dialog.Header>
        <Dialog.Title>Delete this contact?</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Text>
          {contact
            ? `${contact.name} (${formatPhone(contact.phone)}) will be removed from your contacts.`
            : 'This contact will be removed from your contacts.'}{' '}
          You can undo this from the notification that follows.
        </Text>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button ref={cancel} variant="outline">
            Cancel
          </Button>
        </Dialog.ActionTrigger>
        <Button colorPalette="red" onClick={() => actor.send({ type: 'contacts.delete.confirm' })}>
          Delete
        </Button>
      </Dialog.Footer>
    </Dialog.Content>
  );
}

/** Add New Contact, and the same dialog filled for Edit. Open state and fields: the machine. */
export function ContactDialog({ actor, returnFocus }: Props) {
  const dialog = useSelector(actor, selectContactsDialog);
  const nameInput = useRef<HTMLInputElement>(null);
  return (
    <ActorDialog
      open={dialog === 'add' || dialog === 'edit'}
      onClose={() => actor.send({ type: 'contacts.form.cancel' })}
      initialFocus={nameInput}
      finalFocus={returnFocus}
      px="4"
    >
      <ContactForm actor={actor} nameInput={nameInput} />
    </ActorDialog>
  );
}

/** Asks before deleting; the toast that follows offers Undo. */
export function DeleteContactDialog({ actor, returnFocus }: Props) {
  const open = useSelector(actor, selectContactsDialog) === 'delete';
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <ActorDialog
      role="alertdialog"
      open={open}
      onClose={() => actor.send({ type: 'contacts.delete.cancel' })}
      initialFocus={cancel}
      finalFocus={returnFocus}
      px="4"
    >
      <DeleteContactContent actor={actor} cancel={cancel} />
    </ActorDialog>
  );
}
