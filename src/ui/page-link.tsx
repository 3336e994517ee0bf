import { Link, type LinkProps } from '@chakra-ui/react';
import type { PathPage } from '@/domain/pages';
import { usePageLink } from './links';

type PageLinkProps = Omit<LinkProps, 'href' | 'onClick'> & {
  to: PathPage;
  onNavigate?: () => void;
};

/**
 * PageAnchor (./links.tsx) as Chakra's Link, styled by style props: for the views that render
 * Chakra components anyway, the dashboard and the statecharts.
 */
export function PageLink({ to: page, onNavigate, children, ...props }: PageLinkProps) {
  const link = usePageLink(page, onNavigate);
  return (
    <Link {...link} {...props}>
      {children}
    </Link>
  );
}
