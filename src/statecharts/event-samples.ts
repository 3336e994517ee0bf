/**
 * For each machine, the events a journey may take, with the payloads they need: what a person
 * can cause, plus the few answers another actor gives (the app, the file reader, the clock, the
 * send service), marked with who sends them. The values are the model-based tests' samples
 * (tests/model/*-model.ts), kept to what reaches every state: the journeys are searched over
 * them with the real machine's guards, so a sample must satisfy the guard of the state it leads
 * to (Schedule Send needs a group, a message, a future date and a time of day).
 *
 * Samples that would let the search go on for ever (a duplicated campaign, a contact added,
 * deleted and brought back) are left out: no state needs them.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { AppEvent } from '@machines/app.machine';
import type { AuthFormEvent } from '@machines/auth-form.machine';
import type { CampaignsEvent, CampaignsInput } from '@machines/campaigns.machine';
import type { ComposerEvent } from '@machines/composer.machine';
import type { ContactFormEvent } from '@machines/contact-form.machine';
import type {
  ContactImportEvent,
  ContactImportInput,
  ContactImportSnapshot,
} from '@machines/contact-import.machine';
import type { ContactsEvent } from '@machines/contacts.machine';
import type { DeliveryEvent, DeliveryInput } from '@machines/delivery.machine';
import type { NewCampaignEvent } from '@machines/new-campaign.machine';
import type { SettingsEvent } from '@machines/settings.machine';
import { recipientsOf } from '@/domain/audience';
import { nextCampaignIdOf } from '@/domain/campaigns';
import { sampleCampaigns } from '@/domain/sample-campaigns';
import { planDelivery } from '@/domain/delivery';
import { DASHBOARD_DIALOGS, DASHBOARD_TABS, PAGES } from '@/domain/pages';
import { sharedMergeValues } from '@/domain/personalise';
import { SAMPLE_CONTACTS } from '@/domain/sample-contacts';
import { wallClock } from '@/domain/schedule';
import { senderIdByName } from '@/domain/sender-ids';
import { DEFAULT_SETTINGS } from '@/domain/settings';
import { MAX_MESSAGE_LENGTH } from '@/domain/sms';

/** One sample event. */
export interface EventSample<TEvent extends EventObject = EventObject> {
  event: TEvent;
  /** Who sends it when no person does: `the app`, `the file reader`, `the clock`. */
  from?: string;
}

/** The samples of one machine, and the input it starts with. */
export interface MachineSamples {
  input?: unknown;
  /** The samples offered in a state (most machines offer the same everywhere). */
  events: (snapshot: AnyMachineSnapshot) => readonly EventSample[];
  /**
   * Context fields the search does not tell states apart by: a counter that grows on every
   * visit would make every visit a new state, and the search endless.
   */
  ignoredContext?: readonly string[];
}

const person = <TEvent extends EventObject>(event: TEvent): EventSample<TEvent> => ({ event });
const fromApp = <TEvent extends EventObject>(event: TEvent, from = 'the app') => ({ event, from });
const always =
  (samples: readonly EventSample[]): MachineSamples['events'] =>
  () =>
    samples;

/* ---------- app ---------- */

const APP: EventSample<AppEvent>[] = [
  ...PAGES.map((page) => person({ type: `nav.${page}` } as AppEvent)),
  person({ type: 'auth.submit' }),
  person({ type: 'auth.signOut' }),
  ...DASHBOARD_TABS.map((tab) => person<AppEvent>({ type: 'dashboard.tab.select', tab })),
  ...DASHBOARD_DIALOGS.filter((dialog) => dialog !== 'none').map((dialog) =>
    person<AppEvent>({ type: 'dashboard.dialog.open', dialog }),
  ),
  person({ type: 'dashboard.dialog.close' }),
  fromApp<AppEvent>({ type: 'dashboard.actors.ready' }, "the app, once the dashboard's code is in"),
];

/* ---------- composer and New Campaign ---------- */

/** A date every run of the demo sees ahead, and a time outside the default quiet hours. */
const FUTURE_DATE = '2099-06-15';
const DAY_TIME = '10:00';
const QUIET_TIME = '21:00';
const VALID_MESSAGE = 'Flu jabs now at our Tema branch — GH₵ 20 only. Reply STOP to opt out.';
const OVER_LIMIT_MESSAGE =
  'Kumasi Pharma health tip: drink clean water, sleep well and check your blood pressure every month. '
    .repeat(17)
    .slice(0, MAX_MESSAGE_LENGTH + 1);

const composer = (now: number): EventSample<ComposerEvent>[] => [
  person({ type: 'composer.message.change', value: VALID_MESSAGE }),
  person({ type: 'composer.message.change', value: OVER_LIMIT_MESSAGE }),
  person({ type: 'composer.message.change', value: '' }),
  person({ type: 'composer.group.change', group: 'customers' }),
  person({ type: 'composer.group.change', group: null }),
  person({ type: 'composer.date.change', value: FUTURE_DATE }),
  person({ type: 'composer.time.change', value: DAY_TIME }),
  person({ type: 'composer.send', now }),
  person({ type: 'composer.schedule', now }),
];

