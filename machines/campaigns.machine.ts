import { setup } from 'xstate';

/** Placeholder: this machine is built by its own issue. */
export const campaignsMachine = setup({}).createMachine({ id: 'campaigns' });
