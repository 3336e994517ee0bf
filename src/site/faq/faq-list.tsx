import { Accordion, Heading, Stack, Text } from '@chakra-ui/react';
import type { FaqEntry } from '@/domain/faq';

/**
 * Questions in an accordion: each question is a heading holding a button that shows or hides
 * its answer (the WAI-ARIA accordion pattern). Which answers are open is the accordion's own
 * business: nothing else in the app reads it.
 */
export function FaqList({
  entries,
  headingLevel = 'h2',
}: {
  entries: readonly FaqEntry[];
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <Accordion.Root collapsible multiple variant="enclosed" size="lg">
      {entries.map((entry) => (
        <Accordion.Item key={entry.id} value={entry.id}>
          <Heading as={headingLevel} size="md" m="0">
            <Accordion.ItemTrigger cursor="pointer" textAlign="start" fontWeight="semibold">
              <Text as="span" flex="1">
                {entry.question}
              </Text>
              <Accordion.ItemIndicator />
            </Accordion.ItemTrigger>
          </Heading>
          <Accordion.ItemContent>
            <Accordion.ItemBody>
              <Stack gap="3" color="fg.muted" pb="2">
                {entry.answer.map((paragraph) => (
                  <Text key={paragraph}>{paragraph}</Text>
                ))}
              </Stack>
            </Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
