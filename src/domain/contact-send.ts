import { normaliseContactForm, type ContactFormValues } from './contact-form';

/**
 * Sending the contact form: the EmailJS payload and what a failure means. Only the send
 * actor's lazy chunk and the contact page use this, so none of it is in the first download.
 */

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
