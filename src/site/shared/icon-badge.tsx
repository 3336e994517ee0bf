import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { sc } from '@/ui/static-styles';

/** A feature's icon on a tinted square, as the home, solutions and about pages show them. */
export function IconBadge({ icon: Icon }: { icon: LucideIcon }) {
  return (
    <div className={sc('icon-badge')}>
      <Icon aria-hidden="true" />
    </div>
  );
}

/** A feature on a bordered panel: its badge, an h3 and a line of text, then any details. */
export function FeatureCard({
  icon,
  title,
  text,
  children,
}: {
  icon: LucideIcon;
  title: string;
  text: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className={sc('feature-card')} data-spacious={children ? '' : undefined}>
      <IconBadge icon={icon} />
      <h3>{title}</h3>
      <p>{text}</p>
      {children}
    </div>
  );
}
