import { campaignReach, type CampaignReach } from './audience';
import type { Contact } from './contacts';
import { insufficientCredit } from './credits';
import { CONTACT_GROUPS, groupById, isContactGroupId, type CampaignGroupId } from './groups';
import { audienceCost, sharedMergeValues } from './personalise';
import { scheduleProblem, wallClock, type ScheduleRules } from './schedule';
import { senderIdByName } from './sender-ids';
import type { AccountSettings } from './settings';
import { hasErrors, requiredErrors, type FieldErrors } from './validation';

/** One SMS: the new-campaign dialog keeps a campaign to a single message. */
export const NEW_CAMPAIGN_MESSAGE_MAX = 160;

export interface NewCampaignForm {
  name: string;
  message: string;
  contactGroup: CampaignGroupId;
  /** `YYYY-MM-DD`, or '' to send now. */
  scheduledDate: string;
  /** `HH:mm`, or ''. */
  scheduledTime: string;
}

export type NewCampaignTextField = Exclude<keyof NewCampaignForm, 'contactGroup'>;
export type NewCampaignErrorField = 'name' | 'message' | 'scheduledTime';

export const EMPTY_NEW_CAMPAIGN: NewCampaignForm = {
  name: '',
  message: '',
  contactGroup: 'all',
  scheduledDate: '',
  scheduledTime: '',
};

/**
 * The groups the dialog offers, in the composer's order. Their counts come from the contact
 * database (src/domain/audience.ts), so the dialog reads them from the contacts actor.
 */
export const NEW_CAMPAIGN_GROUPS: readonly CampaignGroupId[] = CONTACT_GROUPS.map(
  (group) => group.id,
);

export const isCampaignGroupId = (value: string): value is CampaignGroupId =>
  isContactGroupId(value);

/** A campaign's group by name, "Customers": how the campaign history names it. */
export function campaignGroupLabel(id: CampaignGroupId): string {
  return groupById(id).name;
}

/** Characters as a person counts them: an emoji is one. */
export const characterCount = (text: string): number => Array.from(text).length;

/** "42/160 characters". */
export const messageCounter = (message: string): string =>
  `${characterCount(message)}/${NEW_CAMPAIGN_MESSAGE_MAX} characters`;

export const isOverLimit = (message: string): boolean =>
  characterCount(message) > NEW_CAMPAIGN_MESSAGE_MAX;

export const isScheduled = (form: Pick<NewCampaignForm, 'scheduledDate'>): boolean =>
  form.scheduledDate.trim() !== '';

/** The submit button's words: a date makes it a scheduled campaign. */
export const submitLabel = (form: Pick<NewCampaignForm, 'scheduledDate'>): string =>
  isScheduled(form) ? 'Schedule Campaign' : 'Send Now';

/** A date with no time: the dialog does not guess one. */
export const TIME_MISSING = 'Choose a time.';

/**
 * Why the schedule will not do, or null: none when the date is blank (send now); with a date, a
 * time, not past at `now` and outside quiet hours, read in the account's zone (the dialog's
 * campaigns are promotional).
 */
export function scheduleError(form: NewCampaignForm, rules: ScheduleRules, now: number) {
  if (!isScheduled(form)) return null;
  if (form.scheduledTime.trim() === '') return TIME_MISSING;
  return scheduleProblem(form.scheduledDate, form.scheduledTime, now, rules, true);
}

/**
 * Name and message are required; the message fits one SMS; a schedule is one the account takes
 * at `now`. Fields in the order shown.
 */
export function newCampaignErrors(
  form: NewCampaignForm,
  rules: ScheduleRules,
  now: number,
): FieldErrors<NewCampaignErrorField> {
  const errors: FieldErrors<NewCampaignErrorField> = requiredErrors(
    { name: form.name, message: form.message },
    ['name', 'message'],
    { name: 'Campaign name', message: 'Message' },
  );
  if (!errors.message && isOverLimit(form.message)) {
    errors.message = `Message must be ${NEW_CAMPAIGN_MESSAGE_MAX} characters or fewer.`;
  }
  const schedule = scheduleError(form, rules, now);
  if (schedule) errors.scheduledTime = schedule;
  return errors;
}

export const isNewCampaignValid = (form: NewCampaignForm, rules: ScheduleRules, now: number) =>
  !hasErrors(newCampaignErrors(form, rules, now));

/** The first field in error, where focus goes after a refused submit. */
export function firstErrorField(
  form: NewCampaignForm,
  rules: ScheduleRules,
  now: number,
): NewCampaignErrorField | null {
  const errors = newCampaignErrors(form, rules, now);
  if (errors.name) return 'name';
  if (errors.message) return 'message';
  if (errors.scheduledTime) return 'scheduledTime';
  return null;
}

/** What a Send Now is checked against: the contact database, the account's settings, its credits. */
export interface SendContext {
  contacts: readonly Contact[];
  settings: AccountSettings;
  /** SMS credits on the account. */
  credits: number;
}

/** Who the campaign reaches, sent with the account's default sender ID. */
export function newCampaignReach(form: NewCampaignForm, account: SendContext) {
  const { senderIds, defaultSender } = account.settings;
  return campaignReach(
    account.contacts,
    form.contactGroup,
    senderIdByName(senderIds, defaultSender),
  );
}

/**
 * SMS credits Send Now at `now` holds: every recipient's personalised parts, [date] and [time]
 * as they read at `now` in the account's zone, as the campaigns actor charges them.
 */
export function creditsNeeded(form: NewCampaignForm, account: SendContext, now: number): number {
  const { company, timezone } = account.settings;
  return audienceCost(
    form.message,
    newCampaignReach(form, account).recipients,
    sharedMergeValues(company, wallClock(now, timezone)),
    0,
  ).sms;
}

/** Why the group has no one to send to, as the composer says it. */
function noRecipientsReason(reach: CampaignReach, sender: string): string {
  if (reach.blocked.length > 0) {
    return `everyone left is on a network where ${sender} is not approved`;
  }
  return reach.optedOut > 0 ? 'everyone in it has opted out' : 'it has no contacts';
}

/** A form that is complete but cannot go: the whole form's error, in the composer's words. */
export interface NewCampaignProblem {
  title: string;
  description: string;
}

/**
 * Why a complete form cannot go, or null: nobody in the group can get it, or (sent now) the
 * SMS it needs are more than the credit balance. A scheduled campaign's credits are held when
 * its time comes.
 */
export function sendProblem(
  form: NewCampaignForm,
  account: SendContext,
  now: number,
): NewCampaignProblem | null {
  const reach = newCampaignReach(form, account);
  if (reach.recipients.length === 0) {
    return {
      title: 'No one to send to',
      description: `This group has no recipients: ${noRecipientsReason(reach, account.settings.defaultSender)}.`,
    };
  }
  if (isScheduled(form)) return null;
  const needed = creditsNeeded(form, account, now);
  if (needed <= account.credits) return null;
  return { title: 'Not enough credit', description: insufficientCredit(needed, account.credits) };
}
