import { Clock, Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { BRAND, whatsappUrl } from '@/state/config';
import { CONTACT_PAGE_FAQ } from '@/domain/faq';
import { PageAnchor } from '@/ui/links';
import { sc } from '@/ui/static-styles';
import { FaqList } from '../faq/faq-list';
import { ExternalButton } from '../shared/external-button';
import { PageIntro, Section } from '../shared/section';
import { ContactForm } from './contact-form';

function ContactDetails() {
  return (
    <aside aria-labelledby="contact-details-title" className={sc('contact-details')}>
      <h2 id="contact-details-title">Talk to a person</h2>
      <div>
        <p>Quick question? Chat with our team on WhatsApp.</p>
        <ExternalButton
          href={whatsappUrl(`Hello ${BRAND.name}, I have a question about bulk SMS.`)}
          palette="brand"
          size="lg"
          full
        >
          <MessageCircle aria-hidden="true" />
          Chat on WhatsApp
        </ExternalButton>
      </div>
      <ul className={sc('contact-lines')}>
        <li>
          <Phone aria-hidden="true" />
          <a href={BRAND.phoneHref}>{BRAND.phone}</a>
        </li>
        <li>
          <Mail aria-hidden="true" />
          <a href={`mailto:${BRAND.email}`}>{BRAND.email}</a>
        </li>
        <li>
          <MapPin aria-hidden="true" />
          <p>{BRAND.address}</p>
        </li>
        <li>
          <Clock aria-hidden="true" />
          <p>
            Office: Monday to Friday, 8 AM to 6 PM.
            <br />
            Email support: 24/7, reply within 24 hours.
          </p>
        </li>
      </ul>
    </aside>
  );
}

export default function ContactPage() {
  return (
    <>
      <PageIntro
        eyebrow="Talk to us"
        title="Contact us"
        lead="Questions about bundles, sender IDs or the API? Write to us and we reply within 24 hours, or chat with us on WhatsApp."
      />
      <Section id="contact">
        <div className={sc('contact-grid')}>
          <div>
            <ContactForm />
          </div>
          <ContactDetails />
        </div>
      </Section>
      <Section id="contact-faq" title="Common questions" tinted>
        <div className={sc('measure')}>
          <FaqList entries={CONTACT_PAGE_FAQ} headingLevel="h3" />
          <p className={sc('contact-faq-more')}>
            <PageAnchor to="faq" className={sc('strong-link')}>
              See all frequently asked questions
            </PageAnchor>
          </p>
        </div>
      </Section>
    </>
  );
}
