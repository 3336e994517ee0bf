import { Box, Button, Flex, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useRef, type RefObject } from 'react';
import { Plus, Upload } from 'lucide-react';
import type { ContactsActorRef } from '@machines/contacts.machine';
import { useAppActor } from '@/state/app-actor-context';
import { selectContactsActor } from '@/state/selectors';
import { ErrorBoundary } from '@/ui/error-boundary';
import { ContactDialog, DeleteContactDialog } from './contact-dialogs';
import { ContactFilters } from './contact-filters';
import { OptInDialog, OptOutDialog } from './consent-dialog';
import { ContactsTable } from './contacts-table';
import { ExportMenu } from './export-menu';
import { GroupCards } from './group-cards';
import { ImportDialog } from './import/import-dialog';

type ImportButton = RefObject<HTMLButtonElement | null>;

/** Export, Import and Add Contact. */
function HeaderActions({
  actor,
  importButton,
}: {
  actor: ContactsActorRef;
  importButton: ImportButton;
}) {
  return (
    <HStack gap="2" flexWrap="wrap">
      <ExportMenu actor={actor} />
      <Button
        ref={importButton}
        variant="outline"
        onClick={() => actor.send({ type: 'contacts.import.open' })}
      >
        <Upload aria-hidden />
        Import
      </Button>
      <Button colorPalette="brand" onClick={() => actor.send({ type: 'contacts.add.open' })}>
        <Plus aria-hidden />
        Add Contact
      </Button>
    </HStack>
  );
}

function ContactsHeader({
  actor,
  importButton,
}: {
  actor: ContactsActorRef | null;
  importButton: ImportButton;
}) {
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
      {actor && <HeaderActions actor={actor} importButton={importButton} />}
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

function Contacts({
  actor,
  importButton,
}: {
  actor: ContactsActorRef;
  importButton: ImportButton;
}) {
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
      <OptOutDialog actor={actor} returnFocus={returnFocus} />
      <OptInDialog actor={actor} returnFocus={returnFocus} />
      <ImportDialog actor={actor} returnFocus={() => importButton.current} />
    </Stack>
  );
}

/** The Contacts tab: a demo contact list held in memory by the contacts machine. */
export function ContactsTab() {
  const contacts = useSelector(useAppActor(), selectContactsActor);
  const importButton = useRef<HTMLButtonElement>(null);
  return (
    <Box>
      <ContactsHeader actor={contacts} importButton={importButton} />
      {contacts ? <Contacts actor={contacts} importButton={importButton} /> : <ContactsSkeleton />}
    </Box>
  );
}
