import { Box, Dialog } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import {
  selectContactsDialog,
  selectImportActor,
  type ContactsActorRef,
} from '@machines/contacts.machine';
import type { ContactImportActorRef } from '@machines/contact-import.machine';
import { ActorDialog, DialogCloseButton } from '@/ui/actor-dialog';
import { ErrorBoundary } from '@/ui/error-boundary';
import ImportSteps from './import-steps';

/**
 * Import contacts, opened by the Contacts tab's Import button. The contacts machine owns the
 * open state; the dialog's steps belong to its child, the import machine. What reads the file
 * (a Web Worker with the parsers) loads only when a file is chosen.
 */
export function ImportDialog({
  actor,
  returnFocus,
}: {
  actor: ContactsActorRef;
  /**
   * Where focus goes once it has closed. Given, not left to the dialog: importing disables the
   * button that had focus, and the dialog would otherwise give it back to the page.
   */
  returnFocus: () => HTMLElement | null;
}) {
  const open = useSelector(actor, selectContactsDialog) === 'import';
  const running = useSelector(actor, selectImportActor);
  // The dialog fades out after the import machine has stopped: keep showing its last state.
  const [last, setLast] = useState<ContactImportActorRef | null>(running);
  if (running && running !== last) setLast(running);
  const importer = running ?? last;
  return (
    <ActorDialog
      open={open}
      onClose={() => importer?.send({ type: 'import.cancel' })}
      finalFocus={returnFocus}
      size="lg"
      scrollBehavior="inside"
      px="4"
    >
      <Dialog.Content>
        <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1">
          <Dialog.Title>Import contacts</Dialog.Title>
          <Dialog.Description>
            From Excel, Google Contacts, Outlook or a phone: .csv, .tsv, .txt, .vcf or .xlsx.
          </Dialog.Description>
        </Dialog.Header>
        <ErrorBoundary scope="the import" compact>
          {importer ? <ImportSteps actor={importer} /> : <Box p="6" />}
        </ErrorBoundary>
        <DialogCloseButton label="Close" />
      </Dialog.Content>
    </ActorDialog>
  );
}
