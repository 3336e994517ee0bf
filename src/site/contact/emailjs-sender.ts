import { fromCallback } from 'xstate';
import type {
  ContactFormEvent,
  ContactSendResult,
  SendEmailInput,
} from '@machines/contact-form.machine';
import type { EmailJsConfig } from '@/state/config';
import type * as SendModule from './send-contact-email';

/** The sending code (payload, SDK, error reading) is its own chunk, loaded on the first Send. */
const loadSendModule = (): Promise<typeof SendModule> => import('./send-contact-email');

/** If even the sending code cannot load, the network is the likeliest cause. */
const UNREACHABLE: ContactSendResult = {
  type: 'contact.send.failed',
  failure: { kind: 'offline' },
};

/**
 * The contact form's `sendEmail` actor: sends once when started and reports the result to the
 * form. A result that arrives after the form moved on is dropped.
 */
export function emailJsSender(
  settings: EmailJsConfig,
  toName: string,
  load: () => Promise<Pick<typeof SendModule, 'sendContactEmail'>> = loadSendModule,
) {
  return fromCallback<ContactFormEvent, SendEmailInput>(({ input, sendBack }) => {
    let live = true;
    load()
      .then((module) => module.sendContactEmail(settings, input, toName))
      .catch(() => UNREACHABLE)
      .then((result) => {
        if (live) sendBack(result);
      });
    return () => {
      live = false;
    };
  });
}
