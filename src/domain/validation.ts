/** Field rules shared by every form. Whitespace-only counts as blank everywhere. */
export function isBlank(value: string | null | undefined): boolean {
  return value == null || value.trim() === '';
}

/** A pragmatic email check: something@something.tld, no spaces. */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(value.trim());
}

export type FieldErrors<TField extends string> = Partial<Record<TField, string>>;

/** The fields of `values` named in `required` that are blank, with the message to show. */
export function requiredErrors<TField extends string>(
  values: Record<TField, string>,
  required: readonly NoInfer<TField>[],
  labels: Record<TField, string>,
): FieldErrors<TField> {
  const errors: FieldErrors<TField> = {};
  for (const field of required) {
    if (isBlank(values[field])) errors[field] = `${labels[field]} is required.`;
  }
  return errors;
}

export const hasErrors = (errors: Record<string, string | undefined>): boolean =>
  Object.values(errors).some(Boolean);