const newCampaignField = (
  field: 'name' | 'message' | 'scheduledDate' | 'scheduledTime',
  value: string,
): EventSample<NewCampaignEvent> => person({ type: 'newCampaign.field.change', field, value });

const newCampaign = (now: number): EventSample<NewCampaignEvent>[] => [
  newCampaignField('name', 'Harmattan Skin Care Promo'),
  newCampaignField('message', VALID_MESSAGE),
  newCampaignField('scheduledDate', FUTURE_DATE),
  newCampaignField('scheduledTime', DAY_TIME),
  person({ type: 'newCampaign.group.change', group: 'newsletter' }),
  person({ type: 'newCampaign.submit', now }),
  person({ type: 'newCampaign.cancel' }),
];

/* ---------- the public site's forms ---------- */

const AUTH: EventSample<AuthFormEvent>[] = [
  person({ type: 'auth.mode.select', mode: 'signUp' }),
  person({ type: 'auth.mode.select', mode: 'signIn' }),
  person({ type: 'auth.field.change', field: 'email', value: 'ama.mensah@kumasi-traders.com.gh' }),
  person({ type: 'auth.field.change', field: 'password', value: 'Akwaaba-2025' }),
  person({ type: 'auth.form.submit' }),
];

const contactField = (
  field: 'name' | 'email' | 'subject' | 'message',
  value: string,
): EventSample<ContactFormEvent> => person({ type: 'contact.field.change', field, value });

const CONTACT_FORM: EventSample<ContactFormEvent>[] = [
  contactField('name', 'Kwabena Owusu'),
  contactField('email', 'Kwabena@TemaMethodist.org'),
  contactField('subject', 'Weekly service reminders'),
  contactField('message', 'We want to remind 1,500 members about Sunday service.'),
  person({ type: 'contact.submit' }),
  fromApp({ type: 'contact.send.succeeded' }, 'the send service'),
  fromApp({ type: 'contact.send.failed', failure: { kind: 'offline' } }, 'the send service'),
];

/* ---------- the dashboard's tabs and dialogs ---------- */

const contactNamed = (name: string) => SAMPLE_CONTACTS.find((contact) => contact.name === name);
const firstOptedIn = SAMPLE_CONTACTS.find((contact) => contact.optOut === null);
const firstOptedOut = SAMPLE_CONTACTS.find((contact) => contact.optOut !== null);

const contacts = (): EventSample<ContactsEvent>[] => {
  const edited = contactNamed('Akosua Mensah') ?? firstOptedIn;
  return [
    person({ type: 'contacts.add.open' }),
    ...(edited ? [person<ContactsEvent>({ type: 'contacts.edit.open', id: edited.id })] : []),
    ...(edited ? [person<ContactsEvent>({ type: 'contacts.delete.request', id: edited.id })] : []),
    person({ type: 'contacts.form.submit' }),
    person({ type: 'contacts.form.cancel' }),
    person({ type: 'contacts.delete.cancel' }),
    person({ type: 'contacts.import.open' }),
    fromApp<ContactsEvent>(
      { type: 'xstate.done.actor.contactImport', output: { outcome: 'cancelled' } },
      'the import dialog',
    ),
    ...(firstOptedIn
      ? [person<ContactsEvent>({ type: 'contacts.optOut.open', id: firstOptedIn.id })]
      : []),
    ...(firstOptedOut
      ? [person<ContactsEvent>({ type: 'contacts.optIn.open', id: firstOptedOut.id })]
      : []),
    person({ type: 'contacts.consent.submit' }),
    person({ type: 'contacts.consent.cancel' }),
  ];
};

const campaigns = (now: number): EventSample<CampaignsEvent>[] => {
  const sample = sampleCampaigns(new Date(now));
  const withStatus = (status: string) => sample.find((campaign) => campaign.status === status);
  const open = (status: string): EventSample<CampaignsEvent>[] => {
    const campaign = withStatus(status);
    return campaign ? [person({ type: 'campaigns.details.open', id: campaign.id })] : [];
  };
  const scheduled = withStatus('scheduled');
  const failed = withStatus('failed');
  return [
    ...open('draft'),
    person({ type: 'campaigns.details.close' }),
    ...(failed
      ? [person<CampaignsEvent>({ type: 'campaigns.delete.request', id: failed.id })]
      : []),
    person({ type: 'campaigns.delete.cancel' }),
    ...(scheduled
      ? [person<CampaignsEvent>({ type: 'campaigns.reschedule.open', id: scheduled.id })]
      : []),
    person({ type: 'campaigns.reschedule.time.change', value: QUIET_TIME }),
    person({ type: 'campaigns.reschedule.time.change', value: DAY_TIME }),
    person({ type: 'campaigns.reschedule.confirm', now }),
    person({ type: 'campaigns.reschedule.cancel' }),
  ];
};

