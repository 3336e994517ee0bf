import type { DemoLogic } from '@machines/app.machine';
import { campaignsMachine } from '@machines/campaigns.machine';
import { composerMachine } from '@machines/composer.machine';
import { contactsMachine } from '@machines/contacts.machine';
import { newCampaignMachine } from '@machines/new-campaign.machine';
import { settingsMachine } from '@machines/settings.machine';

/**
 * The dashboard's machines, which the app machine declares by name and starts while the
 * dashboard is open. They travel in a chunk of their own that only the dashboard asks for, so
 * the public pages never download them (see `startApp` in src/app/app-actor.ts).
 */
export const DEMO_LOGIC: DemoLogic = {
  composer: composerMachine,
  contacts: contactsMachine,
  campaigns: campaignsMachine,
  newCampaign: newCampaignMachine,
  settings: settingsMachine,
};
