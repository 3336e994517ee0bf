import type { SystemStyleObject } from '@chakra-ui/react';
import { buttonRecipe, skipNavLinkRecipe, spinnerRecipe } from '@chakra-ui/react/theme';

const variants = buttonRecipe.variants;
if (!variants) throw new Error("Chakra's Button recipe has no sizes and variants.");
const { size, variant } = variants;

/**
 * The public pages' buttons, from Chakra's own Button recipe: its base, and one class per size
 * and variant the site uses, in the recipe's order (base, then size, then variant), so a button
 * with `buttonClass()` looks and behaves (hover, focus ring, disabled) as a Chakra Button does.
 * An element with these classes costs React nothing but the element; a Chakra Button computes
 * its recipe on every render.
 */
export const BUTTON_STYLES = {
  /** The recipe's base; as a link, without the link's underline. */
  button: { ...buttonRecipe.base, textDecoration: 'none' },
  'button-sm': size.sm,
  'button-md': size.md,
  'button-lg': size.lg,
  'button-xl': size.xl,
  'button-solid': variant.solid,
  'button-outline': variant.outline,
  'button-ghost': variant.ghost,
  /** An icon a size up from the button's (the menu toggle's). */
  'button-icon-6': { _icon: { boxSize: '6' } },
  'button-full': { width: 'full' },
  /** A panel background for an outline button on a tinted section. */
  'button-on-panel': { bg: 'bg.panel' },
  /** The spinner before a busy button's text ("Sending…"), as Chakra's Button draws it. */
  'button-spinner': {
    ...spinnerRecipe.base,
    ...spinnerRecipe.variants?.size.inherit,
    borderWidth: '0.125em',
    color: 'inherit',
  },
  'palette-brand': { colorPalette: 'brand' },
  'palette-gold': { colorPalette: 'gold' },
  /** "Skip to content": Chakra's SkipNavLink recipe. */
  'skip-nav': skipNavLinkRecipe.base ?? {},
} satisfies Record<string, SystemStyleObject>;
