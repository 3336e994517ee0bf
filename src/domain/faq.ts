import { EXTRA_CREDIT_PRICE, formatCedis, PLANS } from './plans';

/** One question of the FAQ, with its answer in short paragraphs. */
export interface FaqEntry {
  id: string;
  question: string;
  answer: readonly string[];
  /** Shown in the short list on the contact page too. */
  onContactPage: boolean;
}

const cheapest = PLANS[0];
const cheapestLine = cheapest
  ? `${cheapest.name} gives you ${cheapest.sms} SMS for ${formatCedis(cheapest.price)}`
  : 'Plans start small';

/** The FAQ of spec section 9, plus the questions businesses in Ghana ask us most. */
export const FAQ: readonly FaqEntry[] = [
  {
    id: 'extra-credits',
    question: 'What happens when I run out of SMS credits?',
    answer: [
      `Top up with extra credits at ${formatCedis(EXTRA_CREDIT_PRICE)} per SMS, or buy another bundle. Bundles work out cheaper per SMS, so for more than a handful of messages a bundle is the better buy.`,
      'Credits never expire, so anything you do not use this month is still there next month.',
    ],
    onContactPage: true,
  },
  {
    id: 'money-back',
    question: 'Can I get my money back?',
    answer: [
      'Yes. Every plan comes with a 30-day money-back guarantee. If Nkra is not right for you, write to us within 30 days of your purchase and we refund the unused credits in full.',
    ],
    onContactPage: true,
  },
  {
    id: 'delivery-rate',
    question: 'How many of my messages will be delivered?',
    answer: [
      'We deliver over 99% of messages (a 99%+ delivery rate) across MTN, Telecel and AT, through direct connections to each network.',
      'The delivery report of every campaign shows which numbers received your message and which did not, usually because a phone was switched off for days or a number is no longer in use.',
    ],
    onContactPage: true,
  },
  {
    id: 'setup-fee',
    question: 'Is there a setup fee or a monthly charge?',
    answer: [
      `No setup fee and no monthly charge. You pay for the SMS bundle you choose, nothing else. ${cheapestLine}.`,
    ],
    onContactPage: false,
  },
  {
    id: 'change-plan',
    question: 'Can I change my plan later?',
    answer: [
      'Yes, at any time, with prorated plan changes: when you move to a bigger plan, the value of the credits you have not used counts toward the new one.',
    ],
    onContactPage: false,
  },
  {
    id: 'support',
    question: 'How do I reach support, and how fast do you answer?',
    answer: [
      'Our team offers 24/7 email support, and we reply within 24 hours, usually much sooner. You can also call us or chat with us on WhatsApp during office hours in Accra.',
    ],
    onContactPage: true,
  },
  {
    id: 'sender-id',
    question: 'Can my messages show my business name instead of a number?',
    answer: [
      'Yes. Register a sender ID of up to 11 letters or numbers, such as KUMASIPHARM or TEMACHURCH. We verify it with the networks, usually within one working day, and it is included in every plan.',
    ],
    onContactPage: false,
  },
  {
    id: 'networks',
    question: 'Which networks do you deliver to?',
    answer: [
      'Every mobile network in Ghana: MTN, Telecel and AT. You do not need to sort your contacts by network; we route each message for you.',
    ],
    onContactPage: false,
  },
  {
    id: 'message-length',
    question: 'How long can one SMS be?',
    answer: [
      'One SMS holds 160 characters. A longer message is sent in parts and each part uses one credit, so a 200-character message costs two credits per contact. The composer counts the characters and parts as you type.',
    ],
    onContactPage: false,
  },
  {
    id: 'opt-out',
    question: 'Do I need my contacts’ permission?',
    answer: [
      'Yes. Send marketing messages only to people who agreed to hear from you, and tell them how to stop, for example “Reply STOP to opt out”. Ghana’s Data Protection Act, 2012 (Act 843) requires consent, and we remove opted-out numbers from your campaigns automatically.',
    ],
    onContactPage: false,
  },
  {
    id: 'api',
    question: 'Can I send SMS from my own software?',
    answer: [
      'Yes. API access is included in every plan. Send a POST request to /messages with the recipient and the text, and receive delivery updates on your webhook. The developer documentation has curl and JavaScript examples.',
    ],
    onContactPage: false,
  },
];

export const CONTACT_PAGE_FAQ: readonly FaqEntry[] = FAQ.filter((entry) => entry.onContactPage);
