import { isBlank, isEmail, requiredErrors, type FieldErrors } from './validation';

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
        `${CONTACT_LABELS[field]} is too long: keep it under ${max.toLocaleString('en-GH')} characters.`;
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

/** The EmailJS template params of the spec (section 7). */
export interface ContactTemplateParams {
  [key: string]: string;
  from_name: string;
  from_email: string;
  company: string;
  phone: string;
  subject: string;
  message: string;
  to_name: string;
}

export function buildTemplateParams(
  values: ContactFormValues,
  toName: string,
): ContactTemplateParams {
  const clean = normaliseContactForm(values);
  return {
    from_name: clean.name,
    from_email: clean.email,
    company: clean.company,
    phone: clean.phone,
    subject: clean.subject,
    message: clean.message,
    to_name: toName,
  };
}

/** Why a send failed, as far as the browser can tell. */
export type SendFailure =
  | { kind: 'notConfigured'; missing: string[] }
  | { kind: 'rateLimited' }
  | { kind: 'blocked' }
  | { kind: 'automated' }
  | { kind: 'http'; status: number }
  | { kind: 'offline' }
  | { kind: 'unknown' };

const isStatusError = (error: unknown): error is { status: number; text?: unknown } =>
  typeof error === 'object' &&
  error !== null &&
  'status' in error &&
  typeof (error as { status: unknown }).status === 'number';

/**
 * Classifies what `@emailjs/browser` 4.4.1 rejects with: an object with `status` for HTTP
 * errors and its own refusals (451 headless, 403 block list, 429 rate limit), a plain string
 * for a missing key or id, a `TypeError` when `fetch` cannot reach the service.
 */
export function classifySendError(error: unknown): SendFailure {
  if (typeof error === 'string') {
    if (/public key|service id|template id/i.test(error)) {
      const missing = [
        /public key/i.test(error) && 'public key',
        /service id/i.test(error) && 'service ID',
        /template id/i.test(error) && 'template ID',
      ].filter((name): name is string => Boolean(name));
      return { kind: 'notConfigured', missing };
    }
    return { kind: 'unknown' };
  }
  if (isStatusError(error)) {
    switch (error.status) {
      case 429:
        return { kind: 'rateLimited' };
      case 403:
        return { kind: 'blocked' };
      case 451:
        return { kind: 'automated' };
      case 0:
        return { kind: 'offline' };
      default:
        return { kind: 'http', status: error.status };
    }
  }
  if (error instanceof TypeError) return { kind: 'offline' };
  return { kind: 'unknown' };
}

/** The cause in plain words, shown under the spec's failure alert; null when unknown. */
export function failureCause(failure: SendFailure): string | null {
  switch (failure.kind) {
    case 'notConfigured':
      return 'This form is not configured yet, so nothing was sent. Please email or call us instead.';
    case 'rateLimited':
      return 'Too many messages were sent from this browser in a short time. Wait a minute, then send again.';
    case 'blocked':
      return 'Messages from this email address are not accepted. Use another address or call us.';
    case 'automated':
      return 'Messages from automated browsers are not accepted. Open this page in a normal browser.';
    case 'http':
      return `The email service could not take the message (error ${failure.status}). Nothing was sent.`;
    case 'offline':
      return 'The email service could not be reached. Check your internet connection and send again.';
    case 'unknown':
      return null;
  }
}
