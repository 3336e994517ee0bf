import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromCallback } from 'xstate';
import {
  contactFormMachine,
  type ContactFormEvent,
  type SendEmailInput,
} from '@machines/contact-form.machine';
import type { ContactField } from '@/domain/contact-form';
import { DEMO_LOGIC, FORM_LOGIC } from '../support/app-children';
import { startApp } from '@/app/app-actor';
import { selectPage } from '@/state/selectors';
import { DEMO_SESSION_KEY } from '@/app/storage';

function visit(address: string) {
  window.history.replaceState(null, '', address);
}

const address = () => `${window.location.pathname}${window.location.hash}`;

describe('startApp: the address follows the machine', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    visit('/');
  });
  afterEach(() => visit('/'));

  it('lands on the page a shared link names', () => {
    visit('/pricing');
    const { actor, stop } = startApp();
    expect(selectPage(actor.getSnapshot())).toBe('pricing');
    expect(address()).toBe('/pricing');
    expect(document.title).toBe('Pricing · Nkra');
    stop();
  });

  it('takes a path as static hosts serve it: a trailing slash, index.html, any case', () => {
    for (const [landing, page] of [
      ['/docs/', 'docs'],
      ['/faq/index.html', 'faq'],
      ['/About', 'about'],
    ] as const) {
      visit(landing);
      const { actor, stop } = startApp();
      expect(selectPage(actor.getSnapshot())).toBe(page);
      expect(address()).toBe(`/${page}`);
      stop();
    }
  });

  it('replaces an old hash link with the page path, without a history entry', () => {
    visit('/#pricing');
    const before = window.history.length;
    const { actor, stop } = startApp();
    expect(selectPage(actor.getSnapshot())).toBe('pricing');
    expect(address()).toBe('/pricing');
    expect(window.history.length).toBe(before);
    stop();
  });

  it('keeps a hash that names no page, on home', () => {
    visit('/#nowhere');
    const { actor, stop } = startApp();
    expect(selectPage(actor.getSnapshot())).toBe('home');
    expect(address()).toBe('/#nowhere');
    stop();
  });

  it('shows the 404 page for a path that names no page, and keeps the address', () => {
    visit('/no-such-page');
    const { actor, stop } = startApp();
    expect(selectPage(actor.getSnapshot())).toBe('notFound');
    expect(address()).toBe('/no-such-page');
    expect(document.title).toBe('Page not found · Nkra');
    actor.send({ type: 'nav.home' });
    expect(address()).toBe('/');
    stop();
  });

  it('shows home for the dashboard without the logged-in flag', () => {
    visit('/dashboard');
    const { actor, stop } = startApp();
    expect(selectPage(actor.getSnapshot())).toBe('home');
    expect(address()).toBe('/');
    stop();
  });

  it('opens the dashboard on reload when the demo sign-in is remembered', () => {
    window.sessionStorage.setItem(DEMO_SESSION_KEY, '1');
    visit('/dashboard');
    const { actor, stop } = startApp();
    expect(selectPage(actor.getSnapshot())).toBe('dashboard');
    expect(address()).toBe('/dashboard');
    stop();
  });

  it('adds one history entry per page change', () => {
    const { actor, stop } = startApp();
    const before = window.history.length;
    actor.send({ type: 'nav.pricing' });
    expect(address()).toBe('/pricing');
    actor.send({ type: 'nav.about' });
    expect(address()).toBe('/about');
    expect(window.history.length).toBe(before + 2);
    stop();
  });

  it('follows Back and Forward', () => {
    const { actor, stop } = startApp();
    actor.send({ type: 'nav.faq' });
    visit('/terms');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(selectPage(actor.getSnapshot())).toBe('terms');
    visit('/nowhere');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(selectPage(actor.getSnapshot())).toBe('notFound');
    stop();
  });

  it('still starts when storage throws', () => {
    const original = Object.getOwnPropertyDescriptor(window, 'sessionStorage');
    Object.defineProperty(window, 'sessionStorage', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    try {
      const { actor, stop } = startApp();
      actor.send({ type: 'nav.auth' });
      actor.send({ type: 'auth.submit' });
      expect(selectPage(actor.getSnapshot())).toBe('dashboard');
      stop();
    } finally {
      if (original) Object.defineProperty(window, 'sessionStorage', original);
    }
  });
});

