import {
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
  useMenuContext,
  useRecipe,
  useSlotRecipe,
  type SystemStyleObject,
} from '@chakra-ui/react';
import type * as VirtualExports from '@tanstack/react-virtual';
import type { Range, VirtualItem, Virtualizer } from '@tanstack/react-virtual';
import { useSelector } from '@xstate/react';
import {
  createContext,
  memo,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { ChevronDown, Download, Ellipsis, Pencil, Search, Trash } from 'lucide-react';
import {
  selectContacts,
  selectFilter,
  selectQuery,
  type ContactsActorRef,
} from '@machines/contacts.machine';
import {
  CONTACT_FILTERS,
  countByGroup,
  FILTER_LABELS,
  formatLastContact,
  GROUP_NAMES,
  indexContacts,
  isContactFilter,
  searchContacts,
  type Contact,
  type ContactFilter,
  type ContactSearchIndex,
} from '@/domain/contacts';
import type { ExportFormat } from '@/domain/csv';
import { formatNumber } from '@/domain/numbers';
import { formatPhone } from '@/domain/phone';
import { notify } from '@/ui/notify';
import { saveContacts } from './download';

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

/** Search box and the group dropdown (in step with the cards: one filter in the machine). */
export function ContactFilters({ actor }: Props) {
  return (
    <Flex gap="3" direction={{ base: 'column', sm: 'row' }}>
      <SearchField actor={actor} />
      <GroupSelect actor={actor} />
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
      // Only a workbook can fail here: its writer is a chunk fetched on demand, and it needs
      // workers the page may refuse (see download.ts).
      saveContacts(event.format, event.fileName, event.rows).catch(() =>
        notify({
          status: 'error',
          title: 'Export failed',
          description: `${event.fileName} could not be made. Try again, or export as CSV: Excel opens that too.`,
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

/** The id of a row's Actions button: the menu finds the button it opened from by it. */
const rowMenuTriggerId = (value: string | null | undefined) => `contact-${value ?? 'none'}-actions`;

/**
 * One Actions menu for every row. Each row's button is one of its triggers (Zag's menus take
 * several, told apart by value), so a row costs a button, not a menu machine of its own: at
 * 20,000 contacts, a keystroke that brings new rows into the table mounts no menus. The menu
 * opens under the row's button, says which row it belongs to, and gives focus back to it.
 */
function RowMenuRoot({
  actor,
  rowTriggerRef,
  children,
}: Props & { rowTriggerRef: RowTrigger; children: ReactNode }) {
  return (
    <Menu.Root
      lazyMount
      unmountOnExit
      ids={{ trigger: rowMenuTriggerId }}
      positioning={{ placement: 'bottom-end' }}
    >
      {children}
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="36">
            <RowMenuItems actor={actor} rowTriggerRef={rowTriggerRef} />
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

function RowMenuItems({ actor, rowTriggerRef }: Props & { rowTriggerRef: RowTrigger }) {
  const { triggerValue } = useMenuContext();
  const id = Number(triggerValue);
  // The dialog an item opens hands focus back to this row's button when it closes.
  const remember = () => {
    rowTriggerRef.current = document.getElementById(rowMenuTriggerId(triggerValue));
  };
  return (
    <>
      <Menu.Item
        value="edit"
        onSelect={() => {
          remember();
          actor.send({ type: 'contacts.edit.open', id });
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
          actor.send({ type: 'contacts.delete.request', id });
        }}
      >
        <Trash size="1em" aria-hidden />
        Delete
      </Menu.Item>
    </>
  );
}

/** A row's Actions button: a trigger of the table's one menu. */
function RowMenuButton({ contact }: { contact: Contact }) {
  const menu = useMenuContext();
  const value = String(contact.id);
  const trigger = menu.getTriggerProps({ value });
  const current = menu.open && menu.triggerValue === value;
  return (
    <button
      {...trigger}
      // Only while it is open is there a menu to point at (it mounts when it opens).
      aria-controls={current ? trigger['aria-controls'] : undefined}
      data-row-menu=""
      aria-label={`Actions for ${contact.name}`}
    >
      <Ellipsis />
    </button>
  );
}

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
const ContactRow = memo(function ContactRow({ contact, index, measure }: RowProps) {
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
      <td data-actions="">
        <RowMenuButton contact={contact} />
      </td>
    </tr>
  );
});

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
      '& table': { ...slots.root, minW: '2xl' },
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
      // A long list keeps its columns where they are as rows scroll in and out, instead of
      // resizing them to the names in view.
      '& table[data-windowed]': { tableLayout: 'fixed' },
      '& table[data-windowed] th[data-col="name"]': { width: '30%' },
      '& table[data-windowed] th[data-col="phone"]': { width: '20%' },
      '& table[data-windowed] th[data-col="group"]': { width: '13%' },
      '& table[data-windowed] th[data-col="status"]': { width: '13%' },
      '& table[data-windowed] th[data-col="last"]': { width: '16%' },
      '& table[data-windowed] th[data-col="actions"]': { width: '8%' },
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

/** The header row, the same on every render. */
const HEADER = (
  <thead>
    <tr aria-rowindex={1}>
      <th data-col="name">Name</th>
      <th data-col="phone">Phone</th>
      <th data-col="group">Group</th>
      <th data-col="status">Status</th>
      <th data-col="last">Last Contact</th>
      <th data-col="actions">
        <Box as="span" srOnly>
          Actions
        </Box>
      </th>
    </tr>
  </thead>
);

/** Space for the rows out of the window, so the page scrolls as if they were all there. */
function SpacerRow({ height }: { height: number }) {
  return (
    <tr aria-hidden="true">
      <td colSpan={COLUMNS} style={{ height, padding: 0, border: 0 }} />
    </tr>
  );
}

const COLUMNS = 6;

/**
 * Up to this many rows the table renders them all, as it always did: the DOM stays small, the
 * browser's find-in-page and printing see every row, and so do tests in jsdom, which lays
 * nothing out. Above it the table renders the rows in and near the viewport.
 */
const RENDER_ALL_UP_TO = 200;
/** Rows a long list shows while the virtualizer loads: more than a screen holds, no more. */
const FIRST_ROWS = 30;
/** A row's height in px before it is measured: a small button's 32, padding, the border. */
export const ROW_HEIGHT_ESTIMATE = 53;
/** Rows rendered beyond each edge of the viewport: Tab reaches them before they scroll in. */
const OVERSCAN = 4;

/** The rows the search and group filter leave, worked out once per keystroke. */
function useShownContacts(actor: ContactsActorRef): Shown {
  const contacts = useSelector(actor, selectContacts);
  // Not deferred: a keystroke's render is the count and the few rows it brings, cheaper than the
  // second render and the scheduling a deferred value costs.
  const query = useSelector(actor, selectQuery);
  const filter = useSelector(actor, selectFilter);
  const index = useMemo(() => indexContacts(contacts), [contacts]);
  usePreparedSearch(index);
  return useMemo(
    () => ({ shown: searchContacts(index, { query, filter }), total: contacts.length }),
    [index, query, filter, contacts],
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

/** Whether an element is laid out: not inside a hidden tab panel. */
const isRendered = (element: Element | null) =>
  element !== null && element.getClientRects().length > 0;

/**
 * The window of rows to render, for a table in a page that scrolls. The first row's distance
 * from the top of the page is measured whenever the table or the page changes size (the tab
 * shown again, a wrapped header, a narrower window). While the tab is hidden the window stays
 * where it was, so scrolling another tab re-renders nothing here, and the scroll position is
 * read afresh when it shows again. A row with focus stays rendered, with its neighbours, when it
 * scrolls out of the window, so focus is never dropped to the page and Tab goes on from it.
 */
function useRowWindow({
  virtual,
  shown,
  body,
}: {
  virtual: VirtualModule;
  shown: readonly Contact[];
  body: RefObject<HTMLTableSectionElement | null>;
}) {
  const { defaultRangeExtractor, observeWindowOffset, useWindowVirtualizer } = virtual;
  const [scrollMargin, setScrollMargin] = useState(0);
  /** The contact whose row holds focus, and where it was in the list then. */
  const focused = useRef<{ id: number; index: number } | null>(null);
  const reportOffset = useRef<((offset: number, isScrolling: boolean) => void) | null>(null);

  const keepFocused = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      const row = focused.current;
      if (row === null) return indexes;
      const index =
        shown[row.index]?.id === row.id
          ? row.index
          : shown.findIndex((contact) => contact.id === row.id);
      if (index < 0) return indexes;
      // Its neighbours too, so Tab and Shift+Tab go on along the list from there.
      const kept = [index - 1, index, index + 1].filter(
        (near) => near >= 0 && near < range.count && !indexes.includes(near),
      );
      return kept.length === 0 ? indexes : [...indexes, ...kept].sort((a, b) => a - b);
    },
    [shown, defaultRangeExtractor],
  );

  const virtualizer = useWindowVirtualizer<HTMLTableRowElement>({
    count: shown.length,
    estimateSize: useCallback(() => ROW_HEIGHT_ESTIMATE, []),
    getItemKey: useCallback((index: number) => shown[index]?.id ?? index, [shown]),
    overscan: OVERSCAN,
    scrollMargin,
    rangeExtractor: keepFocused,
    // jsdom (and a hidden panel) measure every row 0 px high: count it as its estimate.
    // A row is measured by the virtualizer's ResizeObserver, after layout: reading its height as
    // it mounts would force a layout in the middle of the commit. A size of 0 is jsdom (which
    // lays nothing out) or a hidden panel: the row keeps its estimate.
    measureElement: (row, entry, instance) => {
      const size = entry?.borderBoxSize[0]?.blockSize;
      if (size) return size;
      const key = instance.options.getItemKey(instance.indexFromElement(row));
      return instance.itemSizeCache.get(key) ?? ROW_HEIGHT_ESTIMATE;
    },
    observeElementOffset: (instance, report) => {
      reportOffset.current = report;
      const stop = observeWindowOffset(instance, (offset, isScrolling) => {
        if (isRendered(body.current)) report(offset, isScrolling);
      });
      return () => {
        reportOffset.current = null;
        stop?.();
      };
    },
  });

  useEffect(() => {
    const element = body.current;
    if (!element) return;
    let hidden = true;
    const place = () => {
      if (!isRendered(element)) {
        hidden = true;
        return;
      }
      const top = element.getBoundingClientRect().top + window.scrollY;
      setScrollMargin((previous) => (Math.abs(previous - top) < 1 ? previous : top));
      // Scroll events were ignored while the tab was hidden: where is the page now?
      if (hidden) reportOffset.current?.(window.scrollY, false);
      hidden = false;
    };
    // Observers report once at the start, then on every change of size: of the table (the tab
    // shown again, a narrower window) and of the page (anything above the table growing).
    const observer = new ResizeObserver(place);
    observer.observe(element.closest('table') ?? element);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [body]);

  /** Focus handlers for the table body: which contact's row holds focus. */
  const trackFocus = {
    onFocus: (event: FocusEvent<HTMLTableSectionElement>) => {
      const row = event.target.closest<HTMLElement>('tr[data-index]');
      const index = Number(row?.dataset.index);
      const contact = shown[index];
      focused.current = contact ? { id: contact.id, index } : null;
    },
    onBlur: (event: FocusEvent<HTMLTableSectionElement>) => {
      const to = event.relatedTarget;
      // Into the row's menu, focus comes back to the row: it stays rendered meanwhile.
      if (to instanceof Element && to.closest('[role="menu"]')) return;
      if (!event.currentTarget.contains(to)) focused.current = null;
    },
  };

  return { virtualizer, scrollMargin, trackFocus };
}

/** The rows of the window, with spacer rows standing in for the rest. */
function windowRows(
  items: readonly VirtualItem[],
  virtualizer: Virtualizer<Window, HTMLTableRowElement>,
  scrollMargin: number,
  row: (item: VirtualItem) => ReactNode,
): ReactNode[] {
  const nodes: ReactNode[] = [];
  let reached = scrollMargin;
  for (const item of items) {
    if (item.start > reached) {
      nodes.push(<SpacerRow key={`gap-${item.index}`} height={item.start - reached} />);
    }
    nodes.push(row(item));
    reached = item.end;
  }
  const end = scrollMargin + virtualizer.getTotalSize();
  if (end > reached) nodes.push(<SpacerRow key="gap-end" height={end - reached} />);
  return nodes;
}

type TableProps = Props & {
  regionRef: RefObject<HTMLDivElement | null>;
  rowTriggerRef: RowTrigger;
};

interface Shown {
  /** The contacts the search and the group filter leave, in list order. */
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

type VirtualModule = typeof VirtualExports;

/**
 * The virtualizer, fetched the first time the list is long: the demo's 14 contacts never need
 * it, and it would be a tenth of the dashboard's first download.
 */
function useVirtualModule(wanted: boolean): VirtualModule | null {
  const [virtual, setVirtual] = useState<VirtualModule | null>(null);
  useEffect(() => {
    if (!wanted || virtual) return;
    let live = true;
    // Should it fail to arrive (offline), the table keeps showing its first rows.
    import('@tanstack/react-virtual').then(
      (module) => live && setVirtual(module),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [wanted, virtual]);
  return virtual;
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

/** Every row, or the first of a long list until the virtualizer arrives. */
function AllRows({ actor, shown }: Props & { shown: readonly Contact[] }) {
  return (
    <tbody>
      {shown.map((contact, index) => (
        <ContactRow key={contact.id} contact={contact} index={index} />
      ))}
      {shown.length === 0 && (
        <tr aria-rowindex={2}>
          <td colSpan={COLUMNS} data-empty="">
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
          </td>
        </tr>
      )}
    </tbody>
  );
}

/** The rows in and near the viewport of a long list, spacers standing in for the rest. */
function WindowedRows({ virtual, shown }: { virtual: VirtualModule; shown: readonly Contact[] }) {
  const body = useRef<HTMLTableSectionElement>(null);
  const { virtualizer, scrollMargin, trackFocus } = useRowWindow({ virtual, shown, body });
  return (
    <tbody ref={body} {...trackFocus}>
      {windowRows(virtualizer.getVirtualItems(), virtualizer, scrollMargin, (item) => {
        const contact = shown[item.index] as Contact;
        return (
          <ContactRow
            key={contact.id}
            contact={contact}
            index={item.index}
            measure={virtualizer.measureElement}
          />
        );
      })}
    </tbody>
  );
}
