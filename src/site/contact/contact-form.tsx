import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { Send } from 'lucide-react';
import type { ContactFormActorRef, ContactFormEmitted } from '@machines/contact-form.machine';
import { BRAND } from '@/state/config';
import {
  CONTACT_FAILURE_MESSAGE,
  CONTACT_LABELS,
  CONTACT_MAX_LENGTH,
  CONTACT_REQUIRED,
  CONTACT_SUCCESS_MESSAGE,
  type ContactField,
} from '@/domain/contact-form';
import { failureCause } from '@/domain/contact-send';
import {
  selectCanSubmit,
  selectContactError,
  selectContactValue,
  selectFailure,
  selectIsSending,
  selectIsSent,
} from './use-contact-form';
import { useSiteForms } from '../forms/site-forms';
import { FormField } from '../shared/form-field';
import { buttonClass, sc } from '@/ui/static-styles';
import { SiteAlert } from '../shared/site-alert';
import { formatNumber } from '@/domain/numbers';

const fieldId = (field: ContactField) => `contact-${field}`;
const errorId = (field: ContactField) => `contact-${field}-error`;

const INPUT_PROPS: Partial<
  Record<ContactField, { type: string; autoComplete: string; placeholder?: string }>
> = {
  name: { type: 'text', autoComplete: 'name', placeholder: 'Ama Mensah' },
  email: { type: 'email', autoComplete: 'email', placeholder: 'ama@example.com' },
  company: { type: 'text', autoComplete: 'organization', placeholder: 'Mensah Pharmacy, Kumasi' },
  phone: { type: 'tel', autoComplete: 'tel', placeholder: '+233 24 123 4567' },
  subject: { type: 'text', autoComplete: 'off', placeholder: 'Bulk SMS for our three branches' },
};

function ContactInput({ actor, field }: { actor: ContactFormActorRef; field: ContactField }) {
  const value = useSelector(actor, selectContactValue(field));
  const error = useSelector(actor, selectContactError(field));
  const sending = useSelector(actor, selectIsSending);
  const required = CONTACT_REQUIRED.includes(field);
  const multiline = field === 'message';
  const common = {
    name: field,
    value,
    readOnly: sending,
    'aria-describedby': error ? errorId(field) : multiline ? `${fieldId(field)}-count` : undefined,
    onChange: (event: { target: { value: string } }) =>
      actor.send({ type: 'contact.field.change', field, value: event.target.value }),
  };
  return (
    <FormField
      id={fieldId(field)}
      errorId={errorId(field)}
      label={CONTACT_LABELS[field]}
      required={required}
      error={error}
    >
      {(control) => (
        <>
          {multiline ? (
            <textarea
              {...common}
              {...control}
              rows={7}
              className={sc('textarea', 'textarea-md', 'textarea-outline')}
              placeholder="Tell us what you want to send, to how many people, and how often."
            />
          ) : (
            <input
              {...common}
              {...control}
              {...INPUT_PROPS[field]}
              className={sc('input', 'input-md', 'input-outline')}
            />
          )}
          {multiline && !error && (
            <p id={`${fieldId(field)}-count`} className={sc('field-helper')}>
              {formatNumber(value.length)} of {formatNumber(CONTACT_MAX_LENGTH.message)} characters
            </p>
          )}
        </>
      )}
    </FormField>
  );
}

/**
 * The outcome of a send. The live regions are always in the page, so assistive technology
 * announces an alert the moment it appears inside them.
 */
function SendResult({ actor }: { actor: ContactFormActorRef }) {
  const sent = useSelector(actor, selectIsSent);
  const failure = useSelector(actor, selectFailure);
  const cause = failure ? failureCause(failure) : null;
  return (
    <div>
      <div role="status">
        {sent && (
          <SiteAlert status="success" title={CONTACT_SUCCESS_MESSAGE}>
            We reply within 24 hours, usually much sooner.
          </SiteAlert>
        )}
      </div>
      <div role="alert">
        {failure && (
          <SiteAlert status="error" title={CONTACT_FAILURE_MESSAGE}>
            <div className={sc('contact-failure')}>
              {cause && <p>{cause}</p>}
              <p>
                Your message is still in the form. You can also email {BRAND.supportEmail} or call{' '}
                {BRAND.phone}.
              </p>
              {failure.kind === 'notConfigured' && failure.missing.length > 0 && (
                <details className={sc('contact-form-owner')}>
                  <summary>For the site owner</summary>
                  <p>
                    Set {failure.missing.join(', ')} (see .env.example) and build the site again.
                  </p>
                </details>
              )}
            </div>
          </SiteAlert>
        )}
      </div>
    </div>
  );
}

/** The contact form. Its state lives in the contact form machine; this view only renders it. */
export function ContactForm() {
  const forms = useSiteForms();
  return forms ? <ContactFormView actor={forms.contactForm} /> : null;
}

function ContactFormView({ actor }: { actor: ContactFormActorRef }) {
  const sending = useSelector(actor, selectIsSending);
  const canSubmit = useSelector(actor, selectCanSubmit);

  useEffect(() => {
    const subscription = actor.on('contact.invalid', (event: ContactFormEmitted) => {
      document.getElementById(fieldId(event.field))?.focus();
    });
    return () => subscription.unsubscribe();
  }, [actor]);

  return (
    <form
      noValidate
      className={sc('contact-form')}
      aria-labelledby="contact-form-title"
      aria-busy={sending}
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'contact.submit' });
      }}
    >
      <h2 id="contact-form-title">Send us a message</h2>
      <p>
        Fields marked <span aria-hidden="true">*</span>
        <span className={sc('sr-only')}>with an asterisk</span> are required.
      </p>
      <div className={sc('contact-form-grid')}>
        <ContactInput actor={actor} field="name" />
        <ContactInput actor={actor} field="email" />
        <ContactInput actor={actor} field="company" />
        <ContactInput actor={actor} field="phone" />
      </div>
      <ContactInput actor={actor} field="subject" />
      <ContactInput actor={actor} field="message" />
      <div>
        {/* Busy while sending, as Chakra's Button draws `loading`: a spinner and "Sending…". */}
        <button
          type="submit"
          className={buttonClass({ palette: 'brand', size: 'lg' })}
          data-loading={sending ? '' : undefined}
          disabled={sending || !canSubmit}
        >
          {sending ? (
            <>
              <span className={sc('button-spinner')} />
              Sending…
            </>
          ) : (
            <>
              <Send aria-hidden="true" />
              Send message
            </>
          )}
        </button>
      </div>
      <SendResult actor={actor} />
    </form>
  );
}
