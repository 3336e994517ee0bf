import { useCallback, useSyncExternalStore } from 'react';
import type { CampaignsRef } from '@machines/app.machine';
import type { Campaign } from '@/domain/campaigns';
import type { DashboardTab } from '@/domain/pages';
import { useAppActor } from '@/state/app-actor-context';
import { selectTab } from '@/state/selectors';
import { selectCampaigns } from './selectors';

/**
 * The campaigns, as the tab `tab` shows them: live while it shows, and as they were while another
 * tab shows. Every panel stays mounted (see DashboardTabs), and while a campaign sends its list
 * changes every 250 ms: a hidden tab that followed would render its cards, charts and table four
 * times a second for nobody. Shown again, it reads the list as it is then.
 *
 * Whether the tab shows is read in the subscription, not rendered: a tab switch renders the
 * panels it shows and hides only when their campaigns changed meanwhile.
 */
export function useCampaignsWhileShown(campaigns: CampaignsRef, tab: DashboardTab): Campaign[] {
  const app = useAppActor();
  const subscribe = useCallback(
    (onChange: () => void) => {
      let following: { unsubscribe: () => void } | null = null;
      const follow = () => {
        const shown = selectTab(app.getSnapshot()) === tab;
        if (shown && !following) {
          following = campaigns.subscribe(onChange);
          onChange();
        } else if (!shown && following) {
          following.unsubscribe();
          following = null;
        }
      };
      const watching = app.subscribe(follow);
      follow();
      return () => {
        watching.unsubscribe();
        following?.unsubscribe();
      };
    },
    [app, campaigns, tab],
  );
  return useSyncExternalStore(subscribe, () => selectCampaigns(campaigns.getSnapshot()));
}
