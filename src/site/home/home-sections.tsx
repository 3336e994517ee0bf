import type { LucideIcon } from 'lucide-react';
import {
  ArrowRight,
  CalendarClock,
  ChartColumn,
  Code,
  Megaphone,
  MessageSquareText,
  Users,
} from 'lucide-react';
import { HOME_PLANS } from '@/domain/plans';
import { PageAnchor } from '@/ui/links';
import { PlanCard } from '../plans/plan-card';
import { Section } from '../shared/section';
import { StartButtons } from '../shared/start-buttons';
import { FeatureCard } from '../shared/icon-badge';
import { sc } from '@/ui/static-styles';

const FEATURES: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Megaphone,
    title: 'SMS campaigns',
    text: 'Send one message to 5,000 customers at once: a new stock alert, a service time, an exam date. Each campaign keeps its own delivery report.',
  },
  {
    icon: Users,
    title: 'Contact management',
    text: 'Import your customers from Excel or CSV, sort them into groups such as customers, prospects and VIP, and keep opt-outs out of every send.',
  },
  {
    icon: MessageSquareText,
    title: 'SMS composer',
    text: 'Write with ready templates and personal tags like [name] and [order]. The composer counts characters and SMS parts as you type.',
  },
  {
    icon: CalendarClock,
    title: 'Scheduling',
    text: 'Write on Friday, deliver on Monday at 9 AM. Schedule reminders and promotions for the hour your customers read their messages.',
  },
  {
    icon: ChartColumn,
    title: 'Analytics',
    text: 'See what was delivered, what failed and when people respond, campaign by campaign and hour by hour.',
  },
  {
    icon: Code,
    title: 'Developer API',
    text: 'Send order confirmations and one-time codes from your own system with one POST request, and get delivery updates on your webhook.',
  },
];

const STEPS: { title: string; text: string }[] = [
  {
    title: 'Create your account',
    text: 'Sign up in two minutes and buy a bundle. No setup fee, no monthly charge.',
  },
  {
    title: 'Register your sender ID',
    text: 'Your business name in up to 11 characters, verified with MTN, Telecel and AT.',
  },
  {
    title: 'Add your contacts',
    text: 'Import a spreadsheet or add numbers one by one, then group them the way you work.',
  },
  {
    title: 'Send or schedule',
    text: 'Compose, pick a group, press Send Now or set a time, and watch the delivery report fill in.',
  },
];

function Features() {
  return (
    <Section
      id="features"
      title="Everything you need to text your customers"
      lead="One platform for the whole job, whether you are a pharmacy in Kumasi sending refill reminders or a logistics firm in Takoradi sending delivery alerts."
    >
      <div className={sc('home-features')}>
        {FEATURES.map(({ icon, title, text }) => (
          <FeatureCard key={title} icon={icon} title={title} text={text} />
        ))}
      </div>
    </Section>
  );
}

function HowItWorks() {
  return (
    <Section
      id="how-it-works"
      title="From sign-up to sent in four steps"
      lead="Most businesses send their first campaign the same day."
      tinted
    >
      <ol className={sc('home-steps')}>
        {STEPS.map(({ title, text }, index) => (
          <li key={title} className={sc('home-step')}>
            <span aria-hidden="true">{index + 1}</span>
            <h3>
              <span className={sc('sr-only')}>Step {index + 1}: </span>
              {title}
            </h3>
            <p>{text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

function PlansPreview() {
  return (
    <Section
      id="plans"
      title="Simple bundles, credits that never expire"
      lead="Pay once for a bundle of SMS. Every plan includes contact import/export, sender ID verification, API access and 24/7 customer service."
    >
      <div className={sc('home-plans')}>
        {HOME_PLANS.map((plan) => (
          <PlanCard key={plan.id} plan={plan} />
        ))}
      </div>
      <div className={sc('home-plans-more')}>
        <PageAnchor to="pricing">
          Compare all four plans and work out your cost
          <ArrowRight aria-hidden="true" />
        </PageAnchor>
      </div>
    </Section>
  );
}

function ClosingCta() {
  return (
    <Section id="get-started" spacing="last">
      <div className={sc('home-closing')}>
        <h2>Your customers read their SMS. Start writing to them today.</h2>
        <p>
          Open an account and send your first campaign in minutes, or look around the demo dashboard
          first: no sign-up needed.
        </p>
        <StartButtons size="lg" centred onTint />
      </div>
    </Section>
  );
}

/**
 * The home page below the hero: features, how it works, three plans, the closing call to action.
 * Its own chunk (see home-page.tsx): the prerendered HTML shows it at once, and its code loads and
 * hydrates after the hero is interactive.
 */
export function HomeSections() {
  return (
    <>
      <Features />
      <HowItWorks />
      <PlansPreview />
      <ClosingCta />
    </>
  );
}
