import { chakra, SimpleGrid, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { selectContacts, selectFilter, type ContactsActorRef } from '@machines/contacts.machine';
import {
  CONTACT_FILTERS,
  countByGroup,
  FILTER_LABELS,
  type ContactFilter,
} from '@/domain/contacts';
import { formatNumber } from '@/domain/numbers';

type Props = { actor: ContactsActorRef };

const CARD_LABELS: Record<ContactFilter, string> = { ...FILTER_LABELS, all: 'Total Contacts' };

/** Four summary cards that filter the table; the selected one is pressed. */
export function GroupCards({ actor }: Props) {
  const contacts = useSelector(actor, selectContacts);
  // Counted once per contact list, not on every snapshot (each keystroke in the search).
  const counts = useMemo(() => countByGroup(contacts), [contacts]);
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
              {formatNumber(counts[option])}
            </Text>
          </chakra.button>
        );
      })}
    </SimpleGrid>
  );
}
