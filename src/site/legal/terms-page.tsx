import { BRAND } from '@/state/config';
import { EXTRA_CREDIT_PRICE, formatCedis } from '@/domain/plans';
import { LegalDocument, type LegalSection } from './legal-document';

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'agreement',
    title: 'The agreement',
    blocks: [
      `These terms are an agreement between ${BRAND.name}, of ${BRAND.address}, and the business or organisation that opens an account (“you”). By creating an account or buying a bundle you accept them. The person who accepts them confirms they may do so for the organisation.`,
    ],
  },
  {
    id: 'account',
    title: 'Your account',
    blocks: [
      'Give accurate details and keep them up to date. Keep your password and API keys secret; you are responsible for everything sent from your account. Tell us at once if you suspect someone else is using it.',
    ],
  },
  {
    id: 'bundles',
    title: 'Bundles, credits and payment',
    blocks: [
      {
        list: [
          'Prices are in Ghana cedis and include applicable taxes unless stated otherwise.',
          'Credits are non-expiring: unused credits stay on your account for as long as it is open.',
          'One credit sends one SMS part of up to 160 characters to one number. Longer messages, and some special characters, use more parts.',
          `Extra credits cost ${formatCedis(EXTRA_CREDIT_PRICE)} per SMS.`,
          'There is no setup fee.',
          'Plan changes are prorated: the value of unused credits counts toward a new, bigger plan.',
          'Credits are used when a message is accepted for delivery, whether or not the recipient’s phone is on.',
        ],
      },
    ],
  },
  {
    id: 'refunds',
    title: '30-day money-back guarantee',
    blocks: [
      `If you are not satisfied, ask for a refund within 30 days of buying a bundle by writing to ${BRAND.supportEmail}. We refund the price of the credits you have not used, to the account you paid from, within 14 days. Credits already used are not refundable, and the guarantee does not apply to accounts suspended for breaking these terms.`,
    ],
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    blocks: [
      'You may send only messages that are lawful and that the recipients agreed to receive. In particular, you must not send:',
      {
        list: [
          'marketing to anyone who has not consented or who has opted out;',
          'messages that are false, misleading or that impersonate another person, brand or authority;',
          'fraud, phishing, or requests for PINs, passwords or mobile money codes;',
          'content that is hateful, threatening, obscene or that incites violence;',
          'political or religious messages to people who did not ask for them;',
          'messages that break the rules of the National Communications Authority or of the networks.',
        ],
      },
      'Every marketing message must name you as the sender and say how to opt out, for example “Reply STOP to opt out”. Send marketing between 8 AM and 8 PM unless a recipient asked otherwise.',
    ],
  },
  {
    id: 'sender-ids',
    title: 'Sender IDs',
    blocks: [
      'A sender ID has at most 11 letters or numbers and must belong to you or your brand. We submit it to the networks for verification and may ask for proof, such as your business registration. The networks may refuse or withdraw a sender ID; we cannot overrule them.',
    ],
  },
  {
    id: 'data-protection',
    title: 'Data protection',
    blocks: [
      `For the contact lists you upload, you are the data controller and ${BRAND.name} is your processor under the Data Protection Act, 2012 (Act 843). You confirm you collected the data lawfully and may use it for your messages. We process it only to deliver your messages and as our Privacy Policy describes.`,
    ],
  },
  {
    id: 'delivery',
    title: 'Delivery and availability',
    blocks: [
      'We deliver over 99% of messages across MTN, Telecel and AT and aim to keep the service available at all times. Delivery also depends on the networks and on the recipient’s phone, so we cannot promise that every message arrives or arrives at a given time. Planned maintenance is announced in advance where possible.',
    ],
  },
  {
    id: 'api',
    title: 'API',
    blocks: [
      'API access is included in every plan and follows these terms. Keep API keys on your servers, respect the rate limits in the documentation, and do not try to access other customers’ data or probe our systems.',
    ],
  },
  {
    id: 'suspension',
    title: 'Suspension and closing your account',
    blocks: [
      'We may suspend sending at once if we reasonably believe your account is used for spam, fraud or anything unlawful, or if a network or authority requires it; we will tell you why unless the law forbids it. You may close your account at any time by writing to us. Either of us may end the agreement with 30 days’ notice.',
    ],
  },
  {
    id: 'liability',
    title: 'Liability',
    blocks: [
      'We are not liable for indirect losses such as lost profits or lost opportunities, or for delays and failures caused by networks, power outages or events beyond our reasonable control. Our total liability in any 12 months is limited to what you paid us in that period. Nothing in these terms limits liability that Ghanaian law does not allow us to limit.',
    ],
  },
  {
    id: 'law',
    title: 'Governing law and disputes',
    blocks: [
      'These terms are governed by the laws of the Republic of Ghana. We will first try to settle any dispute by talking to you; if that fails, the courts of Accra have jurisdiction.',
    ],
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    blocks: [
      `We may change these terms and will email you at least 30 days before a change that affects you takes effect. Questions: ${BRAND.supportEmail} or ${BRAND.phone}.`,
    ],
  },
];

export default function TermsPage() {
  return (
    <LegalDocument
      title="Terms of Service"
      updated="3 March 2025"
      summary={`The terms for using ${BRAND.name}’s bulk SMS service, website and API: what we provide, what we expect of senders, and how bundles, credits and refunds work.`}
      sections={SECTIONS}
    />
  );
}
