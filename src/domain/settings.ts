import { SAMPLE_ACCOUNT } from './account';

/** The spec's timezone options, in its order. */
export const TIMEZONES = ['UTC', 'EST', 'PST', 'GMT'] as const;
export type Timezone = (typeof TIMEZONES)[number];

export function isTimezone(value: string): value is Timezone {
  return (TIMEZONES as readonly string[]).includes(value);
}

/** Networks show at most 11 characters of an alphanumeric sender ID. */
export const SENDER_ID_MAX_LENGTH = 11;

/** Only the length is enforced; "alphanumeric only" is a hint, as the networks check it. */
export function limitSenderId(value: string): string {
  return Array.from(value).slice(0, SENDER_ID_MAX_LENGTH).join('');
}

export const senderIdLength = (value: string): number => Array.from(value).length;

export interface AccountSettings {
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  phone: string;
  emailNotifications: boolean;
  smsNotifications: boolean;
  campaignReports: boolean;
  defaultSender: string;
  timezone: Timezone;
  deliveryReports: boolean;
}

export type SettingsTextField =
  'firstName' | 'lastName' | 'email' | 'company' | 'phone' | 'defaultSender';
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
};

/** Applies one typed field; the sender ID is cut to its limit. */
export function withTextField(
  settings: AccountSettings,
  field: SettingsTextField,
  value: string,
): AccountSettings {
  return { ...settings, [field]: field === 'defaultSender' ? limitSenderId(value) : value };
}

export const SETTINGS_TABS = ['profile', 'notifications', 'sms', 'billing'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

export function isSettingsTab(value: string): value is SettingsTab {
  return (SETTINGS_TABS as readonly string[]).includes(value);
}
