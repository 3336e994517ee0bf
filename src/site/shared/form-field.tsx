import { Field, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface FormFieldProps {
  /** The control's id: the label's `for`. */
  id: string;
  /** The error text's id, which the control names in `aria-describedby` while it shows. */
  errorId: string;
  label: string;
  required: boolean;
  error: string | undefined;
  /** The control, and any helper text after it. */
  children: ReactNode;
}

/**
 * A labelled form field of the public site's forms: a required marker or "(optional)" after
 * the label, the control, and its inline error.
 */
export function FormField({ id, errorId, label, required, error, children }: FormFieldProps) {
  return (
    <Field.Root
      invalid={Boolean(error)}
      required={required}
      // `id` names the control (the label's `for`); `ids.control` would name the root instead.
      id={id}
      ids={{ errorText: errorId }}
    >
      <Field.Label>
        {label}{' '}
        {required ? (
          <Field.RequiredIndicator />
        ) : (
          <Text as="span" color="fg.muted" fontWeight="normal">
            (optional)
          </Text>
        )}
      </Field.Label>
      {children}
      <Field.ErrorText id={errorId}>{error}</Field.ErrorText>
    </Field.Root>
  );
}
