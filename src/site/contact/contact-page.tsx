import { Box, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Clock, Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { BRAND, whatsappUrl } from '@/state/config';
import { CONTACT_PAGE_FAQ } from '@/domain/faq';
import { PageLink } from '@/ui/links';
import { sc } from '@/ui/static-styles';
import { FaqList } from '../faq/faq-list';
import { ExternalButton } from '../shared/external-button';
import { PageIntro, Section } from '../shared/section';
import { ContactForm } from './contact-form';

function ContactDetails() {
  return (
    <Stack
      as="aside"
      aria-labelledby="contact-details-title"
      gap="6"
      p={{ base: 5, md: 6 }}
      borderRadius="l3"
      bg="bg.subtle"
      borderWidth="1px"
      borderColor="border"
    >
      <Heading as="h2" id="contact-details-title" size="lg">
        Talk to a person
      </Heading>
      <Stack gap="2">
        <Text color="fg.muted">Quick question? Chat with our team on WhatsApp.</Text>
        <ExternalButton
          href={whatsappUrl(`Hello ${BRAND.name}, I have a question about bulk SMS.`)}
          colorPalette="brand"
          size="lg"
          width="full"
        >
          <MessageCircle aria-hidden="true" />
          Chat on WhatsApp
        </ExternalButton>
      </Stack>
      <ul className={sc('contact-lines')}>
        <li>
          <Phone aria-hidden="true" />
          <Link href={BRAND.phoneHref} color="fg">
            {BRAND.phone}
          </Link>
        </li>
        <li>
          <Mail aria-hidden="true" />
          <Link href={`mailto:${BRAND.email}`} color="fg" wordBreak="break-all">
            {BRAND.email}
          </Link>
        </li>
        <li>
          <MapPin aria-hidden="true" />
          <p>{BRAND.address}</p>
        </li>
        <li>
          <Clock aria-hidden="true" />
          <p>
            Office: Monday to Friday, 8 AM to 6 PM.
            <br />
            Email support: 24/7, reply within 24 hours.
          </p>
        </li>
      </ul>
    </Stack>
  );
}

export default function ContactPage() {
  return (
    <>
      <PageIntro
        eyebrow="Talk to us"
        title="Contact us"
        lead="Questions about bundles, sender IDs or the API? Write to us and we reply within 24 hours, or chat with us on WhatsApp."
      />
      <Section id="contact">
        <SimpleGrid columns={{ base: 1, lg: 3 }} gap={{ base: 8, lg: 10 }} alignItems="start">
          <Box
            gridColumn={{ lg: 'span 2' }}
            p={{ base: 5, md: 8 }}
            borderRadius="l3"
            borderWidth="1px"
            borderColor="border"
            bg="bg.panel"
          >
            <ContactForm />
          </Box>
          <ContactDetails />
        </SimpleGrid>
      </Section>
      <Section id="contact-faq" title="Common questions" tinted>
        <Box maxW="4xl">
          <FaqList entries={CONTACT_PAGE_FAQ} headingLevel="h3" />
          <Text mt="6">
            <PageLink to="faq" color="brand.fg" fontWeight="semibold">
              See all frequently asked questions
            </PageLink>
          </Text>
        </Box>
      </Section>
    </>
  );
}
