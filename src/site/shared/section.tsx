import { Box, Container, Heading, Stack, Text, type BoxProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type SectionProps = Omit<BoxProps, 'title'> & {
  /** The section's h2; also names the section for assistive technology. */
  title?: ReactNode;
  id: string;
  lead?: ReactNode;
  children: ReactNode;
};

/** A page section: generous whitespace, a centred width, an h2 that labels it. */
export function Section({ title, id, lead, children, ...props }: SectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Box
      as="section"
      aria-labelledby={title ? headingId : undefined}
      py={{ base: 12, md: 16 }}
      {...props}
    >
      <Container maxW="7xl">
        {title && (
          <Stack gap="3" mb={{ base: 8, md: 10 }} maxW="3xl">
            <Heading as="h2" id={headingId} size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
              {title}
            </Heading>
            {lead && (
              <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
                {lead}
              </Text>
            )}
          </Stack>
        )}
        {children}
      </Container>
    </Box>
  );
}

/** The top of an inner page: an eyebrow, the page's h1 and a lead paragraph. */
export function PageIntro({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Box as="header" bg="bg.subtle" borderBottomWidth="1px" borderColor="border">
      <Container maxW="7xl" py={{ base: 10, md: 16 }}>
        <Stack gap="4" maxW="3xl">
          {eyebrow && (
            <Text
              color="brand.fg"
              fontWeight="semibold"
              fontSize="sm"
              textTransform="uppercase"
              letterSpacing="wider"
            >
              {eyebrow}
            </Text>
          )}
          <Heading as="h1" size={{ base: '3xl', md: '5xl' }} letterSpacing="tight">
            {title}
          </Heading>
          {lead && (
            <Text fontSize={{ base: 'md', md: 'xl' }} color="fg.muted">
              {lead}
            </Text>
          )}
          {children}
        </Stack>
      </Container>
    </Box>
  );
}
