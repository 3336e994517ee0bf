import { Accordion } from '@chakra-ui/react';
import { sc } from '@/ui/static-styles';
import type { FaqEntry } from '@/domain/faq';

/**
 * Questions in an accordion: each question is a heading holding a button that shows or hides
 * its answer (the WAI-ARIA accordion pattern). Which answers are open is the accordion's own
 * business: nothing else in the app reads it.
 */
export function FaqList({
  entries,
  headingLevel: QuestionHeading = 'h2',
}: {
  entries: readonly FaqEntry[];
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <Accordion.Root collapsible multiple variant="enclosed" size="lg">
      {entries.map((entry) => (
        <Accordion.Item key={entry.id} value={entry.id}>
          <QuestionHeading className={sc('faq-question')}>
            <Accordion.ItemTrigger cursor="pointer" textAlign="start" fontWeight="semibold">
              <span>{entry.question}</span>
              <Accordion.ItemIndicator />
            </Accordion.ItemTrigger>
          </QuestionHeading>
          <Accordion.ItemContent>
            <Accordion.ItemBody>
              <div className={sc('faq-answer')}>
                {entry.answer.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            </Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
