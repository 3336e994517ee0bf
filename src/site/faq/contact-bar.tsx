import { Box, Container, Flex, Icon, Link, Text } from '@chakra-ui/react';
import { Clock, Mail, MessageCircle, Phone } from 'lucide-react';
import { BRAND, whatsappUrl } from '@/state/config';

const linkStyle = {
  color: 'inherit',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  minH: '8',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  _hover: { textDecorationThickness: '2px' },
} as const;

/** The FAQ page's top bar: every way to reach a person, before the questions. */
export function ContactBar() {
  return (
    <Box as="aside" aria-label="Contact us" bg="brand.solid" color="brand.contrast" fontSize="sm">
      <Container maxW="7xl" py="2">
        <Flex
          gap={{ base: 2, md: 6 }}
          flexWrap="wrap"
          align="center"
          justify={{ md: 'space-between' }}
        >
          <Flex gap={{ base: 1, md: 6 }} flexWrap="wrap" direction={{ base: 'column', sm: 'row' }}>
            <Link href={BRAND.phoneHref} {...linkStyle}>
              <Icon as={Phone} boxSize="1em" aria-hidden="true" />
              {BRAND.phone}
            </Link>
            <Link href={`mailto:${BRAND.supportEmail}`} {...linkStyle}>
              <Icon as={Mail} boxSize="1em" aria-hidden="true" />
              {BRAND.supportEmail}
            </Link>
            <Link href={whatsappUrl()} target="_blank" rel="noopener noreferrer" {...linkStyle}>
              <Icon as={MessageCircle} boxSize="1em" aria-hidden="true" />
              Chat on WhatsApp
              <Box as="span" srOnly>
                (opens in a new tab)
              </Box>
            </Link>
          </Flex>
          <Text display="inline-flex" alignItems="center" gap="2">
            <Icon as={Clock} boxSize="1em" aria-hidden="true" />
            24/7 email support · reply within 24 hours
          </Text>
        </Flex>
      </Container>
    </Box>
  );
}
