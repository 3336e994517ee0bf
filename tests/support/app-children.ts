import { appMachine, type SiteFormLogic } from '@machines/app.machine';
import { authFormMachine } from '@machines/auth-form.machine';
import { contactFormMachine } from '@machines/contact-form.machine';
import { DEMO_LOGIC } from '@/dashboard/demo-logic';

/** The forms as the app declares them, without the EmailJS sender (nothing leaves a test). */
export const FORM_LOGIC: SiteFormLogic = {
  contactForm: contactFormMachine,
  authForm: authFormMachine,
};

export { DEMO_LOGIC };

/** The app machine with every child's code provided, as it is once every chunk has arrived. */
export const appWithChildren = appMachine.provide({ actors: { ...DEMO_LOGIC, ...FORM_LOGIC } });
