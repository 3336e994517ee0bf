import type { SystemStyleObject } from '@chakra-ui/react';
import { fieldSlotRecipe, inputRecipe } from '@chakra-ui/react/theme';

const field = fieldSlotRecipe.base;
const input = inputRecipe.variants;
if (!field || !input) throw new Error("Chakra's Field or Input recipe has no base or variants.");
const vertical = fieldSlotRecipe.variants?.orientation.vertical.root ?? {};

/**
 * A labelled text field as Chakra's Field and Input draw it (their recipes' base, the vertical
 * field, the outline input in its sizes), for a field the page renders as plain elements: the
 * pricing calculator's. Invalid is `aria-invalid`, as Chakra marks it.
 */
export const FIELD_STYLES = {
  field: { ...field.root, ...vertical },
  'field-label': field.label ?? {},
  'field-helper': field.helperText ?? {},
  input: inputRecipe.base ?? {},
  'input-lg': input.size.lg,
  'input-outline': input.variant.outline,
} satisfies Record<string, SystemStyleObject>;
