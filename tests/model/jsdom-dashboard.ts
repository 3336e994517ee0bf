/**
 * What the jsdom runners of the dashboard's child machines (contacts, campaigns, settings)
 * share: the demo dashboard opened signed in, as a visitor who signed in earlier in this tab
 * meets it, the dialog that is open over it, and toasts read beside one kept open for its Undo.
 */
import { render, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createElement } from 'react';
import { expect } from 'vitest';
import { App } from '@/app/App';
import { startApp, type AppHandle } from '@/app/app-actor';
import { DEMO_SESSION_KEY } from '@/app/storage';
import { toaster } from '@/ui/toaster';
import { openToasts } from './jsdom-person';

export interface Dashboard {
  user: UserEvent;
  handle: AppHandle;
  /** Stops the app and forgets the visit: a fresh page has no toasts and no sign-in. */
  close: () => void;
}

/** The real app at /dashboard, signed in to the demo for this browser tab. */
export function openDashboard(): Dashboard {
  window.sessionStorage.setItem(DEMO_SESSION_KEY, '1');
  window.history.replaceState(null, '', '/dashboard');
  const handle = startApp();
  render(createElement(App, { app: handle }));
  return {
    user: userEvent.setup({ delay: null }),
    handle,
    close: () => {
      handle.stop();
      // The toaster is a module of its own: empty it, as a fresh page would have it.
      toaster.remove();
      window.sessionStorage.clear();
    },
  };
}

/** The dialog open over the page, if any (one at a time: each is modal). */
export const openDialog = (): HTMLElement | null =>
  document.querySelector<HTMLElement>('[role="dialog"], [role="alertdialog"]');

/**
 * Reads the toast that has just opened, beside any the person left open (a delete's toast,
 * kept for its Undo), then dismisses it as a person does, unless it is kept too. Returns it.
 */
export async function seesNewToast(
  user: UserEvent,
  toast: { title: string; description: string; action?: string },
  { besides = [], keep = false }: { besides?: readonly HTMLElement[]; keep?: boolean } = {},
): Promise<HTMLElement> {
  const shown = await waitFor(() => {
    const fresh = openToasts().filter((root) => !besides.includes(root));
    expect(fresh.map((root) => root.textContent)).toEqual([
      `${toast.title}${toast.description}${toast.action ?? ''}`,
    ]);
    return fresh[0] as HTMLElement;
  });
  expect(within(shown).getByText(toast.title)).toBeVisible();
  expect(within(shown).getByText(toast.description)).toBeVisible();
  if (toast.action) expect(within(shown).getByRole('button', { name: toast.action })).toBeVisible();
  if (keep) {
    // Kept for a later step (its Undo): paused, as a person holding the pointer over it would.
    // Its 5 s of real time would otherwise run out on a loaded machine before that step.
    toaster.pause();
  } else {
    await dismissToast(user, shown);
  }
  return shown;
}

/** Closes a toast with its dismiss button and waits until it is no longer open. */
export async function dismissToast(user: UserEvent, toast: HTMLElement): Promise<void> {
  await user.click(within(toast).getByRole('button', { name: 'Dismiss notification' }));
  await waitFor(() => expect(openToasts()).not.toContain(toast));
}

/** Where the mouse last was: each move gets coordinates of its own (see `chooseFromMenu`). */
let pointerAt = 0;

/**
 * Opens a row's menu with its button and picks an item: the mouse moves onto the item, which
 * lights up, and Enter picks it (Zag's menu picks on Enter; jsdom has no pointer capture for a
 * click). jsdom lays nothing out, so every pointer event sits at (0, 0) unless told otherwise,
 * and Zag's interaction tracking ignores a move to where the pointer already was: a move that
 * goes nowhere would not count as the mouse's, and the item would not light up.
 */
export async function chooseFromMenu(
  user: UserEvent,
  trigger: HTMLElement,
  item: string,
): Promise<void> {
  await user.click(trigger);
  const menu = await waitFor(() => {
    const open = document.querySelector<HTMLElement>('[role="menu"][data-state="open"]');
    if (!open) throw new Error(`The menu of ${trigger.ariaLabel ?? 'the row'} did not open.`);
    return open;
  });
  const target = within(menu).getByText(item).closest<HTMLElement>('[role="menuitem"]');
  if (!target) throw new Error(`The menu has no item ${item}.`);
  pointerAt += 1;
  await user.pointer({ target, coords: { clientX: pointerAt, clientY: pointerAt } });
  await waitFor(() => expect(target).toHaveAttribute('data-highlighted'));
  // The menu takes focus a frame after it opens; Enter before that would reach the trigger,
  // whose click closes the menu instead of choosing the item.
  await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
  await user.keyboard('{Enter}');
}

export interface Download {
  fileName: string;
  blob: Blob;
}

/**
 * Catches what the page downloads (Export, the import's skipped rows). jsdom has no object URLs and cannot save a file: the blob
 * is kept under a made-up URL, and the click on the download link is held, with its file name.
 */
export function catchDownloads(): { downloads: Download[]; release: () => void } {
  const downloads: Download[] = [];
  const blobs = new Map<string, Blob>();
  const { createObjectURL, revokeObjectURL } = URL;
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof HTMLAnchorElement ? event.target : null;
    if (!link?.download) return;
    event.preventDefault();
    const blob = blobs.get(link.href);
    if (blob) downloads.push({ fileName: link.download, blob });
  };
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    const url = `blob:nkra/${blobs.size + 1}`;
    blobs.set(url, blob as Blob);
    return url;
  };
  URL.revokeObjectURL = () => {};
  document.addEventListener('click', onClick, true);
  return {
    downloads,
    release: () => {
      document.removeEventListener('click', onClick, true);
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
    },
  };
}
