import { Global } from '@emotion/react';
import { useEffect } from 'react';
import { whenIdle } from '@/ui/idle';

/** Marks the tab panels whose rendering is kept while they are hidden. */
const KEEPS_RENDERING = 'data-keeps-rendering';

/**
 * A hidden panel keeps its style and layout. The `hidden` attribute's `display: none` (Chakra's
 * reset makes it `!important`) throws them away, and showing a panel then works out the style
 * and layout of every element in it again: 40 to 60 ms with the CPU slowed 4x, on every switch.
 * `content-visibility: hidden` skips a panel's content the same way (not drawn, not focusable,
 * out of the accessibility tree) but keeps its rendering, so a switch draws what is already laid
 * out. The panel itself stays in the page, empty: `hiddenPanelProps` leaves it out of the tab
 * order and the accessibility tree. Not with `visibility: hidden`, which every element inside
 * would inherit: a first visit would work out all their styles again. In the reset's own layer,
 * since an `!important` rule of an earlier layer wins over later ones; browsers without
 * `content-visibility` keep `display: none`.
 */
const KEEP_HIDDEN_PANELS_RENDERED = `@layer reset {
  @supports (content-visibility: hidden) {
    [${KEEPS_RENDERING}][hidden] { display: block !important; content-visibility: hidden; }
  }
}`;

/** The rule above, in the page while panels that keep their rendering are. */
export function HiddenPanelStyles() {
  return <Global styles={KEEP_HIDDEN_PANELS_RENDERED} />;
}

/**
 * A tab panel's attributes, shown or hidden: hidden, it is out of the tab order and the
 * accessibility tree, as `display: none` put it, and keeps its rendering.
 */
export const hiddenPanelProps = (hidden: boolean) => ({
  hidden,
  tabIndex: hidden ? -1 : 0,
  'aria-hidden': hidden || undefined,
  [KEEPS_RENDERING]: '',
});

/**
 * Once the hidden panels are rendered ahead (`ready`), lays each one out while the page is idle,
 * one panel per idle moment: asking where an element inside a `content-visibility: hidden` panel
 * is makes the browser work out that panel's style and layout, which it then keeps. The first
 * visit to a tab then costs what a return does.
 */
export function useLayOutHiddenPanels(ready: boolean) {
  useEffect(() => {
    if (!ready) return;
    const panels = [...document.querySelectorAll<HTMLElement>(`[${KEEPS_RENDERING}][hidden]`)];
    let cancel = () => {};
    const next = () => {
      const panel = panels.shift();
      if (!panel) return;
      cancel = whenIdle(() => {
        if (panel.hidden) panel.firstElementChild?.getBoundingClientRect();
        next();
      });
    };
    next();
    return () => cancel();
  }, [ready]);
}

/**
 * Whether an element is inside a hidden tab panel. Read from the attribute, not with
 * `checkVisibility()`: that makes the browser style and lay out a hidden panel's content, which
 * keeps its rendering, a few milliseconds for a panel such as the contacts table's.
 */
export const isInHiddenPanel = (element: Element) => element.closest('[hidden]') !== null;

/**
 * Where the tab panels that keep their rendering start, from the top of the page, for the panel
 * that holds `element`; `null` outside such a panel. Hidden panels take no height, so every panel
 * starts where the first one does. Reads the panels' own boxes only, never their content's.
 */
export function panelsPageTop(element: Element): number | null {
  const panel = element.closest(`[${KEEPS_RENDERING}]`);
  const first = panel?.parentElement?.querySelector(`:scope > [${KEEPS_RENDERING}]`);
  if (!first) return null;
  return first.getBoundingClientRect().top + window.scrollY;
}

/**
 * Where an element inside a hidden panel that keeps its rendering will be, from the top of the
 * page, once its panel shows; `null` outside such a panel. The element keeps its place within its
 * panel. Asking where it is lays out the hidden panel's content: once, while the page is idle.
 */
export function shownPageTop(element: Element): number | null {
  const panel = element.closest(`[${KEEPS_RENDERING}]`);
  const start = panelsPageTop(element);
  if (!panel || start === null) return null;
  return start + element.getBoundingClientRect().top - panel.getBoundingClientRect().top;
}
