import { CONTACT_GROUPS, groupById, isContactGroupId, type CampaignGroupId } from './groups';
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
export type NewCampaignErrorField = 'name' | 'message';

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

/** Name and message are required; the message fits one SMS. Fields in the order shown. */
export function newCampaignErrors(form: NewCampaignForm): FieldErrors<NewCampaignErrorField> {
  const errors = requiredErrors({ name: form.name, message: form.message }, ['name', 'message'], {
    name: 'Campaign name',
    message: 'Message',
  });
  if (!errors.message && isOverLimit(form.message)) {
    errors.message = `Message must be ${NEW_CAMPAIGN_MESSAGE_MAX} characters or fewer.`;
  }
  return errors;
}

export const isNewCampaignValid = (form: NewCampaignForm): boolean =>
  !hasErrors(newCampaignErrors(form));

/** The first field in error, where focus goes after a refused submit. */
export function firstErrorField(form: NewCampaignForm): NewCampaignErrorField | null {
  const errors = newCampaignErrors(form);
  if (errors.name) return 'name';
  if (errors.message) return 'message';
  return null;
}
