import {
  Box,
  Button,
  Card,
  Flex,
  Grid,
  Heading,
  HStack,
  Icon,
  SimpleGrid,
  Stack,
  Stat,
  Text,
} from '@chakra-ui/react';
import { useMemo, type ReactNode } from 'react';
import {
  ArrowRight,
  ChartColumn,
  CircleCheck,
  ContactRound,
  Megaphone,
  PenLine,
  Send,
  Users,
  CalendarClock,
} from 'lucide-react';
import type { CampaignsRef, DemoActors } from '@machines/app.machine';
import { useAppActor } from '@/state/app-actor-context';
import { formatCampaignDate, recentCampaigns } from '@/domain/campaigns';
import {
  activeCampaignsNote,
  dashboardStats,
  formatCount,
  formatPercent,
  messagesSentNote,
} from '@/domain/dashboard-stats';
import type { DashboardTab } from '@/domain/pages';
import { campaignGroupLabel } from '@/domain/new-campaign';
import { useAudienceCounts } from '../use-audience';
import { StatusBadge } from '../campaigns/status-badge';
import { focusTab } from '../focus-tab';
import { useCampaignsWhileShown } from '../use-campaigns';

function StatCard({
  label,
  value,
  help,
  icon,
}: {
  label: string;
  value: string;
  help: string;
  icon: ReactNode;
}) {
  return (
    <Card.Root size="sm" variant="outline">
      <Card.Body>
        <Flex justify="space-between" align="flex-start" gap="2">
          <Stat.Root>
            <Stat.Label color="fg.muted">{label}</Stat.Label>
            <Stat.ValueText fontSize="2xl" fontWeight="bold">
              {value}
            </Stat.ValueText>
            <Stat.HelpText as="dd" color="fg.muted">
              {help}
            </Stat.HelpText>
          </Stat.Root>
          <Icon
            color="brand.fg"
            boxSize="5"
            aria-hidden="true"
            flexShrink={0}
            display={{ base: 'none', sm: 'inline-block' }}
          >
            {icon}
          </Icon>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}

const QUICK_ACTIONS: { tab: DashboardTab; label: string; hint: string; icon: ReactNode }[] = [
  {
    tab: 'compose',
    label: 'Compose a message',
    hint: 'Write and send an SMS',
    icon: <PenLine />,
  },
  {
    tab: 'contacts',
    label: 'Manage contacts',
    hint: 'Groups, search, import',
    icon: <ContactRound />,
  },
  {
    tab: 'analytics',
    label: 'View analytics',
    hint: 'Delivery and clicks',
    icon: <ChartColumn />,
  },
  {
    tab: 'campaigns',
    label: 'Campaign history',
    hint: 'Sent, scheduled, drafts',
    icon: <Megaphone />,
  },
];

/** Four stat cards, the latest campaigns and shortcuts to the other tabs. */
export function OverviewTab({
  campaigns: campaignsRef,
  contacts,
}: {
  campaigns: CampaignsRef;
  contacts: DemoActors['contacts'];
}) {
  const app = useAppActor();
  const campaigns = useCampaignsWhileShown(campaignsRef, 'overview');
  const audience = useAudienceCounts(contacts);
  const stats = useMemo(
    () => dashboardStats(campaigns, audience.all.recipients),
    [campaigns, audience],
  );
  const recent = useMemo(() => recentCampaigns(campaigns, 5), [campaigns]);
  const openTab = (tab: DashboardTab) => {
    app.send({ type: 'dashboard.tab.select', tab });
    focusTab(tab);
  };

  return (
    <Stack gap="6">
      <Heading as="h2" srOnly>
        Overview
      </Heading>
      <SimpleGrid columns={{ base: 2, lg: 4 }} gap={{ base: '3', md: '4' }}>
        <StatCard
          label="Contacts"
          value={formatCount(stats.contacts)}
          help={
            audience.all.optedOut > 0
              ? `in All Contacts · ${formatCount(audience.all.optedOut)} opted out`
              : 'in All Contacts'
          }
          icon={<Users />}
        />
        <StatCard
          label="Messages sent"
          value={formatCount(stats.messagesSent)}
          help={messagesSentNote(stats)}
          icon={<Send />}
        />
        <StatCard
          label="Delivery rate"
          value={formatPercent(stats.deliveryRate)}
          help="of messages sent were delivered"
          icon={<CircleCheck />}
        />
        <StatCard
          label="Active campaigns"
          value={formatCount(stats.activeCampaigns)}
          help={activeCampaignsNote(stats)}
          icon={<CalendarClock />}
        />
      </SimpleGrid>

      <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="6" alignItems="start">
        <Card.Root variant="outline">
          <Card.Header>
            <Flex justify="space-between" align="center" gap="3" wrap="wrap">
              <Box>
                <Heading as="h3" size="md">
                  Recent campaigns
                </Heading>
                <Text color="fg.muted" textStyle="sm">
                  Latest and upcoming sends
                </Text>
              </Box>
              <Button variant="outline" size="sm" onClick={() => openTab('campaigns')}>
                View all
                <ArrowRight aria-hidden="true" />
              </Button>
            </Flex>
          </Card.Header>
          <Card.Body pt="2">
            {recent.length === 0 ? (
              <Text color="fg.muted">No campaigns yet. Create one with New Campaign.</Text>
            ) : (
              <Stack as="ul" gap="0" listStyleType="none" ms="0">
                {recent.map((campaign) => (
                  <Flex
                    as="li"
                    key={campaign.id}
                    justify="space-between"
                    align="center"
                    gap="3"
                    py="3"
                    borderBottomWidth="1px"
                    borderColor="border.muted"
                    _last={{ borderBottomWidth: '0' }}
                  >
                    <Box minW="0">
                      <Text fontWeight="medium" truncate>
                        {campaign.name}
                      </Text>
                      <Text color="fg.muted" textStyle="sm">
                        {campaignGroupLabel(campaign.group)} ·{' '}
                        {formatCampaignDate(campaign.sentDate)}
                      </Text>
                    </Box>
                    <StatusBadge status={campaign.status} />
                  </Flex>
                ))}
              </Stack>
            )}
          </Card.Body>
        </Card.Root>

        <Card.Root variant="outline">
          <Card.Header>
            <Heading as="h3" size="md">
              Quick Actions
            </Heading>
          </Card.Header>
          <Card.Body pt="3">
            <Stack gap="2">
              {QUICK_ACTIONS.map(({ tab, label, hint, icon }) => (
                <Button
                  key={tab}
                  variant="outline"
                  justifyContent="flex-start"
                  h="auto"
                  py="3"
                  onClick={() => openTab(tab)}
                >
                  <HStack gap="3" align="center" w="full">
                    <Icon color="brand.fg" boxSize="5" aria-hidden="true">
                      {icon}
                    </Icon>
                    <Box textAlign="start">
                      <Text fontWeight="semibold">{label}</Text>
                      <Text color="fg.muted" textStyle="xs" fontWeight="normal">
                        {hint}
                      </Text>
                    </Box>
                  </HStack>
                </Button>
              ))}
            </Stack>
          </Card.Body>
        </Card.Root>
      </Grid>
    </Stack>
  );
}
