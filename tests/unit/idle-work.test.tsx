import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import WarmUp, { WARM_UP_DONE } from '@/app/warm-up';
import { lazyWithReload } from '@/ui/lazy';
import { IDLE_TIMEOUT_MS, mayPrefetch, whenIdle } from '@/ui/prefetch';
import { useIdleMount } from '@/ui/use-idle-mount';

/** How often each page the warm-up renders ahead has rendered. */
const renders = vi.hoisted(() => new Map<string, number>());

vi.mock('@/site/pages', async () => {
  const { lazyWithReload: lazyPage } = await import('@/ui/lazy');
  const page = (name: string) =>
    lazyPage(async () => ({
      default: function Page() {
        renders.set(name, (renders.get(name) ?? 0) + 1);
        return <p>{name} page</p>;
      },
    }));
  return {
    LAZY_PAGES: {
      solutions: page('solutions'),
      pricing: page('pricing'),
      auth: page('auth'),
      contact: page('contact'),
    },
  };
});

/** A hand-run `requestIdleCallback`: `idle()` runs what is waiting, as a quiet moment would. */
function fakeIdle() {
  const waiting = new Map<number, IdleRequestCallback>();
  const timeouts: (number | undefined)[] = [];
  let next = 1;
  vi.stubGlobal(
    'requestIdleCallback',
    (callback: IdleRequestCallback, options?: IdleRequestOptions) => {
      waiting.set(next, callback);
      timeouts.push(options?.timeout);
      return next++;
    },
  );
  vi.stubGlobal('cancelIdleCallback', (id: number) => void waiting.delete(id));
  return {
    pending: () => waiting.size,
    /** The `timeout` each request asked for, in order. */
    timeouts: () => timeouts,
    idle() {
      const callbacks = [...waiting.values()];
      waiting.clear();
      for (const callback of callbacks) callback({ didTimeout: false, timeRemaining: () => 50 });
    },
  };
}

afterEach(() => {
  // Unmount while the fake idle callbacks are still there to be cancelled.
  cleanup();
  vi.unstubAllGlobals();
});

describe('useIdleMount', () => {
  const TABS = ['one', 'two', 'three'] as const;

  it('mounts the shown panel, then one more per idle period, and marks those as ahead', async () => {
    const browser = fakeIdle();
    const { result } = renderHook(({ tab }) => useIdleMount(tab, TABS), {
      initialProps: { tab: 'one' as (typeof TABS)[number] },
    });
    expect(TABS.filter(result.current.mounted)).toEqual(['one']);
    await act(async () => browser.idle());
    expect(TABS.filter(result.current.mounted)).toEqual(['one', 'two']);
    expect(result.current.ahead('two')).toBe(true);
    expect(result.current.ahead('one')).toBe(false);
    await act(async () => browser.idle());
    expect(TABS.filter(result.current.mounted)).toEqual(['one', 'two', 'three']);
    expect(browser.pending()).toBe(0);
    // A browser that reports no idle period still gets there, in time.
    expect(browser.timeouts()).toEqual([IDLE_TIMEOUT_MS, IDLE_TIMEOUT_MS]);
  });

  it('keeps a panel shown once, and a panel mounted ahead stops being ahead when shown', async () => {
    const browser = fakeIdle();
    const { result, rerender } = renderHook(({ tab }) => useIdleMount(tab, TABS), {
      initialProps: { tab: 'one' as (typeof TABS)[number] },
    });
    await act(async () => browser.idle());
    rerender({ tab: 'two' });
    expect(result.current.ahead('two')).toBe(false);
    rerender({ tab: 'one' });
    expect(result.current.mounted('two')).toBe(true);
    expect(result.current.ahead('two')).toBe(false);
  });

  it('without requestIdleCallback, panels mount when first shown and stay', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const { result, rerender } = renderHook(({ tab }) => useIdleMount(tab, TABS), {
      initialProps: { tab: 'one' as (typeof TABS)[number] },
    });
    expect(TABS.filter(result.current.mounted)).toEqual(['one']);
    rerender({ tab: 'three' });
    expect(TABS.filter(result.current.mounted)).toEqual(['one', 'three']);
  });
});

