import type { SystemStyleObject } from '@chakra-ui/react';
import { tabsSlotRecipe } from '@chakra-ui/react/theme';

const { base, variants } = tabsSlotRecipe;
if (!base || !variants) throw new Error("Chakra's Tabs recipe has no base or variants.");
const line = variants.variant.line;
const medium = variants.size.md;

/**
 * The dashboard's tabs (src/dashboard/tab-list.tsx), from Chakra's own Tabs recipe: each part
 * (root, list, trigger) has its base, then the `md` size, then the `line` variant, in the order
 * Chakra's Tabs with those props applies them. A tab is selected by its `aria-selected` and
 * lies along its list by its `data-orientation`, the attributes Chakra's Tabs set.
 */
export const TAB_STYLES = {
  tabs: base.root ?? {},
  'tabs-md': medium.root ?? {},
  'tabs-list': base.list ?? {},
  'tabs-list-line': line.list ?? {},
  'tabs-trigger': base.trigger ?? {},
  'tabs-trigger-md': medium.trigger ?? {},
  'tabs-trigger-line': line.trigger ?? {},
  /**
   * The dashboard's row of tabs: on a narrow screen it scrolls sideways, edge to edge, rather
   * than wrapping; its tabs are 44 px tall, each as wide as its name.
   */
  'dashboard-tabs': {
    overflowX: 'auto',
    mx: { base: '-4', md: '0' },
    px: { base: '4', md: '0' },
    mb: '6',
    scrollbarWidth: 'thin',
    '& > [role="tablist"]': { minW: 'max-content' },
    '& [role="tab"]': { flexShrink: 0, minH: '11', px: '3' },
  },
  /** A tab's panel takes the focus ring inside its edge. */
  'dashboard-tab-panel': { focusVisibleRing: 'inside' },
} satisfies Record<string, SystemStyleObject>;
