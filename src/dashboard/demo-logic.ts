import type { DemoLogic } from '@machines/app.machine';
import { campaignsMachine } from '@machines/campaigns.machine';
import { composerMachine } from '@machines/composer.machine';
import { contactImportMachine } from '@machines/contact-import.machine';
import { contactsMachine } from '@machines/contacts.machine';
import { newCampaignMachine } from '@machines/new-campaign.machine';
import { settingsMachine } from '@machines/settings.machine';
import { readContactsFile } from './contacts/import/reader';

/**
 * The dashboard's machines, which the app machine declares by name and starts while the
 * dashboard is open. They travel in a chunk of their own that only the dashboard asks for, so
 * the public pages never download them (see `startApp` in src/app/app-actor.ts). The contacts
 * import reads files in a Web Worker, which only the import dialog starts.
 */
export const DEMO_LOGIC: DemoLogic = {
  composer: composerMachine,
  contacts: contactsMachine.provide({
    actors: { contactImport: contactImportMachine.provide({ actors: { readContactsFile } }) },
  }),
  campaigns: campaignsMachine,
  newCampaign: newCampaignMachine,
  settings: settingsMachine,
};
