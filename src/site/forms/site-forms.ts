import { useSelector } from '@xstate/react';
import { useLayoutEffect } from 'react';
import type { SiteFormLogic, SiteForms } from '@machines/app.machine';
import { authFormMachine } from '@machines/auth-form.machine';
import { contactFormMachine } from '@machines/contact-form.machine';
import { useAppActor } from '@/state/app-actor-context';
import { BRAND, config } from '@/state/config';
import { selectSiteForms } from '@/state/selectors';
import { emailJsSender } from '../contact/emailjs-sender';

/**
 * The public site's form machines, with their effects provided here at the edge: the contact
 * form sends through EmailJS. They travel in a chunk shared by the contact and sign-in pages,
 * so the home page never downloads them.
 */
export const SITE_FORM_LOGIC: SiteFormLogic = {
  contactForm: contactFormMachine.provide({
    actors: { sendEmail: emailJsSender(config.emailJs, BRAND.name) },
  }),
  authForm: authFormMachine,
};

/** Hands the forms' logic to the app, which spawns them once for the rest of the visit. */
export const SITE_FORMS_READY = { type: 'site.forms.ready', logic: SITE_FORM_LOGIC } as const;

/**
 * The forms' actors. The first page that needs them hands their logic to the app, which spawns
 * them for the rest of the visit. A layout effect does it, so React renders again before the
 * browser paints: `null` is only ever seen by that first render.
 */
export function useSiteForms(): SiteForms | null {
  const app = useAppActor();
  const forms = useSelector(app, selectSiteForms);
  useLayoutEffect(() => {
    if (!forms) app.send(SITE_FORMS_READY);
  }, [app, forms]);
  return forms;
}
