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
