import { isBlank, isEmail, requiredErrors, type FieldErrors } from './validation';

/** The demo sign-in: Sign In asks for two fields, Create Account for six. */
export type AuthMode = 'signIn' | 'signUp';

export const AUTH_FIELDS = [
  'firstName',
  'lastName',
  'company',
  'email',
  'password',
  'confirmPassword',
] as const;
export type AuthField = (typeof AUTH_FIELDS)[number];
export type AuthFormValues = Record<AuthField, string>;

export const AUTH_LABELS: Record<AuthField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  company: 'Company',
  email: 'Email',
  password: 'Password',
  confirmPassword: 'Confirm password',
};

/** The fields each mode shows, in the order it shows them. */
export const AUTH_MODE_FIELDS: Record<AuthMode, readonly AuthField[]> = {
  signIn: ['email', 'password'],
  signUp: ['firstName', 'lastName', 'company', 'email', 'password', 'confirmPassword'],
};

/**
 * Required, as the spec says: email and password always, first and last name to create an
 * account. Company is optional, and confirm password is not compared with the password.
 */
export const AUTH_REQUIRED: Record<AuthMode, readonly AuthField[]> = {
  signIn: ['email', 'password'],
  signUp: ['firstName', 'lastName', 'email', 'password'],
};

export const EMPTY_AUTH_FORM: AuthFormValues = {
  firstName: '',
  lastName: '',
  company: '',
  email: '',
  password: '',
  confirmPassword: '',
};

export function validateAuthForm(mode: AuthMode, values: AuthFormValues): FieldErrors<AuthField> {
  const errors = requiredErrors(values, AUTH_REQUIRED[mode], AUTH_LABELS);
  if (!errors.email && !isBlank(values.email) && !isEmail(values.email)) {
    errors.email = 'Enter a valid email address, like ama@example.com.';
  }
  return errors;
}

/** The first field in error, in the order the mode shows its fields. */
export function firstInvalidAuthField(
  mode: AuthMode,
  errors: FieldErrors<AuthField>,
): AuthField | null {
  return AUTH_MODE_FIELDS[mode].find((field) => errors[field]) ?? null;
}
