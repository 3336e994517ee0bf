import { setup } from 'xstate';

/** Placeholder: this machine is built by its own issue. */
export const contactFormMachine = setup({}).createMachine({ id: 'contact-form' });
