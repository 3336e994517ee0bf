import type { ReactNode } from 'react';
import { Mail, MapPin, Phone } from 'lucide-react';
import { BRAND, config } from '@/state/config';
import { FacebookLogo, InstagramLogo, LinkedInLogo, XLogo } from '@/ui/brand-icons';
import { ExternalAnchor, PageAnchor, PageButton } from '@/ui/links';
import { Logo } from '@/ui/logo';
import { sc } from '@/ui/static-styles';

const SOCIAL_ICONS = {
  Facebook: FacebookLogo,
  X: XLogo,
  LinkedIn: LinkedInLogo,
  Instagram: InstagramLogo,
};

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={sc('footer-column')} aria-label={title}>
      <h2>{title}</h2>
      <ul>{children}</ul>
    </section>
  );
}

const link = sc('footer-link');

/**
 * Site footer: product, support and company links, contact details, social links. Plain elements
 * styled by src/ui/static-styles/layout.ts; the one button stays Chakra's.
 */
export function SiteFooter() {
  return (
    <footer className={sc('site-footer')}>
      <div className={sc('page-width')}>
        <div className={sc('footer-grid')}>
          <div className={sc('footer-brand')}>
            <Logo />
            <p>{BRAND.tagline}.</p>
            <div>
              <PageButton to="auth" palette="brand" size="sm">
                Try the demo
              </PageButton>
            </div>
          </div>
          <Column title="Product">
            <li>
              <PageAnchor to="solutions" className={link}>
                Solutions
              </PageAnchor>
            </li>
            <li>
              <PageAnchor to="pricing" className={link}>
                Pricing
              </PageAnchor>
            </li>
            <li>
              <PageAnchor to="docs" className={link}>
                API quick start
              </PageAnchor>
            </li>
            <li>
              <PageAnchor to="faq" className={link}>
                FAQ
              </PageAnchor>
            </li>
          </Column>
          <Column title="Support">
            <li>
              <ExternalAnchor href={config.apiDocsUrl} className={link}>
                API Documentation
                <span className={sc('sr-only')}>(opens in a new tab)</span>
              </ExternalAnchor>
            </li>
            <li>
              <PageAnchor to="contact" className={link}>
                Help Support
              </PageAnchor>
            </li>
          </Column>
          <Column title="Company">
            <li>
              <PageAnchor to="about" className={link}>
                About Us
              </PageAnchor>
            </li>
            <li>
              <PageAnchor to="privacy" className={link}>
                Privacy Policy
              </PageAnchor>
            </li>
            <li>
              <PageAnchor to="terms" className={link}>
                Terms of Service
              </PageAnchor>
            </li>
          </Column>
          <Column title="Contact">
            <li>
              <a href={`mailto:${BRAND.email}`} className={sc('footer-contact-link')}>
                <Mail aria-hidden="true" /> {BRAND.email}
              </a>
            </li>
            <li>
              <a href={BRAND.phoneHref} className={sc('footer-contact-link')}>
                <Phone aria-hidden="true" /> {BRAND.phone}
              </a>
            </li>
            <li>
              <span className={sc('footer-line')}>
                <MapPin aria-hidden="true" /> {BRAND.address}
              </span>
            </li>
          </Column>
        </div>
        <div className={sc('footer-bottom')}>
          <p>
            © {new Date().getFullYear()} {BRAND.name}. Made in Accra.
          </p>
          <ul aria-label="Social media">
            {BRAND.social.map(({ name, href }) => {
              const SocialIcon = SOCIAL_ICONS[name];
              return (
                <li key={name}>
                  <ExternalAnchor
                    href={href}
                    aria-label={`${BRAND.name} on ${name} (opens in a new tab)`}
                    className={sc('social-link')}
                  >
                    <SocialIcon aria-hidden="true" />
                  </ExternalAnchor>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    </footer>
  );
}
