import type { KeyboardEvent, ReactNode } from 'react';
import { sc } from '@/ui/static-styles';
import { focusWholly } from './focus-tab';

/** The keys that move to another tab, as in the WAI-ARIA tabs pattern (the list wraps round). */
const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

export interface TabListProps<Value extends string> {
  /** The list's accessible name. */
  label: string;
  tabs: readonly { value: Value; label: string; icon: ReactNode }[];
  /** The tab that is selected. */
  selected: Value;
  /** A tab was chosen: clicked, or reached with the arrow keys, Home or End. */
  onSelect: (value: Value) => void;
  /** Each tab's element id, and the id of the panel it shows. */
  tabId: (value: Value) => string;
  panelId: (value: Value) => string;
}

/**
 * A row of tabs in the WAI-ARIA tabs pattern with automatic activation, as Chakra's Tabs behaves
 * by default: Tab reaches the selected tab only, the arrow keys, Home and End move to another
 * tab and select it, and a click selects. What is selected belongs to the caller (the app
 * machine's state); the list only says what was chosen.
 *
 * Plain elements drawn by Chakra's Tabs recipe (src/ui/static-styles/tabs.ts) rather than
 * Chakra's Tabs: a switch renders the five tabs, where Chakra's Tabs ran its own state machine
 * on the focus, the press and the selection and rendered the row again for each.
 */
export function TabList<Value extends string>({
  label,
  tabs,
  selected,
  onSelect,
  tabId,
  panelId,
}: TabListProps<Value>) {
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = MOVES[event.key];
    const target = event.target;
    if (!step || !(target instanceof HTMLElement)) return;
    const index = tabs.findIndex((tab) => tabId(tab.value) === target.id);
    if (index < 0) return;
    event.preventDefault();
    const next = tabs[step(index, tabs.length)];
    if (!next) return;
    focusWholly(document.getElementById(tabId(next.value)));
    onSelect(next.value);
  };
  return (
    <div className={sc('tabs', 'tabs-md', 'dashboard-tabs')} data-orientation="horizontal">
      <div
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        data-orientation="horizontal"
        className={sc('tabs-list', 'tabs-list-line')}
        onKeyDown={move}
      >
        {tabs.map(({ value, label: name, icon }) => (
          <button
            key={value}
            type="button"
            role="tab"
            id={tabId(value)}
            aria-selected={value === selected}
            aria-controls={panelId(value)}
            tabIndex={value === selected ? 0 : -1}
            data-orientation="horizontal"
            className={sc('tabs-trigger', 'tabs-trigger-md', 'tabs-trigger-line')}
            onClick={() => onSelect(value)}
          >
            {icon}
            {name}
          </button>
        ))}
      </div>
    </div>
  );
}
