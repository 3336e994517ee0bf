import { Box, Button, Text } from '@chakra-ui/react';
import { memo } from 'react';
import type { ContactsActorRef } from '@machines/contacts.machine';
import { describeConsent, formatLastContact, GROUP_NAMES, type Contact } from '@/domain/contacts';
import { formatPhone } from '@/domain/phone';
import { RowMenuButton } from './row-menu';

type Props = { actor: ContactsActorRef };

type RowProps = {
  contact: Contact;
  /** Its place in the list shown, from 0. */
  index: number;
  /** The virtualizer's measuring ref, when the table renders a window of the list. */
  measure?: (row: HTMLTableRowElement | null) => void;
};

/**
 * One contact, in plain elements: the table styles them with its recipes (see `useTableCss`),
 * so a row costs no style work of its own when it comes into the window. Memoised: when the
 * window moves, only the rows that come into it render, and a search only the rows it brings.
 */
export const ContactRow = memo(function ContactRow({ contact, index, measure }: RowProps) {
  return (
    <tr ref={measure} data-index={index} aria-rowindex={index + 2}>
      <td data-name="">{contact.name}</td>
      <td data-nowrap="">{formatPhone(contact.phone)}</td>
      <td>
        <span data-badge="group">{GROUP_NAMES[contact.group]}</span>
      </td>
      <td>
        <span data-badge={contact.status}>{contact.status}</span>
      </td>
      <td data-nowrap="">{formatLastContact(contact.lastContact)}</td>
      <ConsentCell contact={contact} />
      <td data-actions="">
        <RowMenuButton contact={contact} />
      </td>
    </tr>
  );
});

/**
 * How and when the contact agreed to be messaged, or when and why it opted out: the record a
 * person shows when asked where a number came from (Act 772, s.50). Two short lines, cut with
 * an ellipsis in a narrow column; the whole text is the cell's title.
 */
function ConsentCell({ contact }: { contact: Contact }) {
  const { label, detail } = describeConsent(contact);
  return (
    <td data-consent="" title={detail ? `${label}: ${detail}` : label}>
      <span>{label}</span>
      {detail && <span data-detail="">{detail}</span>}
    </td>
  );
}

/** The header row, the same on every render. */
export const HEADER = (
  <thead>
    <tr aria-rowindex={1}>
      <th data-col="name">Name</th>
      <th data-col="phone">Phone</th>
      <th data-col="group">Group</th>
      <th data-col="status">Status</th>
      <th data-col="last">Last Contact</th>
      <th data-col="consent">Consent</th>
      <th data-col="actions">
        <Box as="span" srOnly>
          Actions
        </Box>
      </th>
    </tr>
  </thead>
);

/** Space for the rows out of the window, so the page scrolls as if they were all there. */
export function SpacerRow({ height }: { height: number }) {
  return (
    <tr aria-hidden="true">
      <td colSpan={COLUMNS} style={{ height, padding: 0, border: 0 }} />
    </tr>
  );
}

const COLUMNS = 7;

/** Every row, or the first of a long list until the virtualizer arrives. */
export function AllRows({ actor, shown }: Props & { shown: readonly Contact[] }) {
  return (
    <tbody>
      {shown.map((contact, index) => (
        <ContactRow key={contact.id} contact={contact} index={index} />
      ))}
      {shown.length === 0 && (
        <tr aria-rowindex={2}>
          <td colSpan={COLUMNS} data-empty="">
            <Text mb="3">No contacts match this search and these filters.</Text>
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                actor.send({ type: 'contacts.search.change', value: '' });
                actor.send({ type: 'contacts.filter.select', filter: 'all' });
                actor.send({ type: 'contacts.status.select', status: 'all' });
              }}
            >
              Show all contacts
            </Button>
          </td>
        </tr>
      )}
    </tbody>
  );
}
