import type { SystemStyleObject } from '@chakra-ui/react';
import { fieldSlotRecipe, inputRecipe, textareaRecipe } from '@chakra-ui/react/theme';

const field = fieldSlotRecipe.base;
const input = inputRecipe.variants;
const textarea = textareaRecipe.variants;
if (!field || !input || !textarea) {
  throw new Error("Chakra's Field, Input or Textarea recipe has no base or variants.");
}
const vertical = fieldSlotRecipe.variants?.orientation.vertical.root ?? {};

/**
 * Labelled form fields as Chakra's Field, Input and Textarea draw them (their recipes' base, the
 * vertical field, the outline controls in their sizes), for the fields that are plain elements:
 * the contact form's, the pricing calculator's and the composer's message. Invalid is
 * `aria-invalid`, as Chakra marks it.
 */
export const FIELD_STYLES = {
  field: { ...field.root, ...vertical },
  'field-label': field.label ?? {},
  /** The required marker after a label: `*`. */
  'field-required': field.requiredIndicator ?? {},
  /** "(optional)" after a label. */
  'field-optional': { color: 'fg.muted', fontWeight: 'normal' },
  'field-helper': field.helperText ?? {},
  'field-error': field.errorText ?? {},
  /** Helper text as a wrapping row of short items (a message's counts), the last on a line alone. */
  'field-helper-row': {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: '4',
    rowGap: '1',
    width: 'full',
    '& > :last-child': { flexBasis: '100%' },
  },
  input: inputRecipe.base ?? {},
  'input-md': input.size.md,
  'input-lg': input.size.lg,
  'input-outline': input.variant.outline,
  textarea: textareaRecipe.base ?? {},
  'textarea-md': textarea.size.md,
  'textarea-outline': textarea.variant.outline,
} satisfies Record<string, SystemStyleObject>;
