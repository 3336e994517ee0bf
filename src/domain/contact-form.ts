import { isBlank, isEmail, requiredErrors, type FieldErrors } from './validation';
import { formatNumber } from './numbers';

/** The contact page's form: what the visitor types. */
export const CONTACT_FIELDS = ['name', 'email', 'company', 'phone', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactFormValues = Record<ContactField, string>;

export const CONTACT_REQUIRED: readonly ContactField[] = ['name', 'email', 'subject', 'message'];

export const CONTACT_LABELS: Record<ContactField, string> = {
  name: 'Full name',
  email: 'Email',
  company: 'Company',
  phone: 'Phone',
  subject: 'Subject',
  message: 'Message',
};

/** Longest text each field takes: EmailJS refuses template params above 50 kB in total. */
export const CONTACT_MAX_LENGTH: Record<ContactField, number> = {
  name: 100,
  email: 254,
  company: 120,
  phone: 30,
  subject: 150,
  message: 5000,
};

export const EMPTY_CONTACT_FORM: ContactFormValues = {
  name: '',
  email: '',
  company: '',
  phone: '',
  subject: '',
  message: '',
};

export const CONTACT_SUCCESS_MESSAGE = 'Your message has been sent successfully!';
export const CONTACT_FAILURE_MESSAGE = 'Failed to send your message. Please try again later.';

/** Every problem with the form, one message per field, in the order of the fields. */
export function validateContactForm(values: ContactFormValues): FieldErrors<ContactField> {
  const errors = requiredErrors(values, CONTACT_REQUIRED, CONTACT_LABELS);
  if (!errors.email && !isEmail(values.email)) {
    errors.email = 'Enter a valid email address, like ama@example.com.';
  }
  if (!isBlank(values.phone) && !/^[+()\d\s-]{7,30}$/.test(values.phone.trim())) {
    errors.phone = 'Enter a phone number with digits only, like +233 24 123 4567.';
  }
  for (const field of CONTACT_FIELDS) {
    const max = CONTACT_MAX_LENGTH[field];
    if (!errors[field] && values[field].length > max) {
      errors[field] =
        `${CONTACT_LABELS[field]} is too long: keep it under ${formatNumber(max)} characters.`;
    }
  }
  return Object.fromEntries(
    CONTACT_FIELDS.filter((field) => errors[field]).map((field) => [field, errors[field]]),
  );
}

/** The first field in error, in the order the form shows them. */
export function firstInvalidField(errors: FieldErrors<ContactField>): ContactField | null {
  return CONTACT_FIELDS.find((field) => errors[field]) ?? null;
}

/** The message as it is sent: trimmed, and the email in lower case so block lists match. */
export function normaliseContactForm(values: ContactFormValues): ContactFormValues {
  return {
    name: values.name.trim(),
    email: values.email.trim().toLowerCase(),
    company: values.company.trim(),
    phone: values.phone.trim(),
    subject: values.subject.trim(),
    message: values.message.trim(),
  };
}
