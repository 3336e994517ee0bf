import { useDeferredValue, useId, useMemo, useState } from 'react';
import {
  describeQuote,
  MAX_CALCULATOR_SMS,
  quoteForInput,
  type CalculatorResult,
  type Quote,
} from '@/domain/plan-calculator';
import { EXTRA_CREDIT_PRICE, formatCedis } from '@/domain/plans';
import { PageAnchor } from '@/ui/links';
import { buttonClass, sc } from '@/ui/static-styles';
import { formatNumber } from '@/domain/numbers';

const EXAMPLES = [300, 1000, 5000, 20000];
const count = (n: number) => formatNumber(n);

function QuoteBreakdown({ quote }: { quote: Quote }) {
  return (
    <div className={sc('plan-calculator-breakdown')}>
      <ul>
        {quote.bundles.map(({ plan, count: bundles }) => (
          <li key={plan.id}>
            <p>
              {bundles} × {plan.name}{' '}
              <span className={sc('no-wrap')}>
                ({count(plan.sms)} SMS at {formatCedis(plan.price)})
              </span>
            </p>
            <p>{formatCedis(plan.price * bundles)}</p>
          </li>
        ))}
        {quote.extraCredits > 0 && (
          <li>
            <p>
              {count(quote.extraCredits)} extra credit{quote.extraCredits === 1 ? '' : 's'}{' '}
              <span>(at {formatCedis(EXTRA_CREDIT_PRICE)} each)</span>
            </p>
            <p>{formatCedis(quote.extraCredits * EXTRA_CREDIT_PRICE)}</p>
          </li>
        )}
      </ul>
      <div>
        <p>
          {count(quote.credits)} SMS credited
          {quote.spare > 0
            ? `, ${count(quote.spare)} to spare for later: credits never expire`
            : ''}
          . That is {formatCedis(quote.costPerSms, 4)} per SMS you need.
        </p>
      </div>
    </div>
  );
}

function summary(result: CalculatorResult): string {
  switch (result.kind) {
    case 'quote':
      return `${count(result.sms)} SMS: ${describeQuote(result)}, ${formatCedis(result.total)}.`;
    case 'empty':
      return 'Type a number of SMS to see the cheapest way to buy them.';
    case 'invalid':
      return result.message;
    case 'tooMany':
      return `For more than ${count(result.max)} SMS we quote a custom rate.`;
  }
}

/**
 * "How much for 5,000 SMS?": the visitor types a number and sees the cheapest mix of bundles
 * and extra credits. The typed text is the calculator's only state and nothing else reads it,
 * so it lives in this view; the quote is derived from it by the domain on every render.
 */
export function PlanCalculator() {
  const [text, setText] = useState('');
  const deferred = useDeferredValue(text);
  const result = useMemo(() => quoteForInput(deferred), [deferred]);
  const inputId = useId();
  const summaryId = useId();
  const invalid = result.kind === 'invalid';

  return (
    <div className={sc('plan-calculator')}>
      <div>
        <div className={sc('field')}>
          <label htmlFor={inputId} className={sc('field-label')}>
            How many SMS do you need?
          </label>
          <input
            id={inputId}
            className={sc('input', 'input-lg', 'input-outline')}
            inputMode="numeric"
            autoComplete="off"
            placeholder="e.g. 2500"
            value={text}
            maxLength={12}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={invalid || undefined}
            aria-describedby={`${inputId}-help ${summaryId}`}
          />
          <p id={`${inputId}-help`} className={sc('field-helper')}>
            Whole SMS, up to {count(MAX_CALCULATOR_SMS)}. A 200-character message to 1,000 people is
            2,000 SMS.
          </p>
        </div>
        <div className={sc('plan-calculator-examples')}>
          <p id={`${inputId}-examples`}>Try an example:</p>
          <div role="group" aria-labelledby={`${inputId}-examples`}>
            {EXAMPLES.map((example) => (
              <button
                type="button"
                key={example}
                className={buttonClass({ size: 'sm', variant: 'outline' })}
                onClick={() => setText(String(example))}
                aria-label={`${count(example)} SMS`}
              >
                {count(example)}
              </button>
            ))}
          </div>
        </div>
      </div>

      <section aria-labelledby={`${summaryId}-title`}>
        <h3 id={`${summaryId}-title`}>Cheapest way to buy them</h3>
        <p
          id={summaryId}
          aria-live="polite"
          aria-atomic="true"
          className={sc(
            'plan-calculator-summary',
            invalid && 'plan-calculator-summary-error',
            result.kind === 'quote' && 'plan-calculator-summary-quote',
          )}
        >
          {summary(result)}
        </p>
        {result.kind === 'quote' && (
          <>
            <p className={sc('plan-calculator-total')} aria-hidden="true">
              {formatCedis(result.total)}
            </p>
            <QuoteBreakdown quote={result} />
          </>
        )}
        {result.kind === 'tooMany' && (
          <p>
            <PageAnchor to="contact" className={sc('strong-link')}>
              Talk to our sales team
            </PageAnchor>{' '}
            about a volume rate for your business.
          </p>
        )}
      </section>
    </div>
  );
}
