import { Box, type BoxProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { sc } from '@/ui/static-styles';

type SectionProps = Omit<BoxProps, 'title'> & {
  /** The section's h2; also names the section for assistive technology. */
  title?: ReactNode;
  id: string;
  lead?: ReactNode;
  children: ReactNode;
};

/** A page section: generous whitespace, a centred width, an h2 that labels it. */
export function Section({ title, id, lead, children, ...props }: SectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Box
      as="section"
      aria-labelledby={title ? headingId : undefined}
      py={{ base: 12, md: 16 }}
      {...props}
    >
      <div className={sc('page-width')}>
        {title && (
          <div className={sc('section-head')}>
            <h2 id={headingId}>{title}</h2>
            {lead && <p>{lead}</p>}
          </div>
        )}
        {children}
      </div>
    </Box>
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
