import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { App } from '@/app/App';
import { startApp, type AppHandle } from '@/app/app-actor';
import { DEMO_LOGIC, FORM_LOGIC } from '../support/app-children';
import { renders } from '../support/count-renders';

/**
 * When the forms' code arrives, the app actor is replaced by one restored from its snapshot
 * (src/app/app-actor.ts), and every reader of the actor moves to it. What only sends to the
 * actor, and the page around the readers, does not render again.
 */

/** The module as it is, with its export `name` counting its renders under `label`. */
const counted = vi.hoisted(
  () => (name: string, label: string) => async (original: () => Promise<Record<string, unknown>>) =>
    (await import('../support/count-renders')).countRenders(original, name, label),
);
vi.mock('@/site/contact/contact-page', counted('default', 'ContactPage'));
vi.mock('@/ui/links', counted('PageAnchor', 'PageAnchor'));

let app: AppHandle | null = null;

afterEach(() => {
  app?.stop();
  app = null;
});

it('renders the readers again when the forms arrive, not the page or its links', async () => {
  let arrive: (logic: typeof FORM_LOGIC) => void = () => {};
  const forms = new Promise<typeof FORM_LOGIC>((resolve) => (arrive = resolve));
  window.history.replaceState(null, '', '/contact');
  app = startApp({ loaders: { forms: () => forms, demo: async () => DEMO_LOGIC } });
  const before = app.actor;
  render(<App app={app} />);
  await screen.findByRole('heading', { level: 1, name: 'Contact us' });
  expect(renders.get('PageAnchor')).toBeGreaterThan(0);

  renders.clear();
  await act(async () => {
    arrive(FORM_LOGIC);
    await app?.settled();
  });
  expect(app.actor).not.toBe(before);
  // The form, a reader, now shows with its actor.
  expect(await screen.findByRole('textbox', { name: /^Full name/ })).toBeVisible();
  expect(Object.fromEntries(renders)).toEqual({});
});
