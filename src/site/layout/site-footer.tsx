import {
  Box,
  Container,
  Heading,
  HStack,
  Icon,
  Link,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Mail, MapPin, Phone } from 'lucide-react';
import { BRAND, config } from '@/state/config';
import { FacebookLogo, InstagramLogo, LinkedInLogo, XLogo } from '@/ui/brand-icons';
import { ExternalLink, PageButton, PageLink } from '@/ui/links';
import { Logo } from '@/ui/logo';
import { sc } from '@/ui/static-styles';

const SOCIAL_ICONS = {
  Facebook: FacebookLogo,
  X: XLogo,
  LinkedIn: LinkedInLogo,
  Instagram: InstagramLogo,
};

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="2" as="section" aria-label={title}>
      <Heading as="h2" size="sm" color="fg">
        {title}
      </Heading>
      <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
        {children}
      </Stack>
    </Stack>
  );
}

const linkStyle = {
  color: 'fg.muted',
  minH: '6',
  display: 'inline-flex',
  alignItems: 'center',
} as const;

/** Site footer: product, support and company links, contact details, social links. */
export function SiteFooter() {
  return (
    <Box as="footer" borderTopWidth="1px" borderColor="border" bg="bg.subtle" mt="16">
      <Container maxW="7xl" py="12">
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 5 }} gap="8">
          <Stack gap="3">
            <Logo />
            <Text color="fg.muted" fontSize="sm">
              {BRAND.tagline}.
            </Text>
            <Box>
              <PageButton to="auth" colorPalette="brand" size="sm">
                Try the demo
              </PageButton>
            </Box>
          </Stack>
          <Column title="Product">
            <li>
              <PageLink to="solutions" {...linkStyle}>
                Solutions
              </PageLink>
            </li>
            <li>
              <PageLink to="pricing" {...linkStyle}>
                Pricing
              </PageLink>
            </li>
            <li>
              <PageLink to="docs" {...linkStyle}>
                API quick start
              </PageLink>
            </li>
            <li>
              <PageLink to="faq" {...linkStyle}>
                FAQ
              </PageLink>
            </li>
          </Column>
          <Column title="Support">
            <li>
              <ExternalLink href={config.apiDocsUrl} {...linkStyle}>
                API Documentation
                <span className={sc('sr-only')}>(opens in a new tab)</span>
              </ExternalLink>
            </li>
            <li>
              <PageLink to="contact" {...linkStyle}>
                Help Support
              </PageLink>
            </li>
          </Column>
          <Column title="Company">
            <li>
              <PageLink to="about" {...linkStyle}>
                About Us
              </PageLink>
            </li>
            <li>
              <PageLink to="privacy" {...linkStyle}>
                Privacy Policy
              </PageLink>
            </li>
            <li>
              <PageLink to="terms" {...linkStyle}>
                Terms of Service
              </PageLink>
            </li>
          </Column>
          <Column title="Contact">
            <li>
              <Link href={`mailto:${BRAND.email}`} {...linkStyle} gap="2">
                <Icon as={Mail} boxSize="1em" aria-hidden="true" /> {BRAND.email}
              </Link>
            </li>
            <li>
              <Link href={BRAND.phoneHref} {...linkStyle} gap="2">
                <Icon as={Phone} boxSize="1em" aria-hidden="true" /> {BRAND.phone}
              </Link>
            </li>
            <li>
              <Text as="span" color="fg.muted" display="inline-flex" gap="2" alignItems="baseline">
                <Icon as={MapPin} boxSize="1em" aria-hidden="true" /> {BRAND.address}
              </Text>
            </li>
          </Column>
        </SimpleGrid>
        <HStack
          justify="space-between"
          flexWrap="wrap"
          gap="4"
          mt="10"
          pt="6"
          borderTopWidth="1px"
          borderColor="border"
        >
          <Text fontSize="sm" color="fg.muted">
            © {new Date().getFullYear()} {BRAND.name}. Made in Accra.
          </Text>
          <HStack as="ul" gap="2" listStyleType="none" m="0" p="0" aria-label="Social media">
            {BRAND.social.map(({ name, href }) => (
              <li key={name}>
                <ExternalLink
                  href={href}
                  aria-label={`${BRAND.name} on ${name} (opens in a new tab)`}
                  display="inline-flex"
                  alignItems="center"
                  justifyContent="center"
                  boxSize="10"
                  borderRadius="full"
                  color="fg.muted"
                  _hover={{ color: 'brand.fg', bg: 'bg.muted' }}
                >
                  <Icon as={SOCIAL_ICONS[name]} boxSize="5" aria-hidden="true" />
                </ExternalLink>
              </li>
            ))}
          </HStack>
        </HStack>
      </Container>
    </Box>
  );
}
