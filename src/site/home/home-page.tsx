import { Box, Container, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { formatCedis, PLANS } from '@/domain/plans';
import { sc } from '@/ui/static-styles';
import { StartButtons } from '../shared/start-buttons';
import { HomeSections } from './home-sections';
import { PhoneIllustration } from './phone-illustration';

function Hero() {
  const starter = PLANS[0];
  return (
    <Box
      as="section"
      aria-labelledby="home-title"
      bg="bg.subtle"
      borderBottomWidth="1px"
      borderColor="border"
    >
      <Container maxW="7xl" py={{ base: 10, md: 20 }}>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: 10, lg: 16 }} alignItems="center">
          <Stack gap="6">
            <HStack gap="2" flexWrap="wrap">
              {['MTN', 'Telecel', 'AT'].map((network) => (
                <span key={network} className={sc('network-chip')}>
                  {network}
                </span>
              ))}
            </HStack>
            <Heading
              as="h1"
              id="home-title"
              size={{ base: '4xl', md: '6xl' }}
              letterSpacing="tight"
              lineHeight="1.1"
            >
              Bulk SMS that reaches every customer in Ghana
            </Heading>
            <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted" maxW="xl">
              Send promotions, reminders and alerts to thousands of phones in minutes, from Accra to
              Tamale.
              {starter &&
                ` Start with ${starter.sms} SMS for ${formatCedis(starter.price)}, and keep every credit: they never expire.`}
            </Text>
            <StartButtons size="xl" />
            <Text fontSize="sm" color="fg.muted">
              No setup fee · 99%+ delivery rate · 24/7 email support
            </Text>
          </Stack>
          <PhoneIllustration />
        </SimpleGrid>
      </Container>
    </Box>
  );
}

/**
 * The home page. The hero is in the first bundle; the sections below it are an island (see
 * src/ui/island.tsx): in the prerendered HTML from the start, their code loaded and hydrated
 * once the hero works.
 */
export default function HomePage() {
  return (
    <>
      <Hero />
      <HomeSections />
    </>
  );
}
