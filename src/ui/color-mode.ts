import { useSyncExternalStore } from 'react';

/**
 * Light and dark colour modes. The page follows the system setting until the visitor picks a
 * mode with the toggle; the pick is remembered in `localStorage`. Chakra's `_dark` tokens
 * apply under a `dark` class on an ancestor, so the mode is a class on `<html>` (plus
 * `color-scheme`, so form controls and scrollbars match). Storage that throws (private modes,
 * blocked cookies) only means the pick lasts for this visit.
 */
export type ColorMode = 'light' | 'dark';

export const COLOR_MODE_KEY = 'nkra.colorMode';
const DARK_QUERY = '(prefers-color-scheme: dark)';

/**
 * The same choice as `initColorMode`, as a script the build puts inline at the top of every
 * page, so the first paint is in the visitor's mode, not light first (the policy allows it by
 * its hash, which the build computes). Storage that throws leaves the system setting.
 */
export const COLOR_MODE_SCRIPT =
  `(function(){var d=document.documentElement,m;` +
  `try{m=localStorage.getItem(${JSON.stringify(COLOR_MODE_KEY)})}catch(e){}` +
  `if(m!=='light'&&m!=='dark')m=matchMedia(${JSON.stringify(DARK_QUERY)}).matches?'dark':'light';` +
  `d.classList.add(m);d.style.colorScheme=m})()`;

let chosen: ColorMode | null = null;
let current: ColorMode = 'light';
const listeners = new Set<() => void>();

function isColorMode(value: unknown): value is ColorMode {
  return value === 'light' || value === 'dark';
}

function readChoice(win: Window): ColorMode | null {
  try {
    const value = win.localStorage.getItem(COLOR_MODE_KEY);
    return isColorMode(value) ? value : null;
  } catch {
    return null;
  }
}

function writeChoice(win: Window, mode: ColorMode): void {
  try {
    win.localStorage.setItem(COLOR_MODE_KEY, mode);
  } catch {
    // Without storage the choice lasts until the page is closed.
  }
}

function systemQuery(win: Window): MediaQueryList | null {
  try {
    return typeof win.matchMedia === 'function' ? win.matchMedia(DARK_QUERY) : null;
  } catch {
    return null;
  }
}

function apply(win: Window, mode: ColorMode): void {
  current = mode;
  const root = win.document.documentElement;
  root.classList.toggle('dark', mode === 'dark');
  root.classList.toggle('light', mode === 'light');
  root.style.colorScheme = mode;
  for (const listener of listeners) listener();
}

let boundWindow: Window | null = null;

/** Applies the remembered or system mode to `<html>`; runs once, before the first render. */
export function initColorMode(win: Window = window): void {
  chosen = readChoice(win);
  const query = systemQuery(win);
  apply(win, chosen ?? (query?.matches ? 'dark' : 'light'));
  if (boundWindow === win) return;
  boundWindow = win;
  query?.addEventListener?.('change', (event) => {
    if (!chosen) apply(win, event.matches ? 'dark' : 'light');
  });
  // Another tab changed the mode: follow it.
  win.addEventListener('storage', (event) => {
    if (event.key !== COLOR_MODE_KEY) return;
    chosen = isColorMode(event.newValue) ? event.newValue : null;
    apply(win, chosen ?? (systemQuery(win)?.matches ? 'dark' : 'light'));
  });
}

export function getColorMode(): ColorMode {
  return current;
}

/** Sets and remembers the visitor's choice. */
export function setColorMode(mode: ColorMode, win: Window = window): void {
  chosen = mode;
  writeChoice(win, mode);
  apply(win, mode);
}

export function toggleColorMode(win: Window = window): void {
  setColorMode(current === 'dark' ? 'light' : 'dark', win);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The current colour mode, re-rendering when it changes (toggle, system or another tab). */
export function useColorMode(): ColorMode {
  return useSyncExternalStore(subscribe, getColorMode, () => 'light');
}
