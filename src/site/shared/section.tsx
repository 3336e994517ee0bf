import type { ReactNode } from 'react';
import { sc } from '@/ui/static-styles';

type SectionProps = {
  /** The section's h2; also names the section for assistive technology. */
  title?: ReactNode;
  id: string;
  lead?: ReactNode;
  /** On a tinted band, between plain sections. */
  tinted?: boolean;
  /** `flush-top`: no space above, after a heading of its own; `last`: less below, before the footer. */
  spacing?: 'flush-top' | 'last';
  children: ReactNode;
};

/** A page section: generous whitespace, a centred width, an h2 that labels it. */
export function Section({ title, id, lead, tinted = false, spacing, children }: SectionProps) {
  const headingId = `${id}-heading`;
  const className = sc('section', tinted && 'section-tinted', spacing && `section-${spacing}`);
  return (
    <section aria-labelledby={title ? headingId : undefined} className={className}>
      <div className={sc('page-width')}>
        {title && (
          <div className={sc('section-head')}>
            <h2 id={headingId}>{title}</h2>
            {lead && <p>{lead}</p>}
          </div>
        )}
        {children}
      </div>
    </section>
  );
}

/** The top of an inner page: an eyebrow, the page's h1 and a lead paragraph. */
export function PageIntro({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className={sc('page-intro')}>
      <div className={sc('page-width')}>
        <div className={sc('page-intro-text')}>
          {eyebrow && <p className={sc('eyebrow')}>{eyebrow}</p>}
          <h1>{title}</h1>
          {lead && <p className={sc('lead')}>{lead}</p>}
          {children}
        </div>
      </div>
    </header>
  );
}
