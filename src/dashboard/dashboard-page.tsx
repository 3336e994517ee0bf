import { Box, Button, Container, Heading, HStack } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useAppActor } from '@/app/app-actor-context';
import { selectTab } from '@/app/selectors';
import '@/ui/extra-recipes';

/** Placeholder until the dashboard issue fills it: shows the tab the machine is in. */
export default function DashboardPage() {
  const app = useAppActor();
  const tab = useSelector(app, selectTab);
  return (
    <Container maxW="7xl" py="8">
      <HStack justify="space-between" mb="6">
        <Heading as="h1" size="2xl">
          Dashboard
        </Heading>
        <HStack>
          <Button variant="outline" onClick={() => app.send({ type: 'nav.home' })}>
            Back to Home
          </Button>
          <Button variant="outline" onClick={() => app.send({ type: 'auth.signOut' })}>
            Sign out
          </Button>
        </HStack>
      </HStack>
      <Box>Current tab: {tab}</Box>
    </Container>
  );
}
