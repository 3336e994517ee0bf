import { EXTRA_CREDIT_PRICE, formatCedis, PLAN_FEATURES, PLANS } from '@/domain/plans';
import { PageAnchor } from '@/ui/links';
import { sc } from '@/ui/static-styles';
import { PlanCard } from '../plans/plan-card';
import { CheckList } from '../shared/check-list';
import { PageIntro, Section } from '../shared/section';
import { PlanCalculator } from './plan-calculator';

const TERMS = [
  'Credits are non-expiring: use them this week or next year',
  `Extra credits at ${formatCedis(EXTRA_CREDIT_PRICE)} per SMS when you run low`,
  'No setup fee and no monthly charge',
  '30-day money-back guarantee',
  'Prorated plan changes when you move up',
  'One credit per 160-character SMS part, on MTN, Telecel and AT alike',
];

export default function PricingPage() {
  return (
    <>
      <PageIntro
        eyebrow="Bundles in Ghana cedis"
        title="Pricing"
        lead="Buy a bundle of SMS once and send whenever you need to. Credits never expire, and there is no setup fee or monthly charge."
      />
      <Section
        id="plans"
        title="Choose a bundle"
        lead="Every plan includes the same features; bigger bundles simply hold more SMS."
      >
        <div className={sc('pricing-plans')}>
          {PLANS.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </div>
      </Section>
      <Section
        id="calculator"
        title="How much will your SMS cost?"
        lead="Type the number of SMS you plan to send and we work out the cheapest mix of bundles and extra credits."
        tinted
      >
        <PlanCalculator />
      </Section>
      <Section id="every-plan" title="In every plan">
        <div className={sc('pricing-every-plan')}>
          <div>
            <h3>Features</h3>
            <CheckList items={PLAN_FEATURES} size="md" />
          </div>
          <div>
            <h3>Terms</h3>
            <CheckList items={TERMS} size="md" />
          </div>
        </div>
        <div className={sc('pricing-questions')}>
          <p>
            Questions about billing, refunds or sender IDs? Read the{' '}
            <PageAnchor to="faq" className={sc('strong-link')}>
              frequently asked questions
            </PageAnchor>{' '}
            or{' '}
            <PageAnchor to="contact" className={sc('strong-link')}>
              contact our team
            </PageAnchor>
            .
          </p>
        </div>
      </Section>
    </>
  );
}
