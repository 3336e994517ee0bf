import { planById } from './plans';

/** The demo account every visitor signs in to. */
export const SAMPLE_ACCOUNT = {
  firstName: 'Ama',
  lastName: 'Mensah',
  email: 'ama.mensah@kumasipharma.example.com',
  company: 'Kumasi Pharma Ltd',
  phone: '+233 24 123 4567',
  plan: planById('premium'),
  /** SMS credits left on the account. */
  creditBalance: 4_218,
} as const;