describe('startApp: children arrive with their code', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    visit('/');
  });
  afterEach(() => visit('/'));

  /** A loader the test resolves by hand. */
  function deferred<T>() {
    let resolve: (value: T) => void = () => {};
    const promise = new Promise<T>((done) => (resolve = done));
    return { promise, resolve };
  }

  it('restores the actor with the new code, keeping state, and tells its readers', async () => {
    const forms = deferred<typeof FORM_LOGIC>();
    visit('/contact');
    const app = startApp({ loaders: { forms: () => forms.promise, demo: async () => DEMO_LOGIC } });
    const first = app.actor;
    let replaced = 0;
    app.subscribe(() => void (replaced += 1));
    expect(app.actor.getSnapshot().children.contactForm).toBeUndefined();
    forms.resolve(FORM_LOGIC);
    await app.settled();
    expect(replaced).toBe(1);
    expect(app.actor).not.toBe(first);
    expect(first.getSnapshot().status).toBe('stopped');
    expect(selectPage(app.actor.getSnapshot())).toBe('contact');
    expect(app.actor.getSnapshot().children.contactForm?.getSnapshot().status).toBe('active');
    app.stop();
  });

  it('code prepared ahead starts the form on a first visit, with no actor replaced then', async () => {
    const forms = deferred<typeof FORM_LOGIC>();
    const app = startApp({ loaders: { forms: () => forms.promise, demo: async () => DEMO_LOGIC } });
    let replaced = 0;
    app.subscribe(() => void (replaced += 1));
    app.prepare('forms');
    forms.resolve(FORM_LOGIC);
    await app.settled();
    expect(replaced).toBe(1);
    const prepared = app.actor;
    // Provided, not started: the form starts when its page asks for it.
    expect(prepared.getSnapshot().children.contactForm).toBeUndefined();

    app.actor.send({ type: 'nav.contact' });
    await vi.waitFor(() =>
      expect(app.actor.getSnapshot().children.contactForm?.getSnapshot().status).toBe('active'),
    );
    expect(app.actor).toBe(prepared);
    expect(replaced).toBe(1);
    app.stop();
  });

  it('a visit while prepared code is on its way starts the form when it arrives, fetched once', async () => {
    const forms = deferred<typeof FORM_LOGIC>();
    let fetched = 0;
    const load = () => {
      fetched += 1;
      return forms.promise;
    };
    const app = startApp({ loaders: { forms: load, demo: async () => DEMO_LOGIC } });
    const events: string[] = [];
    app.inspect((event) => {
      if (event.type === '@xstate.event' && event.actorRef === app.actor) {
        events.push(event.event.type);
      }
    });
    app.prepare('forms');
    app.actor.send({ type: 'nav.contact' });
    forms.resolve(FORM_LOGIC);
    await app.settled();
    await Promise.resolve();
    expect(fetched).toBe(1);
    expect(app.actor.getSnapshot().children.contactForm?.getSnapshot().status).toBe('active');
    expect(events.filter((type) => type === 'site.forms.ready')).toHaveLength(1);
    app.stop();
  });

  it('code prepared ahead that fails is fetched again by the visit; only a visit reports it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let fetched = 0;
    const load = async () => {
      fetched += 1;
      if (fetched === 1) throw new Error('offline');
      return FORM_LOGIC;
    };
    const app = startApp({ loaders: { forms: load, demo: async () => DEMO_LOGIC } });
    app.prepare('forms');
    await app.settled();
    expect(error).not.toHaveBeenCalled();

    app.actor.send({ type: 'nav.contact' });
    await app.settled();
    await vi.waitFor(() =>
      expect(app.actor.getSnapshot().children.contactForm?.getSnapshot().status).toBe('active'),
    );
    expect(fetched).toBe(2);
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
    app.stop();
  });

  it('waits for a message on its way before it replaces the actor, so it is sent once', async () => {
    const sends: string[] = [];
    const sendEmail = fromCallback<ContactFormEvent, SendEmailInput>(({ input }) => {
      sends.push(input.values.message);
    });
    const formLogic = {
      ...FORM_LOGIC,
      contactForm: contactFormMachine.provide({ actors: { sendEmail } }),
    };
    const demo = deferred<typeof DEMO_LOGIC>();
    visit('/contact');
    const app = startApp({ loaders: { forms: async () => formLogic, demo: () => demo.promise } });
    await app.settled();
    const form = app.actor.getSnapshot().children.contactForm;
    for (const [field, value] of Object.entries({
      name: 'Ama Mensah',
      email: 'ama@example.com',
      subject: 'Bulk SMS',
      message: 'Akwaaba',
    }) as [ContactField, string][]) {
      form?.send({ type: 'contact.field.change', field, value });
    }
    form?.send({ type: 'contact.submit' });
    expect(form?.getSnapshot().hasTag('busy')).toBe(true);

    app.actor.send({ type: 'nav.auth' });
    app.actor.send({ type: 'auth.submit' });
    demo.resolve(DEMO_LOGIC);
    await Promise.resolve();
    await Promise.resolve();
    // The dashboard's code is here, but the message is still on its way: no restore yet.
    expect(app.actor.getSnapshot().children.contactForm).toBe(form);
    expect(app.actor.getSnapshot().children.composer).toBeUndefined();

    form?.send({ type: 'contact.send.succeeded' });
    await app.settled();
    expect(sends).toEqual(['Akwaaba']);
    expect(app.actor.getSnapshot().children.composer?.getSnapshot().status).toBe('active');
    expect(app.actor.getSnapshot().children.contactForm?.getSnapshot().value).toBe('sent');
    app.stop();
  });
  it('an inspector added later hears the actor, and the one that replaces it, until removed', async () => {
    const forms = deferred<typeof FORM_LOGIC>();
    const app = startApp({ loaders: { forms: () => forms.promise, demo: async () => DEMO_LOGIC } });
    const heard: string[] = [];
    const remove = app.inspect((event) => {
      if (event.type === '@xstate.event' && event.actorRef === app.actor) {
        heard.push(event.event.type);
      }
    });
    app.actor.send({ type: 'nav.pricing' });
    const first = app.actor;
    app.prepare('forms');
    forms.resolve(FORM_LOGIC);
    await app.settled();
    expect(app.actor).not.toBe(first);
    app.actor.send({ type: 'nav.about' });
    remove();
    app.actor.send({ type: 'nav.faq' });
    expect(heard).toEqual(['nav.pricing', 'nav.about']);
    expect(selectPage(app.actor.getSnapshot())).toBe('faq');
    app.stop();
  });

  it('waits while the contacts import is open before it replaces the actor', async () => {
    const forms = deferred<typeof FORM_LOGIC>();
    visit('/auth');
    const app = startApp({ loaders: { forms: () => forms.promise, demo: async () => DEMO_LOGIC } });
    app.actor.send({ type: 'auth.submit' });
    await vi.waitFor(() => expect(app.actor.getSnapshot().children.contacts).toBeDefined());
    const contacts = app.actor.getSnapshot().children.contacts;
    contacts?.send({ type: 'contacts.import.open' });
    const importer = contacts?.getSnapshot().children.contactImport;
    const file = new File(['Name,Phone\nYaa Asare,024 555 0101\n'], 'members.csv');
    importer?.send({ type: 'import.file.choose', file });
    const before = app.actor;

    forms.resolve(FORM_LOGIC);
    await vi.waitFor(() => expect(importer?.getSnapshot().value).toEqual({ mapping: 'planned' }));
    // The forms' code is here, but the import's reader holds the file: no restore yet.
    expect(app.actor).toBe(before);

    importer?.send({ type: 'import.confirm' });
    await app.settled();
    await vi.waitFor(() => expect(app.actor).not.toBe(before));
    const restored = app.actor.getSnapshot().children.contacts;
    expect(restored?.getSnapshot().value).toBe('browsing');
    expect(restored?.getSnapshot().context.contacts.at(-1)?.name).toBe('Yaa Asare');
    app.stop();
  });

  it('refuses a snapshot that names a state the machine lacks, and keeps the app as it was', async () => {
    visit('/pricing');
    const app = startApp({
      loaders: { forms: async () => FORM_LOGIC, demo: async () => DEMO_LOGIC },
    });
    const running = app.actor;
    let replaced = 0;
    app.subscribe(() => void (replaced += 1));
    const heard: string[] = [];
    app.inspect((event) => {
      if (event.type === '@xstate.event' && event.actorRef === app.actor) {
        heard.push(event.event.type);
      }
    });
    const edited = { ...running.getPersistedSnapshot(), value: { nowhere: {} } };

    await expect(app.restore(edited)).rejects.toThrow(
      /^This snapshot does not restore in this version of the app: .*'nowhere'/,
    );
    expect(app.actor).toBe(running);
    expect(replaced).toBe(0);
    expect(running.getSnapshot().status).toBe('active');
    expect(address()).toBe('/pricing');
    // The running app goes on, watched as before.
    app.actor.send({ type: 'nav.faq' });
    expect(selectPage(app.actor.getSnapshot())).toBe('faq');
    expect(heard).toEqual(['nav.faq']);
    app.stop();
  });
});
