/**
 * What the jsdom runners of the dashboard's child machines (contacts, campaigns, settings)
 * share: the demo dashboard opened signed in, as a visitor who signed in earlier in this tab
 * meets it, and the dialog that is open over it.
 */
import { render } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createElement } from 'react';
import { App } from '@/app/App';
import { startApp, type AppHandle } from '@/app/app-actor';
import { DEMO_SESSION_KEY } from '@/app/storage';
import { toaster } from '@/ui/toaster';

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
