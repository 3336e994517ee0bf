import { config } from '@/state/config';
import { formatCedis, type Plan } from '@/domain/plans';
import { sc } from '@/ui/static-styles';
import { CheckList } from '../shared/check-list';
import { ExternalButton } from '../shared/external-button';
import { formatNumber } from '@/domain/numbers';

/** One SMS bundle: name, price, SMS and rate, what it includes, and Get Started. */
export function PlanCard({
  plan,
  headingLevel: PlanHeading = 'h3',
}: {
  plan: Plan;
  headingLevel?: 'h2' | 'h3';
}) {
  const headingId = `plan-${plan.id}`;
  return (
    <article
      className={sc('plan-card')}
      aria-labelledby={headingId}
      data-popular={plan.popular ? '' : undefined}
    >
      {plan.popular && <span className={sc('plan-badge')}>Most popular</span>}
      <div className={sc('plan-card-head')}>
        <PlanHeading id={headingId}>{plan.name}</PlanHeading>
        <p>{plan.description}</p>
      </div>
      <div>
        <p className={sc('plan-price')}>{formatCedis(plan.price)}</p>
        <p>
          {formatNumber(plan.sms)} SMS · {plan.period}
        </p>
      </div>
      <div className={sc('plan-card-features')}>
        <CheckList items={plan.features} />
      </div>
      <ExternalButton
        href={config.appUrl}
        palette={plan.popular ? 'gold' : 'brand'}
        variant={plan.popular ? 'solid' : 'outline'}
        full
        srDetail={`with ${plan.name}`}
      >
        Get Started
      </ExternalButton>
    </article>
  );
}
