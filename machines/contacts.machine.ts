import { setup } from 'xstate';

/** Placeholder: this machine is built by its own issue. */
export const contactsMachine = setup({}).createMachine({ id: 'contacts' });
