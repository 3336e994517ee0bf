import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { FAQ } from '@/domain/faq';
import { PageLink } from '@/ui/links';
import { PageIntro, Section } from '../shared/section';
import { ContactBar } from './contact-bar';
import { FaqList } from './faq-list';

export default function FaqPage() {
  return (
    <>
      <ContactBar />
      <PageIntro
        eyebrow="Help"
        title="Frequently asked questions"
        lead="Straight answers about bundles, credits, delivery and support. Press a question to read its answer."
      />
      <Section id="questions">
        <Box maxW="4xl">
          <FaqList entries={FAQ} />
        </Box>
        <Stack mt="12" gap="2" maxW="4xl" p="6" borderRadius="l3" bg="brand.subtle">
          <Heading as="h2" size="md">
            Still have a question?
          </Heading>
          <Text>
            <PageLink to="contact" color="brand.fg" fontWeight="semibold">
              Send us a message
            </PageLink>{' '}
            and we reply within 24 hours, or compare the bundles on the{' '}
            <PageLink to="pricing" color="brand.fg" fontWeight="semibold">
              pricing page
            </PageLink>
            .
          </Text>
        </Stack>
      </Section>
    </>
  );
}
