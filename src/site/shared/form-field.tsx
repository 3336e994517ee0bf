import type { ReactNode } from 'react';
import { sc } from '@/ui/static-styles';

interface FormFieldProps {
  /** The control's id: the label's `for`. */
  id: string;
  /** The error text's id, which the control names in `aria-describedby` while it shows. */
  errorId: string;
  label: string;
  required: boolean;
  error: string | undefined;
  /** The control, given the attributes it carries, and any helper text after it. */
  children: (control: FieldControl) => ReactNode;
}

/**
 * The attributes a field's control carries, as Chakra's Field gives them: its id, required,
 * and while an error shows, invalid with the error as its message.
 */
export interface FieldControl {
  id: string;
  required: boolean;
  'aria-invalid': true | undefined;
  'aria-errormessage': string | undefined;
}

/**
 * A labelled form field of the public site's forms: a required marker or "(optional)" after
 * the label, the control, and its inline error (announced politely as it appears). Plain
 * elements drawn by Chakra's Field recipe (src/ui/static-styles/fields.ts).
 */
export function FormField({ id, errorId, label, required, error, children }: FormFieldProps) {
  return (
    <div className={sc('field')} data-invalid={error ? '' : undefined}>
      <label htmlFor={id} className={sc('field-label')}>
        {label}{' '}
        {required ? (
          <span aria-hidden="true" className={sc('field-required')}>
            *
          </span>
        ) : (
          <span className={sc('field-optional')}>(optional)</span>
        )}
      </label>
      {children({
        id,
        required,
        'aria-invalid': error ? true : undefined,
        'aria-errormessage': error ? errorId : undefined,
      })}
      {error && (
        <p id={errorId} aria-live="polite" className={sc('field-error')}>
          {error}
        </p>
      )}
    </div>
  );
}
