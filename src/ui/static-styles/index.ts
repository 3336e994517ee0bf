import { defineGlobalStyles } from '@chakra-ui/react';
import { DOCS_STYLES } from './docs';
import { HOME_STYLES } from './home';
import { LAYOUT_STYLES } from './layout';
import { PAGE_STYLES } from './pages';
import { PART_STYLES } from './parts';

/**
 * The public pages' static parts, styled once. Each entry is a class name and its styles,
 * written with Chakra's tokens and conditions (`fg.muted`, `{ base: '4', md: '6' }`) and
 * compiled with the system into its global stylesheet (src/ui/system.ts), so the prerendered
 * HTML carries them and dark mode follows the semantic tokens as everywhere else.
 *
 * Why not style props: a Chakra component resolves its style props on every render (it hashes
 * them, looks them up, serialises and inserts a rule). A marketing page was some 800 such
 * components, and they were most of a page visit's script. A part styled here is a plain
 * element with a class name, and costs React nothing but the element. Interactive parts
 * (buttons, fields, menus, the accordion) stay Chakra components with their recipes.
 *
 * Nested parts are styled from their part's class (`'& > li'`), so a component names one class.
 */
const STATIC_STYLES = {
  ...LAYOUT_STYLES,
  ...PART_STYLES,
  ...PAGE_STYLES,
  ...HOME_STYLES,
  ...DOCS_STYLES,
};

/** A class name that has styles here. */
export type StaticClass = keyof typeof STATIC_STYLES;

/** The rules for the system's `globalCss`: each class name as a selector. */
export const staticGlobalCss = defineGlobalStyles(
  Object.fromEntries(Object.entries(STATIC_STYLES).map(([name, styles]) => [`.${name}`, styles])),
);

/**
 * `className` for one or more classes styled here; a name with no styles does not compile.
 * A condition that is false leaves its class out: `sc('section', tinted && 'section-tinted')`.
 */
export const sc = (...names: (StaticClass | false | undefined)[]) =>
  names.filter(Boolean).join(' ');
