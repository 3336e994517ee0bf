import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useAppControl } from '@/state/app-control';
import { ChakraScope } from '@/ui/chakra';
import { StatechartsView } from './statecharts-view';

/**
 * /statecharts: every machine of the app, drawn from its definition, with this very app running
 * behind it. Loaded only when opened; it needs no network.
 */
export default function StatechartsPage() {
  const control = useAppControl();
  return (
    <ChakraScope>
      <Container maxW="8xl" py={{ base: '8', md: '12' }} px={{ base: '4', md: '6' }}>
        <Stack gap="2" mb="6">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
            Statecharts
          </Heading>
          <Text color="fg.muted" maxW="3xl">
            How the app behaves, drawn from the machines themselves. The states the app is in now
            are lit; send it events, follow a journey, step back through what happened, or save the
            state to a file. The dashboard has the same view as a panel beside it.
          </Text>
        </Stack>
        {control ? (
          <StatechartsView control={control} headingLevel="h2" />
        ) : (
          <Text>The statecharts need the running app, which starts in your browser.</Text>
        )}
      </Container>
    </ChakraScope>
  );
}
