import { Box, Container, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { PageIntro } from '../shared/section';

/** A block of a legal document: a paragraph, or a bulleted list. */
export type LegalBlock = string | { list: readonly string[] };

export interface LegalSection {
  id: string;
  title: string;
  blocks: readonly LegalBlock[];
}

/**
 * Moves to a section without touching the URL: the hash names the page in this app, so an
 * in-page `#anchor` would navigate away. Focus follows, for keyboard and screen reader users.
 */
function jumpTo(id: string) {
  const heading = document.getElementById(id);
  if (!heading) return;
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  heading.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  heading.focus({ preventScroll: true });
}

/** A legal page: title, date, a numbered contents list and numbered sections. */
export function LegalDocument({
  title,
  updated,
  summary,
  sections,
}: {
  title: string;
  updated: string;
  summary: string;
  sections: readonly LegalSection[];
}) {
  return (
    <>
      <PageIntro eyebrow={`Last updated ${updated}`} title={title} lead={summary} />
      <Container maxW="7xl" py={{ base: 10, md: 14 }}>
        <Box maxW="3xl">
          <Box
            as="nav"
            aria-labelledby="legal-contents"
            mb="12"
            p="6"
            borderRadius="l3"
            bg="bg.subtle"
          >
            <Heading as="h2" id="legal-contents" size="md" mb="3">
              Contents
            </Heading>
            <Box as="ol" pl="6" display="grid" gap="1" listStyleType="decimal">
              {sections.map((section) => (
                <li key={section.id}>
                  <Link
                    as="button"
                    color="brand.fg"
                    textAlign="start"
                    minH="6"
                    onClick={() => jumpTo(`legal-${section.id}`)}
                  >
                    {section.title}
                  </Link>
                </li>
              ))}
            </Box>
          </Box>
          <Stack gap="10">
            {sections.map((section, index) => (
              <Box as="section" key={section.id} aria-labelledby={`legal-${section.id}`}>
                <Heading
                  as="h2"
                  id={`legal-${section.id}`}
                  tabIndex={-1}
                  size="xl"
                  mb="4"
                  scrollMarginTop="24"
                >
                  {index + 1}. {section.title}
                </Heading>
                <Stack gap="4" lineHeight="1.75">
                  {section.blocks.map((block, blockIndex) =>
                    typeof block === 'string' ? (
                      <Text key={blockIndex}>{block}</Text>
                    ) : (
                      <Box
                        as="ul"
                        key={blockIndex}
                        pl="5"
                        display="grid"
                        gap="2"
                        listStyleType="disc"
                      >
                        {block.list.map((item) => (
                          <li key={item}>{item}</li>
                        ))}
                      </Box>
                    ),
                  )}
                </Stack>
              </Box>
            ))}
          </Stack>
        </Box>
      </Container>
    </>
  );
}
