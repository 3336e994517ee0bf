import { Flex, Input, InputGroup, NativeSelect } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { Search } from 'lucide-react';
import {
  selectFilter,
  selectQuery,
  selectStatusFilter,
  type ContactsActorRef,
} from '@machines/contacts.machine';
import {
  CONTACT_FILTERS,
  FILTER_LABELS,
  isContactFilter,
  isStatusFilter,
  STATUS_FILTER_LABELS,
  STATUS_FILTERS,
} from '@/domain/contacts';

type Props = { actor: ContactsActorRef };

/**
 * Search box, the group dropdown (in step with the cards: one filter in the machine) and the
 * status dropdown, whose last option is the suppression list.
 */
export function ContactFilters({ actor }: Props) {
  return (
    <Flex gap="3" direction={{ base: 'column', md: 'row' }}>
      <SearchField actor={actor} />
      <Flex gap="3" direction={{ base: 'column', sm: 'row' }}>
        <GroupSelect actor={actor} />
        <StatusSelect actor={actor} />
      </Flex>
    </Flex>
  );
}

const SEARCH_ICON = <Search size="1em" aria-hidden />;

/** The search box: of the filters, only it renders again as a person types. */
function SearchField({ actor }: Props) {
  const query = useSelector(actor, selectQuery);
  return (
    <InputGroup flex="1" startElement={SEARCH_ICON}>
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
  );
}

function GroupSelect({ actor }: Props) {
  const filter = useSelector(actor, selectFilter);
  return (
    <NativeSelect.Root width={{ base: 'full', sm: '48' }}>
      <NativeSelect.Field
        aria-label="Filter by group"
        value={filter}
        onChange={(event) => {
          const { value } = event.target;
          if (isContactFilter(value)) actor.send({ type: 'contacts.filter.select', filter: value });
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
  );
}

function StatusSelect({ actor }: Props) {
  const status = useSelector(actor, selectStatusFilter);
  return (
    <NativeSelect.Root width={{ base: 'full', sm: '60' }}>
      <NativeSelect.Field
        aria-label="Filter by status"
        value={status}
        onChange={(event) => {
          const { value } = event.target;
          if (isStatusFilter(value)) actor.send({ type: 'contacts.status.select', status: value });
        }}
      >
        {STATUS_FILTERS.map((option) => (
          <option key={option} value={option}>
            {STATUS_FILTER_LABELS[option]}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
