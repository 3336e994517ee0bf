import { formatNumber } from './numbers';
/** The four SMS plans of the price list, in Ghana cedis. Credits never expire. */
export interface Plan {
  id: 'standard' | 'premium' | 'executive' | 'business';
  name: string;
  /** Price in GHS for the bundle. */
  price: number;
  period: string;
  /** SMS credits in the bundle. */
  sms: number;
  /** Price of one SMS in GHS, as published. */
  ratePerSms: number;
  description: string;
  features: readonly string[];
  popular: boolean;
}

/** Every plan includes these. */
export const PLAN_FEATURES = [
  'Contact import/export',
  'Sender ID verification',
  'API access',
  '24/7 customer service',
] as const;

export const PLANS: readonly Plan[] = [
  {
    id: 'standard',
    name: 'STANDARD',
    price: 10,
    period: 'one-off, non-expiring',
    sms: 300,
    ratePerSms: 0.033,
    description: 'For a shop, a clinic or a church that texts its people a few times a month.',
    features: ['300 SMS credits', 'GH₵ 0.0330 per SMS', ...PLAN_FEATURES],
    popular: false,
  },
  {
    id: 'premium',
    name: 'PREMIUM',
    price: 20,
    period: 'one-off, non-expiring',
    sms: 626,
    ratePerSms: 0.0319,
    description: 'For growing businesses that send weekly promotions and reminders.',
    features: ['626 SMS credits', 'GH₵ 0.0319 per SMS', ...PLAN_FEATURES],
    popular: true,
  },
  {
    id: 'executive',
    name: 'EXECUTIVE',
    price: 100,
    period: 'one-off, non-expiring',
    sms: 1642,
    ratePerSms: 0.0302,
    description: 'For schools, banks and retailers with thousands of contacts.',
    features: ['1,642 SMS credits', 'GH₵ 0.0302 per SMS', ...PLAN_FEATURES],
    popular: false,
  },
  {
    id: 'business',
    name: 'BUSINESS',
    price: 200,
    period: 'one-off, non-expiring',
    sms: 3218,
    ratePerSms: 0.0302,
    description: 'For high-volume senders: logistics, utilities, national campaigns.',
    features: ['3,218 SMS credits', 'GH₵ 0.0302 per SMS', ...PLAN_FEATURES],
    popular: false,
  },
];

/** Extra credits beyond a bundle, per SMS, in GHS. */
export const EXTRA_CREDIT_PRICE = 0.5;

export function planById(id: Plan['id']): Plan {
  const plan = PLANS.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`Unknown plan: ${id}`);
  return plan;
}

/** "GH₵ 20.00": how prices read everywhere. */
export function formatCedis(amount: number, fractionDigits = 2): string {
  return `GH₵ ${formatNumber(amount, fractionDigits)}`;
}

/** The home page shows only the first three plans; the pricing page shows them all. */
export const HOME_PLANS: readonly Plan[] = PLANS.slice(0, 3);
