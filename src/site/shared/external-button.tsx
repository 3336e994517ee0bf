import type { ReactNode } from 'react';
import { buttonClass, sc, type ButtonLook } from '@/ui/static-styles';

type ExternalButtonProps = ButtonLook & {
  href: string;
  children: ReactNode;
  /** Words only a screen reader needs, such as which plan: "with PREMIUM". */
  srDetail?: string;
};

/**
 * A call to action that opens another site in a new tab, without access to this page: a link
 * drawn as a button (src/ui/static-styles/buttons.ts).
 */
export function ExternalButton({ href, children, srDetail, ...look }: ExternalButtonProps) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={buttonClass(look)}>
      {children}
      <span className={sc('sr-only')}>{srDetail ? ` ${srDetail}` : ''} (opens in a new tab)</span>
    </a>
  );
}
