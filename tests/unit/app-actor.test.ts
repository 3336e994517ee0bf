import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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
