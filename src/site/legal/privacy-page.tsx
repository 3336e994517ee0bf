import { BRAND } from '@/state/config';
import { LegalDocument, type LegalSection } from './legal-document';

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    blocks: [
      `${BRAND.name} provides bulk SMS services to businesses and organisations in Ghana from our office at ${BRAND.address}. This policy explains what personal data we collect, why, and the choices and rights you have.`,
      `For the data of our customers and of visitors to this website, ${BRAND.name} is the data controller and is registered with the Data Protection Commission of Ghana as the Data Protection Act, 2012 (Act 843) requires. For the contact lists our customers upload, the customer is the data controller and ${BRAND.name} processes that data only on the customer’s instructions.`,
    ],
  },
  {
    id: 'what-we-collect',
    title: 'What we collect',
    blocks: [
      'We collect only what we need to provide the service:',
      {
        list: [
          'Account details: your name, company, email address, phone number and password (stored only as a secure hash).',
          'Billing records: the bundles you buy, amounts, dates and payment references. Card and mobile money details are handled by our payment providers; we do not store them.',
          'Contact lists you upload: names, phone numbers, groups and opt-out status.',
          'Messages: the text of the SMS you send, the recipients, the time sent and the delivery status reported by the networks.',
          'Technical data: IP address, browser type and the pages of our app you use, kept in server logs for security.',
          'Messages you send us through the contact form: your name, email, company, phone, subject and message.',
        ],
      },
    ],
  },
  {
    id: 'how-we-use',
    title: 'How we use your data',
    blocks: [
      {
        list: [
          'To deliver your messages through MTN, Telecel and AT, and to report on their delivery.',
          'To run your account, bill you and answer your support requests.',
          'To verify sender IDs with the networks, as they require.',
          'To detect and stop fraud, spam and abuse of the service.',
          'To meet our legal obligations, including lawful requests from Ghanaian authorities.',
          'To tell you about changes to our service. We send you marketing only if you agreed to it, and you can stop it at any time.',
        ],
      },
      'We process your data because it is necessary for our contract with you, because the law requires it, because you consented, or for our legitimate interest in keeping the service secure, always as Act 843 permits.',
    ],
  },
  {
    id: 'marketing-consent',
    title: 'Consent for marketing messages',
    blocks: [
      'Act 843 and the Electronic Transactions Act, 2008 (Act 772) require the consent of the person receiving direct marketing. When you use our service to send marketing messages, you confirm that every recipient agreed to receive them from you, and you keep a record of that consent.',
      'Each marketing message must say who it is from and how to stop receiving messages, for example “Reply STOP to opt out”.',
    ],
  },
  {
    id: 'opt-out',
    title: 'Opting out',
    blocks: [
      `When someone replies STOP to a message sent through ${BRAND.name}, we mark their number as opted out for that sender and no further campaigns from that sender reach it. Customers cannot override an opt-out.`,
      `If you receive messages you did not agree to, reply STOP, or write to ${BRAND.supportEmail} with the sender name and your number and we will act within 24 hours.`,
    ],
  },
  {
    id: 'sharing',
    title: 'Who we share data with',
    blocks: [
      'We do not sell personal data. We share it only with:',
      {
        list: [
          'Mobile networks (MTN, Telecel and AT), which need the recipient number and message text to deliver each SMS.',
          'Payment providers that process your card or mobile money payments.',
          'Hosting and email providers that run our systems under contracts that protect your data, including the email service that delivers contact-form messages to our team.',
          'Authorities, where Ghanaian law requires it.',
        ],
      },
      'Some of these providers store data outside Ghana. Where they do, we make sure the protection is at least as strong as Act 843 requires.',
    ],
  },
  {
    id: 'retention',
    title: 'How long we keep data',
    blocks: [
      {
        list: [
          'Account and billing records: for as long as your account is open, then six years for tax and accounting.',
          'Message content and delivery records: 12 months, then deleted or anonymised.',
          'Contact lists: until you delete them or close your account; then within 30 days.',
          'Contact-form messages: up to 24 months.',
        ],
      },
    ],
  },
  {
    id: 'security',
    title: 'Security',
    blocks: [
      'We encrypt data in transit with TLS, restrict staff access to what each role needs, keep passwords only as salted hashes and review access logs. If a breach puts your data at risk, we will inform you and the Data Protection Commission without undue delay.',
    ],
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    blocks: [
      'Under Act 843 you may:',
      {
        list: [
          'ask whether we hold data about you and receive a copy of it;',
          'have inaccurate or incomplete data corrected;',
          'ask us to delete data we no longer have a lawful reason to keep;',
          'object to processing for direct marketing at any time;',
          'withdraw a consent you gave, without affecting what was done before.',
        ],
      },
      `Write to ${BRAND.supportEmail}. We answer within 21 days. If you are not satisfied, you may complain to the Data Protection Commission of Ghana.`,
    ],
  },
  {
    id: 'this-website',
    title: 'This website',
    blocks: [
      'This website uses no advertising or tracking cookies. It keeps a few small items in your browser’s own storage, and none of them leaves your device: your choice of light or dark mode, whether you are signed in to the demo dashboard (for this tab only), and, after you use the contact form, the time of your last message, so the form can prevent accidental repeats. The demo dashboard uses sample data only; nothing you type there leaves your browser.',
    ],
  },
  {
    id: 'children',
    title: 'Children',
    blocks: [
      'Our service is for businesses and organisations. We do not knowingly collect data from children under 18. Schools that text parents are responsible for the consent of those parents.',
    ],
  },
  {
    id: 'changes-contact',
    title: 'Changes and contact',
    blocks: [
      'We may update this policy. We will post the new version here with its date and, for important changes, email our customers at least 14 days before they apply.',
      `Questions about this policy: ${BRAND.supportEmail}, ${BRAND.phone}, or by post to ${BRAND.name}, ${BRAND.address}.`,
    ],
  },
];

export default function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      updated="3 March 2025"
      summary={`How ${BRAND.name} collects, uses and protects personal data, in line with Ghana’s Data Protection Act, 2012 (Act 843).`}
      sections={SECTIONS}
    />
  );
}
