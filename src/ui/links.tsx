import type { ComponentProps, MouseEvent, ReactNode } from 'react';
import { pathForPage, type PathPage } from '@/domain/pages';
import { useAppSend } from '@/state/app-actor-context';
import { usePagePreload, usePreloadWhenSeen } from './page-preload';
import { buttonClass, type ButtonLook } from './static-styles';

const isModified = (event: MouseEvent) =>
  event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;

/** `href`, `onClick` and the preload handlers of a link to an in-app page: see PageAnchor. */
export function usePageLink(page: PathPage, onNavigate?: () => void) {
  const send = useAppSend();
  const preloadPage = usePagePreload();
  // The page's code is fetched when a visit looks likely: the link seen, a pointer over it,
  // focus or a touch.
  const preload = () => preloadPage(page);
  return {
    ref: usePreloadWhenSeen(page),
    href: pathForPage(page),
    onPointerEnter: preload,
    onFocus: preload,
    onTouchStart: preload,
    onClick: (event: MouseEvent) => {
      if (isModified(event)) return;
      event.preventDefault();
      send({ type: `nav.${page}` });
      onNavigate?.();
    },
  };
}

/**
 * A link to an in-app page drawn as a button (src/ui/static-styles/buttons.ts): a call to action
 * such as "Try the demo". It goes to another page, so it is a link, and like every PageAnchor it
 * works before it has hydrated.
 */
export function PageButton({
  to: page,
  children,
  ...look
}: ButtonLook & { to: PathPage; children: ReactNode }) {
  const link = usePageLink(page);
  return (
    <a {...link} className={buttonClass(look)}>
      {children}
    </a>
  );
}

type AnchorProps = Omit<ComponentProps<'a'>, 'href' | 'onClick'>;

/**
 * A link to an in-app page, styled by its `className` (src/ui/static-styles). Its `href` is the
 * page's path, so it can be copied or opened in a new tab, and before React has hydrated it the
 * browser simply loads that page's HTML; a plain click sends the navigation event to the app
 * machine instead, which writes the address.
 */
export function PageAnchor({
  to: page,
  onNavigate,
  ...props
}: AnchorProps & { to: PathPage; onNavigate?: () => void }) {
  const link = usePageLink(page, onNavigate);
  return <a {...link} {...props} />;
}

/** A link that leaves the site in a new tab, always with `rel="noopener noreferrer"`. */
export function ExternalAnchor(props: Omit<ComponentProps<'a'>, 'target' | 'rel'>) {
  return <a target="_blank" rel="noopener noreferrer" {...props} />;
}
