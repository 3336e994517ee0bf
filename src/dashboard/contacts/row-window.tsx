import type * as VirtualExports from '@tanstack/react-virtual';
import type { Range, VirtualItem, Virtualizer } from '@tanstack/react-virtual';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import type { Contact } from '@/domain/contacts';
import { whenIdle } from '@/ui/idle';
import { isInHiddenPanel, panelsPageTop, shownPageTop } from '../hidden-panels';
import { ContactRow, SpacerRow } from './contact-rows';

/** A row's height in px before it is measured: a small button's 32, padding, the border. */
export const ROW_HEIGHT_ESTIMATE = 53;
/** Rows rendered beyond each edge of the viewport: Tab reaches them before they scroll in. */
export const OVERSCAN = 4;

/** Whether an element shows: not inside a hidden tab panel (on every scroll, so cheaply). */
const isRendered = (element: Element | null) => element !== null && !isInHiddenPanel(element);

/**
 * The window of rows to render, for a table in a page that scrolls. The first row's distance
 * from the top of the page is measured whenever the table or the page changes size (the tab
 * shown again, a wrapped header, a narrower window). While the tab is hidden the window stays
 * where it was, so scrolling another tab re-renders nothing here, and the scroll position is
 * read afresh when it shows again. A row with focus stays rendered, with its neighbours, when it
 * scrolls out of the window, so focus is never dropped to the page and Tab goes on from it. Which
 * row that is, is state, rendered in the focus event itself: the next row is there for the next
 * Tab at once, however fast the keys come, not only after the page has scrolled to it.
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
  const margin = useRef(scrollMargin);
  /** The contact whose row holds focus, and where it was in the list then. */
  const [focused, setFocused] = useState<{ id: number; index: number } | null>(null);
  const reportOffset = useRef<((offset: number, isScrolling: boolean) => void) | null>(null);

  const keepFocused = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (focused === null) return indexes;
      const index =
        shown[focused.index]?.id === focused.id
          ? focused.index
          : shown.findIndex((contact) => contact.id === focused.id);
      if (index < 0) return indexes;
      // Its neighbours too, so Tab and Shift+Tab go on along the list from there.
      const kept = [index - 1, index, index + 1].filter(
        (near) => near >= 0 && near < range.count && !indexes.includes(near),
      );
      return kept.length === 0 ? indexes : [...indexes, ...kept].sort((a, b) => a - b);
    },
    [shown, defaultRangeExtractor, focused],
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
    // Set only when it moves: React may render once more for a state it already has.
    const moveTo = (top: number) => {
      if (Math.abs(margin.current - top) < 1) return;
      margin.current = top;
      setScrollMargin(top);
    };
    /**
     * How far below its panel's top the table is, at the page width it was measured at: it
     * changes only with that width, or with the panel's own content, which does not change
     * while the panel is hidden.
     */
    let within: { offset: number; width: number } | null = null;
    const pageWidth = () => document.documentElement.clientWidth;
    /** Takes the table's place `top`, and remembers its distance below the panels' start. */
    const placeAt = (top: number, panels: number | null) => {
      if (panels !== null) within = { offset: top - panels, width: pageWidth() };
      moveTo(top);
    };
    /** Placing the hidden table where it will show, asked for once per idle moment. */
    let cancelPlaceAhead: (() => void) | null = null;
    const place = () => {
      if (!isRendered(element)) {
        hidden = true;
        // The page changed size while another tab shows, most often that tab's own content
        // growing: the table will show its known distance below where the panels start.
        const start = panelsPageTop(element);
        if (within !== null && within.width === pageWidth() && start !== null) {
          moveTo(start + within.offset);
          return;
        }
        // Not measured yet, or at another width: the table takes the place it will have when
        // its tab shows while the page is idle (its panel is laid out then too), so showing
        // the tab then moves no row.
        cancelPlaceAhead ??= whenIdle(() => {
          cancelPlaceAhead = null;
          if (isRendered(element)) return;
          const top = shownPageTop(element);
          if (top !== null) placeAt(top, panelsPageTop(element));
        });
        return;
      }
      placeAt(element.getBoundingClientRect().top + window.scrollY, panelsPageTop(element));
      // Scroll events were ignored while the tab was hidden: where is the page now?
      if (hidden) reportOffset.current?.(window.scrollY, false);
      hidden = false;
    };
    // Observers report once at the start, then on every change of size: of the table (the tab
    // shown again, a narrower window) and of the page (anything above the table growing).
    const observer = new ResizeObserver(place);
    observer.observe(element.closest('table') ?? element);
    observer.observe(document.body);
    return () => {
      observer.disconnect();
      cancelPlaceAhead?.();
    };
  }, [body]);

  /** Focus handlers for the table body: which contact's row holds focus. */
  const trackFocus = {
    onFocus: (event: FocusEvent<HTMLTableSectionElement>) => {
      const row = event.target.closest<HTMLElement>('tr[data-index]');
      const index = Number(row?.dataset.index);
      const contact = shown[index];
      setFocused((previous) =>
        contact === undefined
          ? null
          : previous?.id === contact.id && previous.index === index
            ? previous
            : { id: contact.id, index },
      );
    },
    onBlur: (event: FocusEvent<HTMLTableSectionElement>) => {
      const to = event.relatedTarget;
      // Into the row's menu, focus comes back to the row: it stays rendered meanwhile.
      if (to instanceof Element && to.closest('[role="menu"]')) return;
      if (!event.currentTarget.contains(to)) setFocused(null);
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

export type VirtualModule = typeof VirtualExports;

/**
 * The virtualizer, fetched the first time the list is long: the demo's 14 contacts never need
 * it, and it would be a tenth of the dashboard's first download.
 */
export function useVirtualModule(wanted: boolean): VirtualModule | null {
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

/** The rows in and near the viewport of a long list, spacers standing in for the rest. */
export function WindowedRows({
  virtual,
  shown,
}: {
  virtual: VirtualModule;
  shown: readonly Contact[];
}) {
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
