import { Button, Link, type ButtonProps, type LinkProps } from '@chakra-ui/react';
import type { MouseEvent } from 'react';
import type { Page } from '@/domain/pages';
import { hashForPage } from '@/domain/pages';
import { useAppActor } from '@/app/app-actor-context';

/** A link that leaves the site in a new tab, always with `rel="noopener noreferrer"`. */
export function ExternalLink({ children, ...props }: Omit<LinkProps, 'target' | 'rel'>) {
  return (
    <Link target="_blank" rel="noopener noreferrer" {...props}>
      {children}
    </Link>
  );
}

type PageLinkProps = Omit<LinkProps, 'href' | 'onClick'> & {
  to: Page;
  onNavigate?: () => void;
};

const isModified = (event: MouseEvent) =>
  event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;

/** `href` and `onClick` of a link to an in-app page: see PageLink. */
function usePageLink(page: Page, onNavigate?: () => void) {
  const app = useAppActor();
  return {
    href: hashForPage(page) || import.meta.env.BASE_URL,
    onClick: (event: MouseEvent) => {
      if (isModified(event)) return;
      event.preventDefault();
      app.send({ type: `nav.${page}` });
      onNavigate?.();
    },
  };
}

/**
 * A link to an in-app page. Its `href` is the page's hash, so it can be copied or opened in a
 * new tab, and it works before React has hydrated it (the address changes, the app follows);
 * a plain click sends the navigation event to the app machine instead.
 */
export function PageLink({ to: page, onNavigate, children, ...props }: PageLinkProps) {
  const link = usePageLink(page, onNavigate);
  return (
    <Link {...link} {...props}>
      {children}
    </Link>
  );
}

/**
 * A link to an in-app page drawn as a button: a call to action such as "Try the demo". It goes
 * to another page, so it is a link, and like every PageLink it works before it has hydrated.
 */
export function PageButton({
  to: page,
  children,
  ...props
}: Omit<ButtonProps, 'asChild' | 'onClick'> & { to: Page }) {
  const link = usePageLink(page);
  return (
    <Button asChild textDecoration="none" _hover={{ textDecoration: 'none' }} {...props}>
      <a {...link}>{children}</a>
    </Button>
  );
}
