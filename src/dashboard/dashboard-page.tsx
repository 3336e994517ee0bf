import { Box, Container, Skeleton, SimpleGrid, Stack } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { memo, useDeferredValue, type ReactNode } from 'react';
import { ChartColumn, ContactRound, LayoutDashboard, Megaphone, PenLine } from 'lucide-react';
import type { DemoActors } from '@machines/app.machine';
import { useAppActor } from '@/state/app-actor-context';
import { sameActors, selectDemo, selectTab } from '@/state/selectors';
import type { DashboardTab } from '@/domain/pages';
import { sc } from '@/ui/static-styles';
import { ErrorBoundary } from '@/ui/error-boundary';
import { useToasts } from '@/ui/toast-host';
import { AnalyticsTab } from './analytics/analytics-tab';
import { CampaignsTab } from './campaigns/campaigns-tab';
import { ComposeTab } from './compose/compose-tab';
import { ContactsTab } from './contacts/contacts-tab';
import { DashboardHeader } from './dashboard-header';
import { NewCampaignDialog } from './dialogs/new-campaign-dialog';
import { SettingsDialog } from './dialogs/settings-dialog';
import { ChakraScope } from '@/ui/chakra';
import { hiddenPanelProps, HiddenPanelStyles, useLayOutHiddenPanels } from './hidden-panels';
import { OverviewTab } from './overview/overview-tab';
import { TabList } from './tab-list';
import { panelId, tabId } from './focus-tab';

const TABS: { value: DashboardTab; label: string; icon: ReactNode }[] = [
  { value: 'overview', label: 'Overview', icon: <LayoutDashboard size="1em" /> },
  { value: 'contacts', label: 'Contacts', icon: <ContactRound size="1em" /> },
  { value: 'compose', label: 'Compose', icon: <PenLine size="1em" /> },
  { value: 'campaigns', label: 'Campaigns', icon: <Megaphone size="1em" /> },
  { value: 'analytics', label: 'Analytics', icon: <ChartColumn size="1em" /> },
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
 * One tab's content. A tab switch renders `DashboardTabs` again (it reads the tab); memo keeps
 * that from rendering every panel mounted so far: only the tabs and two panels' `hidden` change.
 */
const TabPanel = memo(function TabPanel({ demo, tab }: { demo: DemoActors; tab: DashboardTab }) {
  switch (tab) {
    case 'overview':
      return <OverviewTab campaigns={demo.campaigns} contacts={demo.contacts} />;
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
 * The five tabs and their panels. The first render has the shown tab's panel only; React then
 * renders the others in a background render it may interrupt (`useDeferredValue` with an initial
 * value), and from then on every panel stays mounted, hidden while another tab shows: a switch
 * only changes which panel is hidden, and a draft, a search or a scroll position is still there
 * when the visitor comes back. Mounted, a hidden panel's effects keep running, so a dialog that
 * was closing when its tab was left finishes closing. Hidden, a panel keeps its style and layout
 * too, and those rendered ahead are laid out while the page is idle: a first visit shows a panel
 * as quickly as a return.
 *
 * The tabs (./tab-list.tsx) and the panels are plain ARIA elements, so a switch renders the five
 * tabs and two panels' `hidden`. In Chakra's Tabs, the tabs' context changed with every focus
 * and selection, and React walked every mounted panel's whole tree for readers of it (a return
 * to a tab cost x10 the floor's in-page link); its own state machine then rendered the row again
 * for the focus, the press and the selection of one click.
 */
function DashboardTabs({ demo }: { demo: DemoActors }) {
  const app = useAppActor();
  const tab = useSelector(app, selectTab);
  const renderAhead = useDeferredValue(true, false);
  useLayOutHiddenPanels(renderAhead);
  return (
    <>
      <HiddenPanelStyles />
      <TabList
        label="Dashboard sections"
        tabs={TABS}
        selected={tab}
        onSelect={(value) => app.send({ type: 'dashboard.tab.select', tab: value })}
        tabId={tabId}
        panelId={panelId}
      />
      {TABS.map(({ value, label }) => (
        <div
          key={value}
          role="tabpanel"
          id={panelId(value)}
          aria-labelledby={tabId(value)}
          {...hiddenPanelProps(value !== tab)}
          className={sc('dashboard-tab-panel')}
        >
          {(renderAhead || value === tab) && (
            <ErrorBoundary scope={`the ${label} tab`} compact>
              <TabPanel demo={demo} tab={value} />
            </ErrorBoundary>
          )}
        </div>
      ))}
    </>
  );
}

/**
 * The demo dashboard, a lazy chunk. Its machines are the app's children while the dashboard is
 * open (their code arrives in a chunk of its own, see src/dashboard/demo-logic.ts); until they
 * run, a skeleton shows.
 */
export default function DashboardPage() {
  const demo = useSelector(useAppActor(), selectDemo, sameActors);

  useToasts(demo?.composer);
  useToasts(demo?.contacts);
  useToasts(demo?.campaigns);
  useToasts(demo?.newCampaign);
  useToasts(demo?.settings);

  return (
    <ChakraScope>
      <Box bg="bg.subtle" minH="100vh">
        <DashboardHeader campaigns={demo?.campaigns} />
        <Container maxW="7xl" py={{ base: '5', md: '8' }} px={{ base: '4', md: '6' }}>
          {demo ? <DashboardTabs demo={demo} /> : <DashboardSkeleton />}
        </Container>
        {demo && <NewCampaignDialog actor={demo.newCampaign} contacts={demo.contacts} />}
        {demo && <SettingsDialog actor={demo.settings} campaigns={demo.campaigns} />}
      </Box>
    </ChakraScope>
  );
}
