import { SAMPLE_ACCOUNT } from './account';
import { isBlank } from './validation';
import { SAMPLE_SENDER_IDS, type SenderId } from './sender-ids';

/** The spec's timezone options, in its order. */
export const TIMEZONES = ['UTC', 'EST', 'PST', 'GMT'] as const;
export type Timezone = (typeof TIMEZONES)[number];

export function isTimezone(value: string): value is Timezone {
  return (TIMEZONES as readonly string[]).includes(value);
}

export interface AccountSettings {
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  phone: string;
  emailNotifications: boolean;
  smsNotifications: boolean;
  campaignReports: boolean;
  /** The sender ID the composer starts with: one of `senderIds`. */
  defaultSender: string;
  /** The account's time zone: schedules and quiet hours are read in it, never the browser's. */
  timezone: Timezone;
  deliveryReports: boolean;
  /** Promotional messages do not go out between these "HH:MM" times (wrapping midnight). */
  quietHours: QuietHours;
  /** The line "Add opt-out line" puts in a promotional message: how to opt out, free. */
  optOutLine: string;
  senderIds: SenderId[];
}

export interface QuietHours {
  /** "HH:MM" when quiet hours begin, in the account's time zone. */
  start: string;
  /** "HH:MM" when they end. */
  end: string;
}

/** Quiet hours unless the account changes them: 20:00 to 08:00. */
export const DEFAULT_QUIET_HOURS: QuietHours = { start: '20:00', end: '08:00' };

/** Opt-out is free (Electronic Transactions Act 2008, s.50); Ghanaian sender IDs take no replies. */
export const DEFAULT_OPT_OUT_LINE = 'To stop these messages, dial *713*44# (free).';

/** "HH:MM" on a 24-hour clock, as a time input gives it. */
export const isClockTime = (value: string): boolean => /^([01]\d|2[0-3]):[0-5]\d$/.test(value);

/** Equal start and end: promotional messages may go out at any hour. */
export const hasQuietHours = ({ start, end }: QuietHours): boolean => start !== end;

/** Why Save Changes refuses this opt-out line, or null: promotional messages must carry one. */
export function optOutLineError(line: string): string | null {
  return isBlank(line)
    ? 'Write how people opt out: promotional messages must say it, and it must be free.'
    : null;
}

/** A line that does not say opting out is free may break the law (Act 772, s.50): a warning. */
export function optOutLineWarning(line: string): string | null {
  if (isBlank(line) || /\bfree\b/i.test(line)) return null;
  return 'Say that opting out is free, for example “(free)”: the law asks for a free way out.';
}

export type SettingsTextField = 'firstName' | 'lastName' | 'email' | 'company' | 'phone';
export type SettingsToggle =
  'emailNotifications' | 'smsNotifications' | 'campaignReports' | 'deliveryReports';

/** The profile comes from the demo account; the switches are the spec's defaults. */
export const DEFAULT_SETTINGS: AccountSettings = {
  firstName: SAMPLE_ACCOUNT.firstName,
  lastName: SAMPLE_ACCOUNT.lastName,
  email: SAMPLE_ACCOUNT.email,
  company: SAMPLE_ACCOUNT.company,
  phone: SAMPLE_ACCOUNT.phone,
  emailNotifications: true,
  smsNotifications: false,
  campaignReports: true,
  defaultSender: 'KumasiPharm',
  timezone: 'UTC',
  deliveryReports: true,
  quietHours: DEFAULT_QUIET_HOURS,
  optOutLine: DEFAULT_OPT_OUT_LINE,
  senderIds: [...SAMPLE_SENDER_IDS],
};

/** Applies one typed field of the profile. */
export function withTextField(
  settings: AccountSettings,
  field: SettingsTextField,
  value: string,
): AccountSettings {
  return { ...settings, [field]: value };
}

export const SETTINGS_TABS = ['profile', 'notifications', 'sms', 'billing'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

export function isSettingsTab(value: string): value is SettingsTab {
  return (SETTINGS_TABS as readonly string[]).includes(value);
}
