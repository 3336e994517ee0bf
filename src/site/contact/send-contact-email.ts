import type { send } from '@emailjs/browser';
import type { ContactSendResult, SendEmailInput } from '@machines/contact-form.machine';
import type { EmailJsConfig } from '@/state/config';
import { buildTemplateParams, classifySendError, type SendFailure } from '@/domain/contact-send';

export type EmailJs = { send: typeof send };

/** The SDK is loaded at send time, never at start-up: importing it touches storage. */
const loadEmailJs = (): Promise<EmailJs> => import('@emailjs/browser');

function missingSettings(settings: EmailJsConfig): string[] {
  return [
    !settings.publicKey && 'VITE_EMAILJS_PUBLIC_KEY',
    !settings.serviceId && 'VITE_EMAILJS_SERVICE_ID',
    !settings.templateId && 'VITE_EMAILJS_TEMPLATE_ID',
  ].filter((name): name is string => Boolean(name));
}

/** Sends one contact message with EmailJS and says how it went; never rejects. */
export async function sendContactEmail(
  settings: EmailJsConfig,
  input: SendEmailInput,
  toName: string,
  load: () => Promise<EmailJs> = loadEmailJs,
): Promise<ContactSendResult> {
  const failed = (failure: SendFailure): ContactSendResult => ({
    type: 'contact.send.failed',
    failure,
  });
  const missing = missingSettings(settings);
  if (missing.length > 0) return failed({ kind: 'notConfigured', missing });
  try {
    const emailjs = await load();
    await emailjs.send(
      settings.serviceId,
      settings.templateId,
      buildTemplateParams(input.values, toName),
      {
        publicKey: settings.publicKey,
        blockHeadless: settings.blockHeadless,
        // The SDK matches exactly; the form sends addresses in lower case, so the list is too.
        blockList: {
          list: settings.blockList.map((entry) => entry.trim().toLowerCase()),
          watchVariable: 'from_email',
        },
        limitRate: { id: 'contact', throttle: settings.limitRateMs },
      },
    );
    return { type: 'contact.send.succeeded' };
  } catch (error) {
    return failed(classifySendError(error));
  }
}
