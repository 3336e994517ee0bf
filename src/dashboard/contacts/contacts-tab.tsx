import { Box, Button, Flex, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, type ChangeEvent, type RefObject } from 'react';
import { Plus, Upload } from 'lucide-react';
import type { ContactsActorRef } from '@machines/contacts.machine';
import { useAppActor } from '@/state/app-actor-context';
import { selectDemo } from '@/state/selectors';
import { ErrorBoundary } from '@/ui/error-boundary';
import { ContactDialog, DeleteContactDialog } from './contact-dialogs';
import { ContactFilters, ContactsTable, ExportMenu, GroupCards } from './contacts-table';

/** DOM work the contacts machine asks for: the file picker (Export writes its own files). */
function useContactsEffects(
  actor: ContactsActorRef,
  fileInput: RefObject<HTMLInputElement | null>,
) {
  useEffect(() => {
    const picker = actor.on('contacts.filePicker.open', () => fileInput.current?.click());
    return () => picker.unsubscribe();
  }, [actor, fileInput]);
}

/** Export, Import and Add Contact, with the hidden file input that Import opens. */
function HeaderActions({ actor }: { actor: ContactsActorRef }) {
  const fileInput = useRef<HTMLInputElement>(null);
  useContactsEffects(actor, fileInput);
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    file.text().then(
      (text) => actor.send({ type: 'contacts.import.file', fileName: file.name, text }),
      () => actor.send({ type: 'contacts.import.failed', fileName: file.name }),
    );
  };
  return (
    <HStack gap="2" flexWrap="wrap">
      <ExportMenu actor={actor} />
      <Button variant="outline" onClick={() => actor.send({ type: 'contacts.import.start' })}>
        <Upload aria-hidden />
        Import
      </Button>
      <Button colorPalette="brand" onClick={() => actor.send({ type: 'contacts.add.open' })}>
        <Plus aria-hidden />
        Add Contact
      </Button>
      <input
        ref={fileInput}
        type="file"
        accept=".csv,text/csv"
        aria-label="Import contacts from a CSV file"
        hidden
        onChange={onFile}
      />
    </HStack>
  );
}

function ContactsHeader({ actor }: { actor: ContactsActorRef | null }) {
  return (
    <Flex
      mb="6"
      gap="4"
      direction={{ base: 'column', md: 'row' }}
      justify="space-between"
      align={{ base: 'stretch', md: 'flex-end' }}
    >
      <Box>
        <Heading as="h2" size="xl">
          Contact Management
        </Heading>
        <Text color="fg.muted">Manage your SMS contact database</Text>
      </Box>
      {actor && <HeaderActions actor={actor} />}
    </Flex>
  );
}

function ContactsSkeleton() {
  return (
    <Stack gap="6" aria-busy="true" aria-label="Loading contacts">
      <Box display="grid" gridTemplateColumns={{ base: '1fr 1fr', md: 'repeat(4, 1fr)' }} gap="3">
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} h="20" borderRadius="l3" />
        ))}
      </Box>
      <Skeleton h="10" borderRadius="l2" />
      <Skeleton h="80" borderRadius="l3" />
    </Stack>
  );
}

function Contacts({ actor }: { actor: ContactsActorRef }) {
  // A dialog opened from a row menu hands focus back to that row's menu button, or to the
  // table when the row is gone; each is used once.
  const rowTriggerRef = useRef<HTMLElement | null>(null);
  const tableRegionRef = useRef<HTMLDivElement>(null);
  const returnFocus = () => {
    const trigger = rowTriggerRef.current;
    rowTriggerRef.current = null;
    if (!trigger) return null;
    return trigger.isConnected ? trigger : tableRegionRef.current;
  };
  return (
    <Stack gap="6">
      <GroupCards actor={actor} />
      <ContactFilters actor={actor} />
      <ErrorBoundary scope="the contact list" compact>
        <ContactsTable actor={actor} regionRef={tableRegionRef} rowTriggerRef={rowTriggerRef} />
      </ErrorBoundary>
      <ContactDialog actor={actor} returnFocus={returnFocus} />
      <DeleteContactDialog actor={actor} returnFocus={returnFocus} />
    </Stack>
  );
}

/** The Contacts tab: a demo contact list held in memory by the contacts machine. */
export function ContactsTab() {
  const contacts = useSelector(useAppActor(), selectDemo)?.contacts ?? null;
  return (
    <Box>
      <ContactsHeader actor={contacts} />
      {contacts ? <Contacts actor={contacts} /> : <ContactsSkeleton />}
    </Box>
  );
}
