import { Clock, Mail, MessageCircle, Phone } from 'lucide-react';
import { BRAND, whatsappUrl } from '@/state/config';
import { sc } from '@/ui/static-styles';

/** The FAQ page's top bar: every way to reach a person, before the questions. */
export function ContactBar() {
  return (
    <aside aria-label="Contact us" className={sc('contact-bar')}>
      <div className={sc('page-width')}>
        <div>
          <div>
            <a href={BRAND.phoneHref}>
              <Phone aria-hidden="true" />
              {BRAND.phone}
            </a>
            <a href={`mailto:${BRAND.supportEmail}`}>
              <Mail aria-hidden="true" />
              {BRAND.supportEmail}
            </a>
            <a href={whatsappUrl()} target="_blank" rel="noopener noreferrer">
              <MessageCircle aria-hidden="true" />
              Chat on WhatsApp
              <span className={sc('sr-only')}>(opens in a new tab)</span>
            </a>
          </div>
          <p>
            <Clock aria-hidden="true" />
            24/7 email support · reply within 24 hours
          </p>
        </div>
      </div>
    </aside>
  );
}
