import { chakra, SimpleGrid, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { selectContacts, selectFilter, type ContactsActorRef } from '@machines/contacts.machine';
import { audienceCounts } from '@/domain/audience';
import { FILTER_LABELS, type ContactFilter } from '@/domain/contacts';
import { formatNumber } from '@/domain/numbers';

type Props = { actor: ContactsActorRef };

/** The spec's four cards; Newsletter is in the group dropdown. */
const CARDS = ['all', 'customers', 'prospects', 'vip'] as const satisfies readonly ContactFilter[];
const CARD_LABELS: Record<(typeof CARDS)[number], string> = {
  all: 'Total Contacts',
  customers: FILTER_LABELS.customers,
  prospects: FILTER_LABELS.prospects,
  vip: FILTER_LABELS.vip,
};

/**
 * Four summary cards that filter the table; the selected one is pressed. Each counts the
 * contacts a campaign reaches (the opted-out ones never are), and says how many opted out.
 */
export function GroupCards({ actor }: Props) {
  const contacts = useSelector(actor, selectContacts);
  // Counted once per contact list, not on every snapshot (each keystroke in the search).
  const counts = useMemo(() => audienceCounts(contacts), [contacts]);
  const filter = useSelector(actor, selectFilter);
  return (
    <SimpleGrid
      columns={{ base: 2, md: 4 }}
      gap="3"
      role="group"
      aria-label="Contact groups: choose one to filter the table"
    >
      {CARDS.map((option) => {
        const selected = option === filter;
        const { recipients, optedOut } = counts[option];
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
              {formatNumber(recipients)}
            </Text>
            {optedOut > 0 && (
              <Text fontSize="xs" color="fg.muted">
                {formatNumber(optedOut)} opted out
              </Text>
            )}
          </chakra.button>
        );
      })}
    </SimpleGrid>
  );
}
