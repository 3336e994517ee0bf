import type { Page } from '@/domain/pages';
import { BRAND } from '@/state/config';

interface PageMeta {
  /** The page's own name; the document title adds the brand. */
  title: string;
  /** What a search result or a shared link says about the page. */
  description: string;
}

const META: Record<Page, PageMeta> = {
  home: {
    title: `${BRAND.name}: bulk SMS for businesses in Ghana`,
    description:
      'Send bulk SMS to your customers across MTN, Telecel and AT. Plans from GH₵ 10.00, non-expiring credits, sender ID verification, scheduling, analytics and an API.',
  },
  pricing: {
    title: 'Pricing',
    description:
      'Bulk SMS plans in Ghana cedis: 300 SMS for GH₵ 10.00 up to 3,218 SMS for GH₵ 200.00. Credits never expire; every plan has contact import, sender ID verification and the API.',
  },
  contact: {
    title: 'Contact us',
    description:
      'Write to the Nkra team in Accra, call us or chat on WhatsApp. We reply within 24 hours.',
  },
  solutions: {
    title: 'Solutions',
    description:
      'Bulk SMS for Ghanaian pharmacies, schools, churches, shops and logistics firms: campaigns, reminders, alerts and one-time codes on every network.',
  },
  docs: {
    title: 'API documentation',
    description:
      'Send SMS from your own software: quick start, endpoints for messages, contacts and reports, and delivery webhooks.',
  },
  about: {
    title: 'About us',
    description:
      'Nkra ("message" in Akan/Twi) is bulk SMS from Accra for businesses of every size in Ghana.',
  },
  privacy: {
    title: 'Privacy Policy',
    description: 'What Nkra collects, why, how long it keeps it and the rights you have over it.',
  },
  terms: {
    title: 'Terms of Service',
    description: 'The terms for using Nkra bulk SMS: accounts, credits, sender IDs and fair use.',
  },
  faq: {
    title: 'Frequently asked questions',
    description:
      'Answers on credits, delivery rates, sender IDs, refunds and plan changes for Nkra bulk SMS.',
  },
  auth: {
    title: 'Demo sign-in',
    description:
      'Try the Nkra dashboard in your browser with sample data: contacts, the SMS composer, campaigns and analytics.',
  },
  dashboard: {
    title: 'Demo dashboard',
    description: 'The Nkra demo dashboard, running in your browser on sample data.',
  },
  notFound: {
    title: 'Page not found',
    description: 'The page you asked for does not exist or has moved.',
  },
};

export function documentTitle(page: Page): string {
  return page === 'home' ? META.home.title : `${META[page].title} · ${BRAND.name}`;
}

export function pageDescription(page: Page): string {
  return META[page].description;
}
