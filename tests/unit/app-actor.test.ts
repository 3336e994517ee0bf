import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startApp } from '@/app/app-actor';
import { selectPage } from '@/app/selectors';
import { DEMO_SESSION_KEY } from '@/app/storage';

function visit(hash: string) {
  window.history.replaceState(null, '', `/${hash}`);
}

describe('startApp: the URL mirrors the machine', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    visit('');
  });
  afterEach(() => visit(''));

  it('lands on the page a shared link names', () => {
    visit('#pricing');
    const { actor, stop } = startApp();
    expect(selectPage(actor.getSnapshot())).toBe('pricing');
    expect(window.location.hash).toBe('#pricing');
    expect(document.title).toBe('Pricing · Nkra');
    stop();
  });

  it('shows home for an unknown hash and corrects the address', () => {
    visit('#nowhere');
    const { actor, stop } = startApp();
    expect(selectPage(actor.getSnapshot())).toBe('home');
    expect(window.location.hash).toBe('');
    stop();
  });

  it('shows home for the dashboard without the logged-in flag', () => {
    visit('#dashboard');
    const { actor, stop } = startApp();
    expect(selectPage(actor.getSnapshot())).toBe('home');
    expect(window.location.hash).toBe('');
    stop();
  });

  it('opens the dashboard on reload when the demo sign-in is remembered', () => {
    window.sessionStorage.setItem(DEMO_SESSION_KEY, '1');
    visit('#dashboard');
    const { actor, stop } = startApp();
    expect(selectPage(actor.getSnapshot())).toBe('dashboard');
    stop();
  });

  it('adds one history entry per page change', () => {
    const { actor, stop } = startApp();
    const before = window.history.length;
    actor.send({ type: 'nav.pricing' });
    expect(window.location.hash).toBe('#pricing');
    actor.send({ type: 'nav.about' });
    expect(window.location.hash).toBe('#about');
    expect(window.history.length).toBe(before + 2);
    stop();
  });

  it('follows Back and Forward', () => {
    const { actor, stop } = startApp();
    actor.send({ type: 'nav.faq' });
    visit('#terms');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(selectPage(actor.getSnapshot())).toBe('terms');
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
