import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import { sc } from '@/ui/static-styles';

const INDICATORS = { info: Info, success: CircleCheck, error: CircleAlert } as const;

/**
 * An alert on a public page, drawn as Chakra's Alert (src/ui/static-styles/alert.ts) with plain
 * elements: its status icon, a title and what follows. It has no role of its own: a form puts it
 * inside the live region that announces it.
 */
export function SiteAlert({
  status,
  title,
  children,
}: {
  status: keyof typeof INDICATORS;
  title: ReactNode;
  children?: ReactNode;
}) {
  const Indicator = INDICATORS[status];
  return (
    <div className={sc('alert', `alert-${status}`)} data-status={status}>
      <span className={sc('alert-indicator')}>
        <Indicator aria-hidden="true" />
      </span>
      <div className={sc('alert-content')}>
        <div className={sc('alert-title')}>{title}</div>
        {children !== undefined && <div className={sc('alert-description')}>{children}</div>}
      </div>
    </div>
  );
}
