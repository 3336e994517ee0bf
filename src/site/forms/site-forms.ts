import { useSelector } from '@xstate/react';
import type { SiteFormLogic, SiteForms } from '@machines/app.machine';
import { authFormMachine } from '@machines/auth-form.machine';
import { contactFormMachine } from '@machines/contact-form.machine';
import { useAppActor } from '@/state/app-actor-context';
import { BRAND, config } from '@/state/config';
import { sameActors, selectSiteForms } from '@/state/selectors';
import { emailJsSender } from '../contact/emailjs-sender';

/**
 * The public site's form machines, with their effects provided here at the edge: the contact
 * form sends through EmailJS. They travel in a chunk of their own that the contact and sign-in
 * pages ask for, so the home page never downloads them.
 */
export const SITE_FORM_LOGIC: SiteFormLogic = {
  contactForm: contactFormMachine.provide({
    actors: { sendEmail: emailJsSender(config.emailJs, BRAND.name) },
  }),
  authForm: authFormMachine,
};

/**
 * The forms' actors, children of the app started once their code has arrived (the contact and
 * sign-in pages ask for it on entry; a page rendered at build time has them from the start).
 */
export function useSiteForms(): SiteForms | null {
  return useSelector(useAppActor(), selectSiteForms, sameActors);
}
