import { sc } from '@/ui/static-styles';

/** A list with a check mark per line (drawn by its style), for features and what a plan includes. */
export function CheckList({
  items,
  size = 'sm',
}: {
  items: readonly string[];
  size?: 'sm' | 'md';
}) {
  return (
    <ul className={sc('check-list')} data-size={size}>
      {items.map((item) => (
        <li key={item}>
          <p>{item}</p>
        </li>
      ))}
    </ul>
  );
}
