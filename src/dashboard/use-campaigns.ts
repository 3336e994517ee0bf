import { useSelector } from '@xstate/react';
import { useCallback, useSyncExternalStore } from 'react';
import type { DemoActors } from '@machines/app.machine';
import type { Campaign } from '@/domain/campaigns';
import type { DashboardTab } from '@/domain/pages';
import { useAppActor } from '@/state/app-actor-context';
import { selectTab } from '@/state/selectors';
import { selectCampaigns } from './selectors';

const holdStill = () => () => {};

/**
 * The campaigns, as the tab `tab` shows them: live while it shows, and as they were while another
 * tab shows. Every panel stays mounted (see DashboardTabs), and while a campaign sends its list
 * changes every 250 ms: a hidden tab that followed would render its cards, charts and table four
 * times a second for nobody. Shown again, it subscribes and reads the list as it is then.
 */
export function useCampaignsWhileShown(
  campaigns: DemoActors['campaigns'],
  tab: DashboardTab,
): Campaign[] {
  const shown = useSelector(useAppActor(), (snapshot) => selectTab(snapshot) === tab);
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!shown) return holdStill();
      const subscription = campaigns.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [campaigns, shown],
  );
  return useSyncExternalStore(subscribe, () => selectCampaigns(campaigns.getSnapshot()));
}
