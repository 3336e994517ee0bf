import { Button, type ButtonProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { sc } from '@/ui/static-styles';

type ExternalButtonProps = Omit<ButtonProps, 'asChild' | 'children'> & {
  href: string;
  children: ReactNode;
  /** Words only a screen reader needs, such as which plan: "with PREMIUM". */
  srDetail?: string;
};

/** A call to action that opens another site in a new tab, without access to this page. */
export function ExternalButton({ href, children, srDetail, ...props }: ExternalButtonProps) {
  return (
    <Button asChild textDecoration="none" _hover={{ textDecoration: 'none' }} {...props}>
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
        <span className={sc('sr-only')}>{srDetail ? ` ${srDetail}` : ''} (opens in a new tab)</span>
      </a>
    </Button>
  );
}
