import { Link, type LinkProps } from '@chakra-ui/react';
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

/**
 * A link to an in-app page. Its `href` is the page's hash, so it can be copied or opened in a
 * new tab; a plain click sends the navigation event to the app machine instead.
 */
export function PageLink({ to: page, onNavigate, children, ...props }: PageLinkProps) {
  const app = useAppActor();
  return (
    <Link
      href={hashForPage(page) || import.meta.env.BASE_URL}
      onClick={(event) => {
        if (isModified(event)) return;
        event.preventDefault();
        app.send({ type: `nav.${page}` });
        onNavigate?.();
      }}
      {...props}
    >
      {children}
    </Link>
  );
}
