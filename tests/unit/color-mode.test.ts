import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  COLOR_MODE_KEY,
  getColorMode,
  initColorMode,
  setColorMode,
  toggleColorMode,
} from '@/ui/color-mode';

const html = document.documentElement;

function systemPrefers(dark: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: dark && query.includes('dark'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
  html.className = '';
  html.style.colorScheme = '';
});

describe('colour mode', () => {
  it('follows the system setting when the visitor has not chosen', () => {
    systemPrefers(true);
    initColorMode();
    expect(getColorMode()).toBe('dark');
    expect(html.classList.contains('dark')).toBe(true);
    expect(html.style.colorScheme).toBe('dark');

    systemPrefers(false);
    initColorMode();
    expect(getColorMode()).toBe('light');
    expect(html.classList.contains('light')).toBe(true);
    expect(html.classList.contains('dark')).toBe(false);
  });

  it('remembers a choice, which wins over the system setting', () => {
    systemPrefers(false);
    initColorMode();
    toggleColorMode();
    expect(window.localStorage.getItem(COLOR_MODE_KEY)).toBe('dark');
    initColorMode();
    expect(getColorMode()).toBe('dark');
    setColorMode('light');
    initColorMode();
    expect(getColorMode()).toBe('light');
  });

  it('ignores a stored value it does not know', () => {
    systemPrefers(true);
    window.localStorage.setItem(COLOR_MODE_KEY, 'sepia');
    initColorMode();
    expect(getColorMode()).toBe('dark');
  });

  it('never throws when storage or matchMedia throw', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(window, 'matchMedia').mockImplementation(() => {
      throw new Error('no media queries');
    });
    expect(() => initColorMode()).not.toThrow();
    expect(getColorMode()).toBe('light');
    expect(() => toggleColorMode()).not.toThrow();
    expect(getColorMode()).toBe('dark');
    expect(html.classList.contains('dark')).toBe(true);
  });
});
