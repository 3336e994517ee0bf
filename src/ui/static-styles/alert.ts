import type { SystemStyleObject } from '@chakra-ui/react';
import { alertSlotRecipe } from '@chakra-ui/react/theme';

const { base, variants } = alertSlotRecipe;
if (!base || !variants) throw new Error("Chakra's Alert recipe has no base or variants.");
const { size, status, variant, inline } = variants;

/**
 * Alerts as Chakra's Alert draws them (its recipe's base, medium, subtle, not inline), for the
 * public pages' forms: "This is a demo." on the sign-in page, the contact form's outcome. A
 * status class (`alert-info`, `alert-success`, `alert-error`) gives the alert its colour. The
 * site's alerts have the smaller corner (`l2`) the pages asked of Chakra's Alert.
 */
export const ALERT_STYLES = {
  alert: {
    ...base.root,
    ...size.md.root,
    ...variant.subtle.root,
    borderRadius: 'l2',
  },
  'alert-info': status.info.root ?? {},
  'alert-success': status.success.root ?? {},
  'alert-error': status.error.root ?? {},
  'alert-indicator': { ...base.indicator, ...size.md.indicator },
  'alert-content': { ...base.content, ...inline.false.content },
  'alert-title': base.title ?? {},
  'alert-description': base.description ?? {},
} satisfies Record<string, SystemStyleObject>;
