import type { Page } from '@/domain/pages';
import { BRAND } from './config';

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
};

export function documentTitle(page: Page): string {
  return page === 'home' ? TITLES.home : `${TITLES[page]} · ${BRAND.name}`;
}
