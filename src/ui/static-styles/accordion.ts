import type { SystemStyleObject } from '@chakra-ui/react';
import { accordionSlotRecipe } from '@chakra-ui/react/theme';

const { base, variants } = accordionSlotRecipe;
if (!base || !variants) throw new Error("Chakra's Accordion recipe has no base or variants.");
const enclosed = variants.variant.enclosed;
const large = variants.size.lg;

/**
 * The FAQ's accordion (src/site/faq/faq-list.tsx), from Chakra's own Accordion recipe: each part
 * (root, item, trigger, indicator, content, body) has its base, then the `enclosed` variant, then
 * the `lg` size, as Chakra's Accordion with those props draws it. The parts' open state is their
 * `data-state`, as Zag marks it. The answer fades in (motion allowed) rather than growing from
 * zero height: its height is not measured here.
 */
export const ACCORDION_STYLES = {
  accordion: base.root ?? {},
  'accordion-enclosed': enclosed.root ?? {},
  'accordion-lg': large.root ?? {},
  'accordion-item': base.item ?? {},
  'accordion-item-enclosed': enclosed.item ?? {},
  'accordion-trigger': base.itemTrigger ?? {},
  'accordion-trigger-enclosed': enclosed.itemTrigger ?? {},
  'accordion-trigger-lg': large.itemTrigger ?? {},
  'accordion-indicator': base.itemIndicator ?? {},
  'accordion-content': {
    borderRadius: 'var(--accordion-radius)',
    _motionSafe: { _open: { animationName: 'fade-in', animationDuration: 'moderate' } },
  },
  'accordion-content-enclosed': enclosed.itemContent ?? {},
  'accordion-body': base.itemBody ?? {},
} satisfies Record<string, SystemStyleObject>;
