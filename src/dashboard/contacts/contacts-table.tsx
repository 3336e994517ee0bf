import {
  Badge,
  Box,
  Button,
  chakra,
  Flex,
  Group,
  IconButton,
  Input,
  InputGroup,
  Menu,
  NativeSelect,
  Portal,
  SimpleGrid,
  Table,
  Text,
} from '@chakra-ui/react';
import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect, useRef, type RefObject } from 'react';
import { ChevronDown, Download, Ellipsis, Pencil, Search, Trash } from 'lucide-react';
import {
  selectFilter,
  selectGroupCounts,
  selectQuery,
  selectTotalContacts,
  selectVisibleContacts,
  type ContactsActorRef,
} from '@machines/contacts.machine';
import {
  CONTACT_FILTERS,
  FILTER_LABELS,
  formatLastContact,
  GROUP_NAMES,
  isContactFilter,
  type Contact,
  type ContactFilter,
} from '@/domain/contacts';
import type { ExportFormat } from '@/domain/csv';
import { formatPhone } from '@/domain/phone';
import { notify } from '@/ui/notify';
import { saveContacts } from './download';

type Props = { actor: ContactsActorRef };

const CARD_LABELS: Record<ContactFilter, string> = { ...FILTER_LABELS, all: 'Total Contacts' };

/** Four summary cards that filter the table; the selected one is pressed. */
export function GroupCards({ actor }: Props) {
  const counts = useSelector(actor, selectGroupCounts, shallowEqual);
  const filter = useSelector(actor, selectFilter);
  return (
    <SimpleGrid
      columns={{ base: 2, md: 4 }}
      gap="3"
      role="group"
      aria-label="Contact groups: choose one to filter the table"
    >
      {CONTACT_FILTERS.map((option) => {
        const selected = option === filter;
        return (
          <chakra.button
            key={option}
            type="button"
            aria-pressed={selected}
            onClick={() => actor.send({ type: 'contacts.filter.select', filter: option })}
            textAlign="start"
            p="4"
            borderWidth={selected ? '2px' : '1px'}
            borderColor={selected ? 'brand.solid' : 'border'}
            bg={selected ? 'brand.subtle' : 'bg.panel'}
            borderRadius="l3"
            cursor="pointer"
            transition="background 0.15s, border-color 0.15s"
            _hover={{ borderColor: 'brand.solid' }}
            _focusVisible={{
              outline: '2px solid',
              outlineColor: 'brand.focusRing',
              outlineOffset: '2px',
            }}
          >
            <Text fontSize="sm" color={selected ? 'brand.fg' : 'fg.muted'} fontWeight="medium">
              {CARD_LABELS[option]}
            </Text>
            <Text fontSize="2xl" fontWeight="bold" lineHeight="short">
              {counts[option].toLocaleString('en-GH')}
            </Text>
          </chakra.button>
        );
      })}
    </SimpleGrid>
  );
}

