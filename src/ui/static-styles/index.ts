import type { STATIC_STYLES } from './styles';

/** A class name that has styles in the static stylesheet (./styles.ts). */
export type StaticClass = keyof typeof STATIC_STYLES;

/**
 * `className` for one or more classes of the static stylesheet (./styles.ts); a name with no
 * styles does not compile. A condition that is false leaves its class out:
 * `sc('section', tinted && 'section-tinted')`. Only the names reach the browser: the styles are
 * in the page's HTML.
 */
export const sc = (...names: (StaticClass | false | undefined)[]) =>
  names.filter(Boolean).join(' ');

/** What a static button looks like: the Chakra Button props the site uses, as classes. */
export interface ButtonLook {
  size?: 'sm' | 'md' | 'lg' | 'xl';
  variant?: 'solid' | 'outline' | 'ghost';
  /** The `colorPalette`; without one the button takes its surroundings' (the brand's). */
  palette?: 'brand' | 'gold';
  /** As wide as its container. */
  full?: boolean;
  /** A panel background, for an outline button on a tinted section. */
  onPanel?: boolean;
}

/**
 * `className` of a link or button drawn as Chakra's Button (./buttons.ts), with the Button's
 * defaults (medium and solid), and any more classes the element has.
 */
export const buttonClass = (
  { size = 'md', variant = 'solid', palette, full, onPanel }: ButtonLook = {},
  ...more: Parameters<typeof sc>
) =>
  sc(
    'button',
    `button-${size}`,
    `button-${variant}`,
    palette && `palette-${palette}`,
    full && 'button-full',
    onPanel && 'button-on-panel',
    ...more,
  );
