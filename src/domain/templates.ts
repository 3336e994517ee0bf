/** Message templates and personalization tags of the SMS composer. */

export const PERSONALIZATION_TAGS = [
  '[name]',
  '[company]',
  '[date]',
  '[time]',
  '[order]',
  '[link]',
] as const;
export type PersonalizationTag = (typeof PERSONALIZATION_TAGS)[number];

export const TEMPLATE_IDS = ['welcome', 'promotion', 'reminder', 'shipping'] as const;
export type TemplateId = (typeof TEMPLATE_IDS)[number];

export interface Template {
  id: TemplateId;
  name: string;
  content: string;
}

/** Every template is plain GSM-7 text, so it costs what the counters say. */
export const TEMPLATES: readonly Template[] = [
  {
    id: 'welcome',
    name: 'Welcome Message',
    content:
      'Akwaaba [name]! Welcome to [company]. We will text you offers and updates from time to time. Reply STOP to opt out.',
  },
  {
    id: 'promotion',
    name: 'Promotional Offer',
    content:
      'Hi [name], get 20% off your next purchase at [company] this week. Use code SAVE20 at checkout or show this SMS in store. Shop now: [link]',
  },
  {
    id: 'reminder',
    name: 'Appointment Reminder',
    content:
      'Hello [name], a reminder of your appointment at [company] on [date] at [time]. Reply YES to confirm or call us to reschedule.',
  },
  {
    id: 'shipping',
    name: 'Shipping Update',
    content:
      'Hi [name], your order [order] from [company] is on its way and should arrive by [date]. Track it here: [link]',
  },
];

export const TEMPLATE_PREVIEW_LENGTH = 50;

export function isTemplateId(value: string): value is TemplateId {
  return (TEMPLATE_IDS as readonly string[]).includes(value);
}

export function templateById(id: TemplateId): Template {
  const template = TEMPLATES.find((candidate) => candidate.id === id);
  if (!template) throw new Error(`Unknown template: ${id}`);
  return template;
}

/** The first 50 characters of a template, with an ellipsis when there is more. */
export function templatePreview(template: Template): string {
  const { content } = template;
  return content.length > TEMPLATE_PREVIEW_LENGTH
    ? `${content.slice(0, TEMPLATE_PREVIEW_LENGTH)}...`
    : content;
}

export function isPersonalizationTag(value: string): value is PersonalizationTag {
  return (PERSONALIZATION_TAGS as readonly string[]).includes(value);
}

/** Appends a tag to the message, with a space between when the message does not end in one. */
export function appendTag(message: string, tag: PersonalizationTag): string {
  if (message === '' || /\s$/.test(message)) return `${message}${tag}`;
  return `${message} ${tag}`;
}
