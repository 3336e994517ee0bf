import type { LucideIcon } from 'lucide-react';
import {
  CalendarClock,
  ChartColumn,
  Code,
  Megaphone,
  MessageSquareText,
  Users,
} from 'lucide-react';
import { BRAND } from '@/state/config';
import { sc } from '@/ui/static-styles';
import { CheckList } from '../shared/check-list';
import { PageIntro, Section } from '../shared/section';
import { StartButtons } from '../shared/start-buttons';
import { FeatureCard } from '../shared/icon-badge';

interface TextItem {
  title: string;
  text: string;
}

interface Item {
  icon: LucideIcon;
  title: string;
  text: string;
  points?: readonly string[];
}

const CORE_FEATURES: readonly Item[] = [
  {
    icon: Megaphone,
    title: 'Bulk SMS campaigns',
    text: 'Send one message to a whole group, or to everyone, in a single step.',
    points: [
      'Send now or at a set date and time',
      'Delivery report per campaign',
      'Duplicate a campaign to reuse it',
    ],
  },
  {
    icon: Users,
    title: 'Contact management',
    text: 'One clean list of everyone you text, kept in groups that match how you work.',
    points: [
      'Import and export CSV or Excel',
      'Groups: customers, prospects, VIP and your own',
      'Opted-out numbers are never messaged',
    ],
  },
  {
    icon: MessageSquareText,
    title: 'SMS composer',
    text: 'Write once, personalise for everyone, and see exactly what each phone will show.',
    points: [
      'Templates for welcomes, offers, reminders and shipping',
      'Tags: [name], [company], [date], [time], [order], [link]',
      'Live count of characters and SMS parts',
    ],
  },
  {
    icon: CalendarClock,
    title: 'Scheduling',
    text: 'Plan a week of messages on Monday and let them go out at the right hour.',
    points: [
      'Pick any future date and time',
      'Best sent between 9 AM and 6 PM',
      'Change or cancel before it goes',
    ],
  },
  {
    icon: ChartColumn,
    title: 'Analytics',
    text: 'Know what arrived, what failed and when your customers respond.',
    points: [
      'Delivered, failed and opt-out totals',
      'Engagement by hour of the day',
      'Performance of every campaign',
    ],
  },
  {
    icon: Code,
    title: 'Developer API',
    text: 'Send from your own website, app or point-of-sale system.',
    points: [
      'REST API with a bearer API key',
      'Webhooks for sent, delivered and failed',
      'Examples in curl and JavaScript',
    ],
  },
];

const INDUSTRIES: readonly TextItem[] = [
  {
    title: 'Retail and supermarkets',
    text: 'Announce new stock, weekend offers and loyalty points. A boutique in Osu tells 2,000 regulars about Saturday’s sale in one send.',
  },
  {
    title: 'Banks and microfinance',
    text: 'Transaction alerts, loan repayment reminders and branch notices, sent from your core system through the API.',
  },
  {
    title: 'Healthcare and pharmacies',
    text: 'Appointment reminders, refill alerts and test-result notices. A pharmacy in Kumasi cut missed pickups by texting when prescriptions are ready.',
  },
  {
    title: 'Schools and universities',
    text: 'Fee reminders, exam dates, PTA meetings and closing times. A school in Cape Coast reaches every parent before the bell rings.',
  },
  {
    title: 'Churches and faith groups',
    text: 'Service times, programme changes, prayer meetings and welfare news. A church in Tema keeps 1,500 members informed every week.',
  },
  {
    title: 'Logistics and delivery',
    text: 'Pickup codes, tracking links and delivery windows. A logistics firm in Takoradi texts each customer when the rider leaves the depot.',
  },
  {
    title: 'Government and utilities',
    text: 'Public notices, outage alerts and registration deadlines for assemblies, agencies and utility providers.',
  },
  {
    title: 'Restaurants and hospitality',
    text: 'Reservation confirmations, table-ready alerts and the weekend menu, sent to guests who asked for them.',
  },
  {
    title: 'NGOs and associations',
    text: 'Reach volunteers, members and communities with meeting reminders, health messages and fundraising updates.',
  },
];

const USE_CASES: readonly TextItem[] = [
  {
    title: 'Reminders',
    text: '“Hello [name], your appointment is tomorrow at 10:30 AM. Reply 1 to confirm.”',
  },
  {
    title: 'Promotions',
    text: '“This weekend only: 20% off everything with code SAVE20. Reply STOP to opt out.”',
  },
  {
    title: 'Delivery updates',
    text: '“Your order [order] is on its way and arrives today between 2 and 4 PM: [link]”',
  },
  {
    title: 'One-time codes',
    text: '“Your KasaPay verification code is 482913. It expires in 10 minutes.”',
  },
  {
    title: 'Payment notices',
    text: '“We received GH₵ 250.00 for invoice 1042. Thank you for your payment.”',
  },
  {
    title: 'Events and announcements',
    text: '“Harvest thanksgiving is on Sunday at 9 AM. All are welcome. God bless you.”',
  },
];

export default function SolutionsPage() {
  return (
    <>
      <PageIntro
        eyebrow={`What ${BRAND.name} does`}
        title="Solutions"
        lead="Bulk SMS for every kind of organisation in Ghana: the tools to reach your people, the industries we serve, and the messages they send every day."
      />
      <Section
        id="core-features"
        title="Core features"
        lead="Everything is included in every plan, from the smallest bundle up."
      >
        <div className={sc('solutions-grid')}>
          {CORE_FEATURES.map(({ icon, title, text, points }) => (
            <FeatureCard key={title} icon={icon} title={title} text={text}>
              {points && <CheckList items={points} />}
            </FeatureCard>
          ))}
        </div>
      </Section>
      <Section
        id="industries"
        title="Industries"
        lead="Businesses and institutions from Accra to Tamale use SMS because it reaches every phone, smartphone or not, on MTN, Telecel and AT."
        tinted
      >
        <div className={sc('solutions-grid-wide')}>
          {INDUSTRIES.map(({ title, text }) => (
            <div key={title} className={sc('industry')}>
              <h3>{title}</h3>
              <p>{text}</p>
            </div>
          ))}
        </div>
      </Section>
      <Section
        id="use-cases"
        title="Use cases"
        lead="The messages our customers send most, ready to adapt in the composer’s templates."
      >
        <div className={sc('solutions-grid')}>
          {USE_CASES.map(({ title, text }) => (
            <div key={title} className={sc('use-case')}>
              <h3>{title}</h3>
              <blockquote>{text}</blockquote>
            </div>
          ))}
        </div>
        <div className={sc('solutions-closing')}>
          <h2>See it with your own messages</h2>
          <p>
            The demo dashboard has sample contacts and campaigns to try every feature. When you are
            ready, open an account and send for real.
          </p>
          <StartButtons size="lg" centred="md" onTint />
        </div>
      </Section>
    </>
  );
}
