import {
  Badge,
  Box,
  Button,
  Container,
  Flex,
  Heading,
  HStack,
  IconButton,
  Text,
} from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { ArrowLeft, LogOut, Network, Plus, Settings } from 'lucide-react';
import { useContext } from 'react';
import { selectCreditBalance } from '@machines/campaigns.machine';
import type { CampaignsRef } from '@machines/app.machine';
import { useAppActor } from '@/state/app-actor-context';
import { StatechartsPanelContext } from '@/state/app-control';
import { SAMPLE_ACCOUNT } from '@/domain/account';
import { formatCount } from '@/domain/dashboard-stats';
import { Logo } from '@/ui/logo';
import { ColorModeToggle } from '@/ui/color-mode-toggle';

/** The balance as the campaigns actor keeps it: it falls as campaigns go and rises with refunds. */
function LiveCredits({ campaigns }: { campaigns: CampaignsRef }) {
  return <>{formatCount(useSelector(campaigns, selectCreditBalance))}</>;
}

/** Back to Home, the dashboard title, New Campaign, settings and Sign out. */
export function DashboardHeader({ campaigns }: { campaigns?: CampaignsRef }) {
  const app = useAppActor();
  const openStatecharts = useContext(StatechartsPanelContext);
  return (
    <Box as="header" bg="bg" borderBottomWidth="1px" borderColor="border">
      <Container maxW="7xl" px={{ base: '4', md: '6' }} py="3">
        <Flex justify="space-between" align="center" gap="3">
          <HStack gap="3" minW="0">
            <Logo />
            <Badge colorPalette="gold" variant="subtle">
              Demo
            </Badge>
          </HStack>
          <HStack gap="1">
            {openStatecharts && (
              // A panel beside the dashboard needs the width of a tablet or more: on a phone the
              // statecharts are the page at /statecharts, linked from the docs.
              <Button variant="ghost" size="sm" hideBelow="md" onClick={openStatecharts}>
                <Network aria-hidden="true" />
                Statecharts
              </Button>
            )}
            <ColorModeToggle />
            <Button variant="ghost" size="sm" onClick={() => app.send({ type: 'nav.home' })}>
              <ArrowLeft aria-hidden="true" />
              Back to Home
            </Button>
          </HStack>
        </Flex>
      </Container>
      <Container maxW="7xl" px={{ base: '4', md: '6' }} pt="4" pb="5">
        <Flex
          direction={{ base: 'column', md: 'row' }}
          justify="space-between"
          align={{ base: 'stretch', md: 'flex-end' }}
          gap="4"
        >
          <Box minW="0">
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
              Dashboard
            </Heading>
            <Text color="fg.muted" mt="1" textStyle="sm">
              Welcome back, {SAMPLE_ACCOUNT.firstName}. {SAMPLE_ACCOUNT.company} ·{' '}
              {SAMPLE_ACCOUNT.plan.name} plan ·{' '}
              {campaigns ? (
                <LiveCredits campaigns={campaigns} />
              ) : (
                formatCount(SAMPLE_ACCOUNT.creditBalance)
              )}{' '}
              SMS credits. Sample data: nothing here is saved or sent.
            </Text>
          </Box>
          <HStack gap="2" flexWrap="wrap">
            <Button
              colorPalette="gold"
              size={{ base: 'sm', sm: 'md' }}
              onClick={() => app.send({ type: 'dashboard.dialog.open', dialog: 'newCampaign' })}
            >
              <Plus aria-hidden="true" />
              New Campaign
            </Button>
            <IconButton
              variant="outline"
              size={{ base: 'sm', sm: 'md' }}
              aria-label="Account settings"
              title="Account settings"
              onClick={() => app.send({ type: 'dashboard.dialog.open', dialog: 'settings' })}
            >
              <Settings />
            </IconButton>
            <Button
              variant="outline"
              size={{ base: 'sm', sm: 'md' }}
              onClick={() => app.send({ type: 'auth.signOut' })}
            >
              <LogOut aria-hidden="true" />
              Sign out
            </Button>
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}