describe('lazyWithReload(...).preload', () => {
  const module = { default: () => <p>Loaded page</p> };

  it('fetches once, and a preloaded component renders without showing its fallback', async () => {
    const load = vi.fn(() => Promise.resolve(module));
    const Page = lazyWithReload(load);
    await expect(Page.preload()).resolves.toBe(true);
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(1);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );
    // Synchronously there, in the first commit: no fallback came first.
    expect(screen.getByText('Loaded page')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('a failed preload resolves false, leaves no mark, and the next one tries again', async () => {
    const load = vi
      .fn<() => Promise<typeof module>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(module);
    const Page = lazyWithReload(load);
    await expect(Page.preload()).resolves.toBe(false);
    expect(window.sessionStorage.getItem('nkra.chunkReload')).toBeNull();
    await expect(Page.preload()).resolves.toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('whenIdle', () => {
  beforeEach(() => {
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: false } });
  });

  it('runs the tasks in order, one per idle period, past one that fails', async () => {
    const browser = fakeIdle();
    const done: string[] = [];
    whenIdle([
      async () => void done.push('a'),
      () => Promise.reject(new Error('offline')),
      async () => void done.push('c'),
    ]);
    expect(browser.pending()).toBe(1);
    browser.idle();
    await vi.waitFor(() => expect(browser.pending()).toBe(1));
    expect(done).toEqual(['a']);
    browser.idle(); // the failing task
    await vi.waitFor(() => expect(browser.pending()).toBe(1));
    browser.idle();
    await vi.waitFor(() => expect(done).toEqual(['a', 'c']));
    expect(browser.pending()).toBe(0);
    expect(browser.timeouts()).toEqual([IDLE_TIMEOUT_MS, IDLE_TIMEOUT_MS, IDLE_TIMEOUT_MS]);
  });

  it('stops when cancelled', async () => {
    const browser = fakeIdle();
    const task = vi.fn(() => Promise.resolve());
    const cancel = whenIdle([task, task]);
    browser.idle();
    cancel();
    await Promise.resolve();
    browser.idle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('fetches nothing ahead with Save-Data on or on 2G', () => {
    const browser = fakeIdle();
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } });
    expect(mayPrefetch()).toBe(false);
    whenIdle([() => Promise.resolve()]);
    expect(browser.pending()).toBe(0);
    vi.stubGlobal('navigator', { ...navigator, connection: { effectiveType: 'slow-2g' } });
    expect(mayPrefetch()).toBe(false);
    vi.stubGlobal('navigator', { ...navigator, connection: { effectiveType: '4g' } });
    expect(mayPrefetch()).toBe(true);
  });
});

describe('WarmUp', () => {
  /** Lets every idle period the warm-up asks for pass, and its renders finish. */
  async function idleUntilDone(browser: ReturnType<typeof fakeIdle>) {
    for (let period = 0; period < 10 && browser.pending(); period += 1) {
      await act(async () => browser.idle());
      await act(async () => {
        await new Promise((done) => setTimeout(done, 0));
      });
    }
    expect(browser.pending()).toBe(0);
  }

  it('renders each next page once, out of sight, and not again when the site mounts again', async () => {
    const browser = fakeIdle();
    performance.clearMarks(WARM_UP_DONE);
    const first = render(<WarmUp />);
    await idleUntilDone(browser);
    expect([...renders.keys()]).toEqual(['solutions', 'pricing', 'auth', 'contact']);
    expect(performance.getEntriesByName(WARM_UP_DONE)).toHaveLength(1);
    expect(document.body.textContent).not.toContain('page');
    const counts = new Map(renders);

    // Back from the dashboard: the public site, and the warm-up with it, mounts again.
    first.unmount();
    render(<WarmUp />);
    await idleUntilDone(browser);
    expect(renders).toEqual(counts);
  });
});
