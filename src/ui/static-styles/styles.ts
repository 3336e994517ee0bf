import { ACCORDION_STYLES } from './accordion';
import { ALERT_STYLES } from './alert';
import { AUTH_STYLES } from './auth';
import { BUTTON_STYLES } from './buttons';
import { COMPOSER_STYLES } from './composer';
import { DOCS_STYLES } from './docs';
import { FIELD_STYLES } from './fields';
import { HOME_STYLES } from './home';
import { LAYOUT_STYLES } from './layout';
import { PAGE_STYLES } from './pages';
import { PART_STYLES } from './parts';
import { TAB_STYLES } from './tabs';

/**
 * The public pages' static parts, and the few dashboard parts a paste or a tab switch renders
 * (the composer's message field and preview bubble, the tabs), styled once. Each entry is a
 * class name and its styles, written with Chakra's tokens and conditions (`fg.muted`,
 * `{ base: '4', md: '6' }`). The build compiles them into one stylesheet (./stylesheet.ts; each
 * page's HTML carries the part it uses), so dark mode follows the semantic tokens as everywhere
 * else, and the browser never runs them.
 *
 * Why not style props: a Chakra component resolves its style props on every render (it hashes
 * them, looks them up, serialises and inserts a rule). A marketing page was some 800 such
 * components, and they were most of a page visit's script. A part styled here is a plain
 * element with a class name, and costs React nothing but the element. Parts with a little
 * behaviour (buttons, the FAQ's accordion, form fields, the dashboard's tabs) are styled here from
 * Chakra's own recipes; menus, dialogs and toasts stay Chakra components.
 *
 * Nested parts are styled from their part's class (`'& > li'`), so a component names one class.
 */
export const STATIC_STYLES = {
  // First: the parts' own classes may place or size a button.
  ...BUTTON_STYLES,
  ...ACCORDION_STYLES,
  ...FIELD_STYLES,
  ...ALERT_STYLES,
  ...LAYOUT_STYLES,
  ...PART_STYLES,
  ...PAGE_STYLES,
  ...HOME_STYLES,
  ...DOCS_STYLES,
  ...AUTH_STYLES,
  ...COMPOSER_STYLES,
  ...TAB_STYLES,
};
