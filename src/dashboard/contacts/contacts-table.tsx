import {
  Box,
  Table,
  Text,
  useRecipe,
  useSlotRecipe,
  type SystemStyleObject,
} from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { createContext, useContext, useEffect, useMemo, type RefObject } from 'react';
import {
  selectContacts,
  selectFilter,
  selectQuery,
  selectStatusFilter,
  type ContactsActorRef,
} from '@machines/contacts.machine';
import { type Contact } from '@/domain/contacts';
import { indexContacts, searchContacts, type ContactSearchIndex } from '@/domain/contact-search';
import { formatNumber } from '@/domain/numbers';
import { AllRows, HEADER } from './contact-rows';
import { RowMenuRoot, type RowTrigger } from './row-menu';
import { useVirtualModule, WindowedRows } from './row-window';

type Props = { actor: ContactsActorRef };

/**
 * The table's styles, from the recipes its Chakra components use (as Table.Root's `native` does):
 * the table looks as it did when every cell, badge and button was a component of its own, but
 * the styles are worked out once, on an element that never renders again, and a row costs no
 * style work when it comes into view.
 */
function useTableCss(): SystemStyleObject {
  const table = useSlotRecipe({ key: 'table' });
  const badge = useRecipe({ key: 'badge' });
  const button = useRecipe({ key: 'button' });
  return useMemo(() => {
    const slots = table({ size: 'sm' });
    return {
      '& table': { ...slots.root, minW: '3xl' },
      '& thead': slots.header,
      '& tbody': slots.body,
      '& tr': slots.row,
      '& thead th': slots.columnHeader,
      '& td': slots.cell,
      '& thead tr': { bg: 'bg.subtle' },
      '& th[data-col="actions"], & td[data-actions]': { textAlign: 'end' },
      '& td[data-name]': { fontWeight: 'medium' },
      '& td[data-nowrap]': { whiteSpace: 'nowrap' },
      '& td[data-empty]': { py: '8', textAlign: 'center' },
      // Two lines of small text: no taller than the row's menu button.
      '& td[data-consent]': { fontSize: 'xs', lineHeight: '1rem' },
      '& td[data-consent] > span': {
        display: 'block',
        maxW: '72',
        whiteSpace: 'nowrap',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
      },
      '& td[data-consent] > [data-detail]': { color: 'fg.muted' },
      // A long list keeps its columns where they are as rows scroll in and out, instead of
      // resizing them to the names in view.
      '& table[data-windowed]': { tableLayout: 'fixed' },
      '& table[data-windowed] th[data-col="name"]': { width: '22%' },
      '& table[data-windowed] th[data-col="phone"]': { width: '16%' },
      '& table[data-windowed] th[data-col="group"]': { width: '11%' },
      '& table[data-windowed] th[data-col="status"]': { width: '11%' },
      '& table[data-windowed] th[data-col="last"]': { width: '12%' },
      '& table[data-windowed] th[data-col="consent"]': { width: '22%' },
      '& table[data-windowed] th[data-col="actions"]': { width: '6%' },
      '& [data-badge="group"]': { ...badge({ variant: 'outline' }), colorPalette: 'gray' },
      '& [data-badge="active"]': { ...badge({ variant: 'subtle' }), colorPalette: 'brand' },
      '& [data-badge="opted-out"]': { ...badge({ variant: 'solid' }), colorPalette: 'red' },
      // IconButton's own additions to the button recipe.
      '& [data-row-menu]': {
        ...button({ variant: 'ghost', size: 'sm' }),
        px: '0',
        py: '0',
        _icon: { fontSize: '1.2em' },
      },
    };
  }, [table, badge, button]);
}

/**
 * Up to this many rows the table renders them all, as it always did: the DOM stays small, the
 * browser's find-in-page and printing see every row, and so do tests in jsdom, which lays
 * nothing out. Above it the table renders the rows in and near the viewport.
 */
const RENDER_ALL_UP_TO = 200;
/** Rows a long list shows while the virtualizer loads: more than a screen holds, no more. */
const FIRST_ROWS = 30;

