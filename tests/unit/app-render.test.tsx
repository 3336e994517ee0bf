import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { App } from '@/app/App';
import { startApp, type AppHandle } from '@/app/app-actor';
import { DEMO_LOGIC, FORM_LOGIC } from '../support/app-children';

/**
 * When the forms' code arrives, the app actor is replaced by one restored from its snapshot
 * (src/app/app-actor.ts), and every reader of the actor moves to it. What only sends to the
 * actor, and the page around the readers, does not render again.
 */

const renders = vi.hoisted(() => new Map<string, number>());
/** The module as it is, with its export `name` counting its renders under `label`. */
const countRenders = vi.hoisted(
  () => async (original: () => Promise<Record<string, unknown>>, name: string, label: string) => {
    const module = await original();
    const Component = module[name] as (props: object) => unknown;
    const Counted = (props: object) => {
      renders.set(label, (renders.get(label) ?? 0) + 1);
      return Component(props);
    };
    return { ...module, [name]: Counted };
  },
);
vi.mock('@/site/contact/contact-page', (original) =>
  countRenders(original, 'default', 'ContactPage'),
);
vi.mock('@/ui/links', (original) => countRenders(original, 'PageLink', 'PageLink'));

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
  expect(renders.get('PageLink')).toBeGreaterThan(0);

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
