import { setup } from 'xstate';

/** Placeholder: this machine is built by its own issue. */
export const composerMachine = setup({}).createMachine({ id: 'composer' });
