import '@/ui/extra-recipes';
import { Box, Container, Skeleton, SimpleGrid, Stack, Tabs } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { memo, useEffect, type ReactNode } from 'react';
import {
  LuChartColumn,
  LuContactRound,
  LuLayoutDashboard,
  LuMegaphone,
  LuPenLine,
} from 'react-icons/lu';
import type { DemoActors } from '@machines/app.machine';
import { campaignsMachine } from '@machines/campaigns.machine';
import { composerMachine } from '@machines/composer.machine';
import { contactsMachine } from '@machines/contacts.machine';
import { newCampaignMachine } from '@machines/new-campaign.machine';
import { settingsMachine } from '@machines/settings.machine';
import { useAppActor } from '@/app/app-actor-context';
import { selectDemo, selectTab } from '@/app/selectors';
import { DASHBOARD_TABS, isDashboardTab, type DashboardTab } from '@/domain/pages';
import { ErrorBoundary } from '@/ui/error-boundary';
import { PrerenderingProvider, useIdleMount } from '@/ui/use-idle-mount';
import { useToasts } from '@/ui/toast-host';
import { AnalyticsTab } from './analytics/analytics-tab';
import { CampaignsTab } from './campaigns/campaigns-tab';
import { ComposeTab } from './compose/compose-tab';
import { ContactsTab } from './contacts/contacts-tab';
import { DashboardHeader } from './dashboard-header';
import { focusTab } from './focus-tab';
import { NewCampaignDialog } from './dialogs/new-campaign-dialog';
import { SettingsDialog } from './dialogs/settings-dialog';
import { OverviewTab } from './overview/overview-tab';

/**
 * A hidden panel that is still laid out, at its full width and with no height: what it draws to
 * its own size (the Analytics charts) is drawn while it is hidden, not in the click that shows
 * it (chart.js sizes and draws four charts when their canvas gets a size: about 20 ms). It is
 * invisible, so neither focus nor assistive technology reaches it, as with `hidden`.
 */
const LAID_OUT_WHEN_HIDDEN = {
  hidden: false,
  css: {
    '&:not([data-selected])': {
      height: '0',
      paddingBlock: '0',
      overflow: 'hidden',
      visibility: 'hidden',
    },
  },
} as const;

const TABS: {
  value: DashboardTab;
  label: string;
  icon: ReactNode;
  hiddenProps?: typeof LAID_OUT_WHEN_HIDDEN;
}[] = [
  { value: 'overview', label: 'Overview', icon: <LuLayoutDashboard /> },
  { value: 'contacts', label: 'Contacts', icon: <LuContactRound /> },
  { value: 'compose', label: 'Compose', icon: <LuPenLine /> },
  { value: 'campaigns', label: 'Campaigns', icon: <LuMegaphone /> },
  {
    value: 'analytics',
    label: 'Analytics',
    icon: <LuChartColumn />,
    hiddenProps: LAID_OUT_WHEN_HIDDEN,
  },
];

/** The shape of the tabs while the demo's actors start. */
function DashboardSkeleton() {
  return (
    <Stack gap="6" aria-busy="true" aria-label="Loading the dashboard">
      <Skeleton h="10" w={{ base: 'full', md: '32rem' }} />
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} h="28" borderRadius="l3" />
        ))}
      </SimpleGrid>
      <Skeleton h="64" borderRadius="l3" />
    </Stack>
  );
}

/**
 * One tab's content. Panels stay mounted once shown (hidden by the tabs), and memo keeps a tab
 * switch from rendering them again: only the tabs and the two panels' visibility change.
 */
const TabPanel = memo(function TabPanel({ demo, tab }: { demo: DemoActors; tab: DashboardTab }) {
  switch (tab) {
    case 'overview':
      return <OverviewTab campaigns={demo.campaigns} />;
    case 'contacts':
      return <ContactsTab />;
    case 'compose':
      return <ComposeTab />;
    case 'campaigns':
      return <CampaignsTab campaigns={demo.campaigns} />;
    case 'analytics':
      return <AnalyticsTab campaigns={demo.campaigns} />;
  }
});

/**
 * The ids Ark gives the tabs, so the panels, which live outside `Tabs.Root`, can name their tab
 * and each tab its panel (`aria-labelledby`, `aria-controls`).
 */
const TAB_IDS = {
  root: 'dashboard-tabs',
  list: 'dashboard-tabs-list',
  trigger: (value: string) => `dashboard-tab-${value}`,
  content: (value: string) => `dashboard-panel-${value}`,
};

