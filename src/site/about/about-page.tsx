import type { LucideIcon } from 'lucide-react';
import { Handshake, MapPin, ShieldCheck, Zap } from 'lucide-react';
import { BRAND } from '@/state/config';
import { PageAnchor } from '@/ui/links';
import { sc } from '@/ui/static-styles';
import { PageIntro, Section } from '../shared/section';
import { IconBadge } from '../shared/icon-badge';

const FACTS: { value: string; label: string }[] = [
  { value: '3', label: 'networks reached directly: MTN, Telecel and AT' },
  { value: '99%+', label: 'delivery rate across those networks' },
  { value: '24/7', label: 'email support, with a reply within 24 hours' },
  { value: 'GH₵ 0', label: 'setup fee, on every plan' },
];

const VALUES: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Zap,
    title: 'Messages that arrive',
    text: 'A reminder that lands after the appointment is worse than none. We route every message directly to the network it belongs to and watch delivery around the clock.',
  },
  {
    icon: Handshake,
    title: 'Prices you can plan with',
    text: 'Bundles in cedis, credits that never expire, no setup fee and no monthly charge. What you see on the pricing page is what you pay.',
  },
  {
    icon: ShieldCheck,
    title: 'Respect for the people you text',
    text: 'We help you ask for consent, honour every STOP, and protect contact lists under Ghana’s Data Protection Act, 2012 (Act 843).',
  },
  {
    icon: MapPin,
    title: 'Local, and reachable',
    text: 'Our team works from Accra and answers in English and Twi. When you call, you speak to someone who knows your networks and your customers.',
  },
];

export default function AboutPage() {
  return (
    <>
      <PageIntro
        eyebrow={`About ${BRAND.name}`}
        title="About us"
        lead={`${BRAND.name} means “message” in Akan. We build bulk SMS for businesses, schools, churches and public services across Ghana, from a market stall in Makola to a bank with branches in every region.`}
      />
      <Section id="story" title="Why we started">
        <div className={sc('about-story-grid')}>
          <div className={sc('about-story')}>
            <p>
              Almost every adult in Ghana carries a phone, and every phone reads SMS, with or
              without data, smartphone or not. Yet for many businesses, texting their own customers
              meant copying numbers into a handset one by one, or paying for a platform priced in
              dollars and built for somewhere else.
            </p>
            <p>
              {BRAND.name} was started in Accra to fix that: a platform priced in cedis, with
              bundles small enough for a single shop and an API strong enough for a bank, connected
              directly to the networks Ghanaians use.
            </p>
            <p>
              Today pharmacies in Kumasi send refill reminders, churches in Tema share service
              times, schools in Cape Coast remind parents about fees, and logistics firms in
              Takoradi text pickup codes, all from the same dashboard.
            </p>
          </div>
          <div className={sc('about-facts')}>
            {FACTS.map(({ value, label }) => (
              <div key={label} className={sc('about-fact')}>
                <p>{value}</p>
                <p>{label}</p>
              </div>
            ))}
          </div>
        </div>
      </Section>
      <Section id="values" title="What we stand for" tinted>
        <div className={sc('about-values')}>
          {VALUES.map(({ icon, title, text }) => (
            <div key={title} className={sc('about-value')}>
              <IconBadge icon={icon} />
              <div>
                <h3>{title}</h3>
                <p>{text}</p>
              </div>
            </div>
          ))}
        </div>
      </Section>
      <Section id="visit" title="Visit or write to us">
        <div className={sc('about-visits')}>
          <div className={sc('about-visit')}>
            <h3>Office</h3>
            <p>{BRAND.address}</p>
            <p>Monday to Friday, 8 AM to 6 PM</p>
          </div>
          <div className={sc('about-visit')}>
            <h3>Sales and support</h3>
            <p>{BRAND.email}</p>
            <p>{BRAND.phone}</p>
          </div>
          <div className={sc('about-visit')}>
            <h3>Questions first?</h3>
            <div>
              <PageAnchor to="faq" className={sc('strong-link')}>
                Read the FAQ
              </PageAnchor>{' '}
              <span>or</span>{' '}
              <PageAnchor to="contact" className={sc('strong-link')}>
                send us a message
              </PageAnchor>
            </div>
          </div>
        </div>
      </Section>
    </>
  );
}