/** The rows the search, group and status filters leave, worked out once per keystroke. */
function useShownContacts(actor: ContactsActorRef): Shown {
  const contacts = useSelector(actor, selectContacts);
  // Not deferred: a keystroke's render is the count and the few rows it brings, cheaper than the
  // second render and the scheduling a deferred value costs.
  const query = useSelector(actor, selectQuery);
  const filter = useSelector(actor, selectFilter);
  const status = useSelector(actor, selectStatusFilter);
  const index = useMemo(() => indexContacts(contacts), [contacts]);
  usePreparedSearch(index);
  return useMemo(
    () => ({ shown: searchContacts(index, { query, filter, status }), total: contacts.length }),
    [index, query, filter, status, contacts],
  );
}

/**
 * Prepares the search while the browser is idle, a slice per idle period, so that the first
 * keystroke over 20,000 contacts does not pay for lower-casing every name first. Where there is
 * no idle callback (Safari), the first search prepares it.
 */
function usePreparedSearch(index: ContactSearchIndex) {
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') return;
    let id = 0;
    const step = (deadline: IdleDeadline) => {
      if (!index.prepare(() => deadline.timeRemaining() < 2)) id = window.requestIdleCallback(step);
    };
    id = window.requestIdleCallback(step);
    return () => window.cancelIdleCallback(id);
  }, [index]);
}

type TableProps = Props & {
  regionRef: RefObject<HTMLDivElement | null>;
  rowTriggerRef: RowTrigger;
};

interface Shown {
  /** The contacts the search, the group and the status filters leave, in list order. */
  shown: readonly Contact[];
  total: number;
}

/**
 * The rows shown, for the parts of the table that change with them: the count, the table's row
 * count and the rows. Everything around them renders once.
 */
const ShownContext = createContext<Shown>({ shown: [], total: 0 });

/** The count and the table of the contacts the search and the group filter leave. */
export function ContactsTable({ actor, regionRef, rowTriggerRef }: TableProps) {
  const shown = useShownContacts(actor);
  const layout = useMemo(
    () => <TableLayout actor={actor} regionRef={regionRef} rowTriggerRef={rowTriggerRef} />,
    [actor, regionRef, rowTriggerRef],
  );
  return <ShownContext.Provider value={shown}>{layout}</ShownContext.Provider>;
}

/** What does not change with the rows: it renders once, with the table's styles. */
function TableLayout({ actor, regionRef, rowTriggerRef }: TableProps) {
  const tableCss = useTableCss();
  return (
    <Box>
      <ShownCount />
      <RowMenuRoot actor={actor} rowTriggerRef={rowTriggerRef}>
        <Table.ScrollArea
          ref={regionRef}
          position="relative"
          borderWidth="1px"
          borderRadius="l3"
          tabIndex={0}
          aria-label="Contacts table"
          role="region"
          css={tableCss}
        >
          <ContactsGrid actor={actor} />
        </Table.ScrollArea>
      </RowMenuRoot>
    </Box>
  );
}

function ShownCount() {
  const { shown, total } = useContext(ShownContext);
  return (
    <Text fontSize="sm" color="fg.muted" mb="2" aria-live="polite" aria-atomic="true">
      Showing {formatNumber(shown.length)} of {formatNumber(total)} contacts
    </Text>
  );
}

/** The table itself, in plain elements that the layout around it styles. */
function ContactsGrid({ actor }: Props) {
  const { shown } = useContext(ShownContext);
  const windowed = shown.length > RENDER_ALL_UP_TO;
  const virtual = useVirtualModule(windowed);
  return (
    // The row count and each row's index tell a screen reader where it is in the whole list,
    // also when only a window of it is rendered.
    <table aria-rowcount={Math.max(shown.length, 1) + 1} data-windowed={windowed ? '' : undefined}>
      {HEADER}
      {windowed && virtual ? (
        <WindowedRows virtual={virtual} shown={shown} />
      ) : (
        <AllRows actor={actor} shown={windowed ? shown.slice(0, FIRST_ROWS) : shown} />
      )}
    </table>
  );
}