/** Search box and the group dropdown (in step with the cards: one filter in the machine). */
export function ContactFilters({ actor }: Props) {
  const query = useSelector(actor, selectQuery);
  const filter = useSelector(actor, selectFilter);
  return (
    <Flex gap="3" direction={{ base: 'column', sm: 'row' }}>
      <InputGroup flex="1" startElement={<Search size="1em" aria-hidden />}>
        <Input
          type="search"
          value={query}
          placeholder="Search contacts..."
          aria-label="Search contacts by name or phone"
          onChange={(event) =>
            actor.send({ type: 'contacts.search.change', value: event.target.value })
          }
        />
      </InputGroup>
      <NativeSelect.Root width={{ base: 'full', sm: '48' }}>
        <NativeSelect.Field
          aria-label="Filter by group"
          value={filter}
          onChange={(event) => {
            const { value } = event.target;
            if (isContactFilter(value))
              actor.send({ type: 'contacts.filter.select', filter: value });
          }}
        >
          {CONTACT_FILTERS.map((option) => (
            <option key={option} value={option}>
              {FILTER_LABELS[option]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Flex>
  );
}

const FORMAT_LABELS: Record<ExportFormat, string> = {
  csv: 'CSV (.csv)',
  xlsx: 'Excel workbook (.xlsx)',
};

/**
 * Export, as a split button: Export itself downloads a CSV (what it always did, and what this
 * app's import reads), and the arrow beside it opens a menu of both formats. The machine
 * decides whether there is anything to export; this writes the file it asks for.
 */
export function ExportMenu({ actor }: Props) {
  useEffect(() => {
    const subscription = actor.on('contacts.download', (event) => {
      saveContacts(event.format, event.fileName, event.rows).catch(() =>
        // Only a workbook can fail here: its writer is a chunk fetched on demand.
        notify({
          status: 'error',
          title: 'Export failed',
          description: `${event.fileName} could not be made. Check your connection and try again, or export as CSV.`,
        }),
      );
    });
    return () => subscription.unsubscribe();
  }, [actor]);
  const exportAs = (format: ExportFormat) => actor.send({ type: 'contacts.export', format });
  return (
    <Group attached>
      <Button variant="outline" onClick={() => exportAs('csv')}>
        <Download aria-hidden />
        Export
      </Button>
      <Menu.Root
        lazyMount
        unmountOnExit
        positioning={{ placement: 'bottom-end' }}
        onSelect={({ value }) => exportAs(value === 'xlsx' ? 'xlsx' : 'csv')}
      >
        <Menu.Trigger asChild>
          <IconButton variant="outline" aria-label="Choose export format" borderStartWidth="0">
            <ChevronDown />
          </IconButton>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="52">
              {(Object.keys(FORMAT_LABELS) as ExportFormat[]).map((format) => (
                <Menu.Item key={format} value={format}>
                  {FORMAT_LABELS[format]}
                </Menu.Item>
              ))}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </Group>
  );
}

type RowTrigger = RefObject<HTMLElement | null>;

function RowMenu({
  actor,
  contact,
  rowTriggerRef,
}: Props & { contact: Contact; rowTriggerRef: RowTrigger }) {
  const trigger = useRef<HTMLButtonElement>(null);
  const remember = () => {
    rowTriggerRef.current = trigger.current;
  };
  return (
    <Menu.Root lazyMount unmountOnExit positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton
          ref={trigger}
          variant="ghost"
          size="sm"
          aria-label={`Actions for ${contact.name}`}
        >
          <Ellipsis />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="36">
            <Menu.Item
              value="edit"
              onSelect={() => {
                remember();
                actor.send({ type: 'contacts.edit.open', id: contact.id });
              }}
            >
              <Pencil size="1em" aria-hidden />
              Edit
            </Menu.Item>
            <Menu.Item
              value="delete"
              color="fg.error"
              _highlighted={{ bg: 'bg.error', color: 'fg.error' }}
              onSelect={() => {
                remember();
                actor.send({ type: 'contacts.delete.request', id: contact.id });
              }}
            >
              <Trash size="1em" aria-hidden />
              Delete
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

export function ContactsTable({
  actor,
  regionRef,
  rowTriggerRef,
}: Props & { regionRef: RefObject<HTMLDivElement | null>; rowTriggerRef: RowTrigger }) {
  const contacts = useSelector(actor, selectVisibleContacts, shallowEqual);
  const total = useSelector(actor, selectTotalContacts);
  return (
    <Box>
      <Text fontSize="sm" color="fg.muted" mb="2" aria-live="polite">
        Showing {contacts.length} of {total} contacts
      </Text>
      <Table.ScrollArea
        ref={regionRef}
        position="relative"
        borderWidth="1px"
        borderRadius="l3"
        tabIndex={0}
        aria-label="Contacts table"
        role="region"
      >
        <Table.Root size="sm" minW="2xl">
          <Table.Header>
            <Table.Row bg="bg.subtle">
              <Table.ColumnHeader>Name</Table.ColumnHeader>
              <Table.ColumnHeader>Phone</Table.ColumnHeader>
              <Table.ColumnHeader>Group</Table.ColumnHeader>
              <Table.ColumnHeader>Status</Table.ColumnHeader>
              <Table.ColumnHeader>Last Contact</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">
                <Box as="span" srOnly>
                  Actions
                </Box>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {contacts.map((contact) => (
              <Table.Row key={contact.id}>
                <Table.Cell fontWeight="medium">{contact.name}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatPhone(contact.phone)}</Table.Cell>
                <Table.Cell>
                  <Badge variant="outline" colorPalette="gray">
                    {GROUP_NAMES[contact.group]}
                  </Badge>
                </Table.Cell>
                <Table.Cell>
                  {contact.status === 'opted-out' ? (
                    <Badge variant="solid" colorPalette="red">
                      opted-out
                    </Badge>
                  ) : (
                    <Badge variant="subtle" colorPalette="brand">
                      active
                    </Badge>
                  )}
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  {formatLastContact(contact.lastContact)}
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <RowMenu actor={actor} contact={contact} rowTriggerRef={rowTriggerRef} />
                </Table.Cell>
              </Table.Row>
            ))}
            {contacts.length === 0 && (
              <Table.Row>
                <Table.Cell colSpan={6} py="8" textAlign="center">
                  <Text mb="3">No contacts match this search and group.</Text>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => {
                      actor.send({ type: 'contacts.search.change', value: '' });
                      actor.send({ type: 'contacts.filter.select', filter: 'all' });
                    }}
                  >
                    Show all contacts
                  </Button>
                </Table.Cell>
              </Table.Row>
            )}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Box>
  );
}
