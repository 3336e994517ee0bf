import { Stack } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { selectSettingsDraft } from '../../selectors';
import { ToggleSetting, type SettingsRef } from './setting-fields';

/** Which news the account holder gets, by email and by SMS. */
export function NotificationSettings({ actor }: { actor: SettingsRef }) {
  const draft = useSelector(actor, selectSettingsDraft);
  return (
    <Stack gap="0">
      <ToggleSetting
        actor={actor}
        field="emailNotifications"
        label="Email notifications"
        description="Campaign results and account news by email."
        checked={draft.emailNotifications}
      />
      <ToggleSetting
        actor={actor}
        field="smsNotifications"
        label="SMS notifications"
        description="A text when a campaign finishes or credits run low."
        checked={draft.smsNotifications}
      />
      <ToggleSetting
        actor={actor}
        field="campaignReports"
        label="Campaign reports"
        description="A weekly summary of delivery and clicks."
        checked={draft.campaignReports}
      />
    </Stack>
  );
}
