import type { Page } from '@/domain/pages';
import { BRAND } from '@/state/config';

/**
 * Each page's own name; the document title adds the brand. The browser sets it on every page
 * change, so it ships with the app.
 */
const TITLES: Record<Page, string> = {
  home: `${BRAND.name}: bulk SMS for businesses in Ghana`,
  pricing: 'Pricing',
  contact: 'Contact us',
  solutions: 'Solutions',
  docs: 'API documentation',
  about: 'About us',
  privacy: 'Privacy Policy',
  terms: 'Terms of Service',
  faq: 'Frequently asked questions',
  auth: 'Demo sign-in',
  dashboard: 'Demo dashboard',
  statecharts: 'Statecharts',
  notFound: 'Page not found',
};

/**
 * What a search result or a shared link says about each page. Only the build reads these (into
 * each page's `<meta name="description">`), so they stay out of the browser's code.
 */
const DESCRIPTIONS: Record<Page, string> = {
  home: 'Send bulk SMS to your customers across MTN, Telecel and AT. Plans from GH₵ 10.00, non-expiring credits, sender ID verification, scheduling, analytics and an API.',
  pricing:
    'Bulk SMS plans in Ghana cedis: 300 SMS for GH₵ 10.00 up to 3,218 SMS for GH₵ 200.00. Credits never expire; every plan has contact import, sender ID verification and the API.',
  contact:
    'Write to the Nkra team in Accra, call us or chat on WhatsApp. We reply within 24 hours.',
  solutions:
    'Bulk SMS for Ghanaian pharmacies, schools, churches, shops and logistics firms: campaigns, reminders, alerts and one-time codes on every network.',
  docs: 'Send SMS from your own software: quick start, endpoints for messages, contacts and reports, and delivery webhooks.',
  about:
    'Nkra ("message" in Akan/Twi) is bulk SMS from Accra for businesses of every size in Ghana.',
  privacy: 'What Nkra collects, why, how long it keeps it and the rights you have over it.',
  terms: 'The terms for using Nkra bulk SMS: accounts, credits, sender IDs and fair use.',
  faq: 'Answers on credits, delivery rates, sender IDs, refunds and plan changes for Nkra bulk SMS.',
  auth: 'Try the Nkra dashboard in your browser with sample data: contacts, the SMS composer, campaigns and analytics.',
  dashboard: 'The Nkra demo dashboard, running in your browser on sample data.',
  statecharts:
    "Every state machine behind the Nkra app, drawn from its definition, with the running app's states lit up.",
  notFound: 'The page you asked for does not exist or has moved.',
};

export function documentTitle(page: Page): string {
  return page === 'home' ? TITLES.home : `${TITLES[page]} · ${BRAND.name}`;
}

export function pageDescription(page: Page): string {
  return DESCRIPTIONS[page];
}