/**
 * One tab's panel, with the attributes Ark's `Tabs.Content` would give it. It sits outside the
 * tabs' context on purpose: that context changes with every focus and selection, and React
 * then walks every mounted panel's whole tree (all five are mounted once rendered ahead) to
 * find what reads it, which nothing in a panel does.
 */
function DashboardPanel({
  value,
  selected,
  hiddenProps,
  children,
}: {
  value: DashboardTab;
  selected: boolean;
  hiddenProps?: typeof LAID_OUT_WHEN_HIDDEN;
  children: ReactNode;
}) {
  return (
    <Box
      role="tabpanel"
      id={TAB_IDS.content(value)}
      aria-labelledby={TAB_IDS.trigger(value)}
      tabIndex={0}
      data-scope="tabs"
      data-part="content"
      data-orientation="horizontal"
      data-selected={selected ? '' : undefined}
      hidden={!selected}
      w="full"
      focusVisibleRing="inside"
      {...hiddenProps}
    >
      {children}
    </Box>
  );
}

function DashboardTabs({ demo }: { demo: DemoActors }) {
  const app = useAppActor();
  const tab = useSelector(app, selectTab);
  const panels = useIdleMount(tab, DASHBOARD_TABS);
  return (
    <>
      <Tabs.Root
        ids={TAB_IDS}
        value={tab}
        onValueChange={(details) => {
          if (isDashboardTab(details.value))
            app.send({ type: 'dashboard.tab.select', tab: details.value });
        }}
        variant="line"
      >
        <Box
          overflowX="auto"
          mx={{ base: '-4', md: '0' }}
          px={{ base: '4', md: '0' }}
          mb="6"
          css={{ scrollbarWidth: 'thin' }}
        >
          <Tabs.List minW="max-content" aria-label="Dashboard sections">
            {TABS.map(({ value, label, icon }) => (
              <Tabs.Trigger key={value} value={value} flexShrink={0} minH="11" px="3">
                {icon}
                {label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        </Box>
      </Tabs.Root>
      {TABS.map(({ value, label, hiddenProps }) => (
        <DashboardPanel
          key={value}
          value={value}
          selected={value === tab}
          hiddenProps={hiddenProps}
        >
          {panels.mounted(value) && (
            <PrerenderingProvider value={panels.ahead(value)}>
              <ErrorBoundary scope={`the ${label} tab`} compact>
                <TabPanel demo={demo} tab={value} />
              </ErrorBoundary>
            </PrerenderingProvider>
          )}
        </DashboardPanel>
      ))}
    </>
  );
}

/** Opens the composer with a draft campaign when the campaigns actor asks for it. */
function useComposeRequests(demo: DemoActors | null) {
  const app = useAppActor();
  useEffect(() => {
    if (!demo) return;
    const subscription = demo.campaigns.on('campaigns.compose', ({ name, message, group }) => {
      demo.composer.send({ type: 'composer.load', name, message, group });
      app.send({ type: 'dashboard.tab.select', tab: 'compose' });
      focusTab('compose');
    });
    return () => subscription.unsubscribe();
  }, [app, demo]);
}

/**
 * The demo dashboard, a lazy chunk. Its machines travel with it: on mount it hands their logic
 * to the app, which spawns them for the demo session; until then a skeleton shows.
 */
export default function DashboardPage() {
  const app = useAppActor();
  const demo = useSelector(app, selectDemo);

  useEffect(() => {
    app.send({
      type: 'dashboard.actors.ready',
      logic: {
        composer: composerMachine,
        contacts: contactsMachine,
        campaigns: campaignsMachine,
        newCampaign: newCampaignMachine,
        settings: settingsMachine,
      },
    });
  }, [app]);

  useToasts(demo?.composer);
  useToasts(demo?.contacts);
  useToasts(demo?.campaigns);
  useToasts(demo?.newCampaign);
  useToasts(demo?.settings);
  useComposeRequests(demo);

  return (
    <Box bg="bg.subtle" minH="100vh">
      <DashboardHeader />
      <Container maxW="7xl" py={{ base: '5', md: '8' }} px={{ base: '4', md: '6' }}>
        {demo ? <DashboardTabs demo={demo} /> : <DashboardSkeleton />}
      </Container>
      {demo && <NewCampaignDialog actor={demo.newCampaign} />}
      {demo && <SettingsDialog actor={demo.settings} />}
    </Box>
  );
}
