import { ChevronDown } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { sc } from '@/ui/static-styles';
import type { FaqEntry } from '@/domain/faq';

/** The keys that move focus between the questions, as in the WAI-ARIA accordion pattern. */
const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * Questions in an accordion: each question is a heading holding a button that shows or hides
 * its answer, any number open at once (the WAI-ARIA accordion pattern: Enter or Space toggles,
 * the arrow keys, Home and End move between questions). Which answers are open is the list's
 * own business: nothing else in the app reads it. Plain elements drawn by Chakra's Accordion
 * recipe (src/ui/static-styles/accordion.ts), so a page of questions costs React little.
 */
export function FaqList({
  entries,
  headingLevel: QuestionHeading = 'h2',
}: {
  entries: readonly FaqEntry[];
  headingLevel?: 'h2' | 'h3';
}) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const id = useId();
  const toggle = (entry: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(entry)) next.add(entry);
      return next;
    });
  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = MOVES[event.key];
    if (!move || !(event.target instanceof HTMLButtonElement)) return;
    const triggers = [
      ...event.currentTarget.querySelectorAll<HTMLButtonElement>(':scope > div > * > button'),
    ];
    const index = triggers.indexOf(event.target);
    if (index < 0) return;
    event.preventDefault();
    triggers[move(index, triggers.length)]?.focus();
  };

  return (
    <div className={sc('accordion', 'accordion-enclosed', 'accordion-lg')} onKeyDown={moveFocus}>
      {entries.map((entry) => {
        const state = open.has(entry.id) ? 'open' : 'closed';
        const trigger = `${id}-${entry.id}-question`;
        const answer = `${id}-${entry.id}-answer`;
        return (
          <div
            key={entry.id}
            data-state={state}
            className={sc('accordion-item', 'accordion-item-enclosed')}
          >
            <QuestionHeading className={sc('faq-question')}>
              <button
                type="button"
                id={trigger}
                aria-expanded={state === 'open'}
                aria-controls={answer}
                data-state={state}
                className={sc(
                  'accordion-trigger',
                  'accordion-trigger-enclosed',
                  'accordion-trigger-lg',
                )}
                onClick={() => toggle(entry.id)}
              >
                <span>{entry.question}</span>
                <span data-state={state} className={sc('accordion-indicator')}>
                  <ChevronDown aria-hidden="true" />
                </span>
              </button>
            </QuestionHeading>
            <div
              id={answer}
              role="region"
              aria-labelledby={trigger}
              hidden={state === 'closed'}
              data-state={state}
              className={sc('accordion-content', 'accordion-content-enclosed')}
            >
              <div className={sc('accordion-body')}>
                <div className={sc('faq-answer')}>
                  {entry.answer.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                </div>
              </div>
            </div>
          </div>
        );
      })}
    </div>
  );
}
