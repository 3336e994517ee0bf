import { setup } from 'xstate';

/** Placeholder: this machine is built by its own issue. */
export const newCampaignMachine = setup({}).createMachine({ id: 'new-campaign' });