const SETTINGS: EventSample<SettingsEvent>[] = [
  person({ type: 'settings.tab.select', tab: 'sms' }),
  person({ type: 'settings.senderId.change', value: 'MoMo Deals' }),
  person({ type: 'settings.senderId.request' }),
  person({ type: 'settings.optOutLine.change', value: '' }),
  person({ type: 'settings.optOutLine.change', value: 'Reply STOP to opt out free.' }),
  person({ type: 'settings.save' }),
  person({ type: 'settings.cancel' }),
];

/* ---------- the import dialog, with its file reader's answers ---------- */

const IMPORT_ROW = { name: 'Yaa Asare', phone: '024 555 0101', e164: '+233245550101' };

const contactImport = (snapshot: AnyMachineSnapshot): EventSample<ContactImportEvent>[] => {
  const { context } = snapshot as ContactImportSnapshot;
  const reader = (event: ContactImportEvent) => fromApp(event, 'the file reader');
  return [
    person({
      type: 'import.file.choose',
      file: new File([`Name,Phone\n${IMPORT_ROW.name},${IMPORT_ROW.phone}\n`], 'members.csv', {
        type: 'text/csv',
      }),
    }),
    person({ type: 'import.group.change', group: 'vip' }),
    person({ type: 'import.confirm' }),
    person({ type: 'import.restart' }),
    person({ type: 'import.cancel' }),
    reader({
      type: 'import.read.done',
      file: {
        meta: { format: 'nkra', formatLabel: 'Nkra CSV', encoding: 'UTF-8', delimiter: ',' },
        headers: ['Name', 'Phone'],
        columns: [
          { index: 0, header: 'Name', samples: [IMPORT_ROW.name] },
          { index: 1, header: 'Phone', samples: [IMPORT_ROW.phone] },
        ],
        rowCount: 1,
      },
      mapping: ['name', 'phone'],
    }),
    reader({
      type: 'import.plan.ready',
      // The answer to the mapping shown: the reader echoes the revision it was asked about.
      revision: context.revision,
      summary: { ready: 1, duplicates: 0, skipped: 0 },
      preview: [
        {
          row: 2,
          outcome: 'ready',
          name: IMPORT_ROW.name,
          phone: IMPORT_ROW.phone,
          group: context.mapping.addToGroup,
        },
      ],
      skipped: [],
    }),
    reader({
      type: 'import.commit.ready',
      contacts: [
        { name: IMPORT_ROW.name, phone: IMPORT_ROW.e164, group: context.mapping.addToGroup },
      ],
      duplicates: 0,
      skipped: 0,
    }),
    reader({ type: 'import.read.failed', reason: 'This file holds no contacts.' }),
  ];
};

/* ---------- a campaign's delivery ---------- */

/** The plan the campaigns actor makes for the first campaign sent at `now` to VIP Customers. */
function deliveryInput(now: number): DeliveryInput {
  const campaignId = nextCampaignIdOf(sampleCampaigns(new Date(now)), []);
  return {
    campaignId,
    messages: planDelivery({
      seed: campaignId,
      message: 'Thank you for being one of our VIP customers: 10% off at any branch this week.',
      contacts: recipientsOf(SAMPLE_CONTACTS, 'vip'),
      sender: senderIdByName(DEFAULT_SETTINGS.senderIds, DEFAULT_SETTINGS.defaultSender),
      shared: sharedMergeValues(
        DEFAULT_SETTINGS.company,
        wallClock(now, DEFAULT_SETTINGS.timezone),
      ),
    }),
  };
}

const delivery = (now: number): EventSample<DeliveryEvent>[] => [
  fromApp({ type: 'clock.tick', now }, 'the clock'),
  person({ type: 'delivery.stop' }),
];

/* ---------- by machine ---------- */

/**
 * The samples for a machine, by its id, dated at `now` (what "a future date" and the campaigns'
 * sample history are measured from); `undefined` for a machine with none.
 */
export function eventSamples(
  machineId: string,
  now: number = Date.now(),
): MachineSamples | undefined {
  switch (machineId) {
    case 'app':
      return { events: always(APP) };
    case 'composer':
      return { events: always(composer(now)) };
    case 'new-campaign':
      return { events: always(newCampaign(now)) };
    case 'authForm':
      return { events: always(AUTH) };
    case 'contactForm':
      return { events: always(CONTACT_FORM) };
    case 'contacts':
      return { events: always(contacts()) };
    case 'campaigns':
      return { input: { now } satisfies CampaignsInput, events: always(campaigns(now)) };
    case 'settings':
      return { events: always(SETTINGS) };
    case 'contactImport':
      return {
        input: {
          existingPhones: SAMPLE_CONTACTS.map((contact) => contact.phone),
        } satisfies ContactImportInput,
        events: contactImport,
        // Each mapping counts up a revision, which the reader's answers echo.
        ignoredContext: ['revision'],
      };
    case 'delivery':
      return { input: deliveryInput(now), events: always(delivery(now)) };
    default:
      return undefined;
  }
}

/** The ids of the machines with samples. */
export const MACHINES_WITH_SAMPLES = [
  'app',
  'authForm',
  'campaigns',
  'composer',
  'contactForm',
  'contactImport',
  'contacts',
  'delivery',
  'new-campaign',
  'settings',
] as const;
