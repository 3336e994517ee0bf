import { Box, Button, Dialog, Stack, Tabs } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { CampaignsRef } from '@machines/app.machine';
import { useAppActor } from '@/state/app-actor-context';
import { selectDialog, type AppSnapshot } from '@/state/selectors';
import { ActorDialog, DialogCloseButton } from '@/ui/actor-dialog';
import { selectSettingsTab } from '../selectors';
import { BillingSettings } from './settings/billing-settings';
import { NotificationSettings } from './settings/notification-settings';
import { ProfileSettings } from './settings/profile-settings';
import type { SettingsRef } from './settings/setting-fields';
import { SmsSettings } from './settings/sms-settings';

/** The settings form, and the campaigns actor whose ledger the Billing tab shows. */
type Props = { actor: SettingsRef; campaigns: CampaignsRef };

const selectIsOpen = (snapshot: AppSnapshot) => selectDialog(snapshot) === 'settings';

/**
 * The dialog's content. The dialog mounts it when it opens and unmounts it once it has closed:
 * until then it reads and subscribes to nothing.
 */
function SettingsContent({ actor, campaigns }: Props) {
  const tab = useSelector(actor, selectSettingsTab);
  return (
    <Dialog.Content>
      <Dialog.Header>
        <Stack gap="1">
          <Dialog.Title>Account Settings</Dialog.Title>
          <Dialog.Description color="fg.muted" textStyle="sm">
            Your profile, notifications, SMS defaults and plan. Changes last for this visit.
          </Dialog.Description>
        </Stack>
      </Dialog.Header>
      <Dialog.Body>
        <Tabs.Root
          value={tab}
          onValueChange={(details) =>
            actor.send({ type: 'settings.tab.select', tab: details.value })
          }
          variant="enclosed"
          fitted
        >
          <Box overflowX="auto" mb="4">
            <Tabs.List minW="max-content" w="full" aria-label="Settings sections">
              <Tabs.Trigger value="profile">Profile</Tabs.Trigger>
              <Tabs.Trigger value="notifications">Notifications</Tabs.Trigger>
              <Tabs.Trigger value="sms">SMS</Tabs.Trigger>
              <Tabs.Trigger value="billing">Billing</Tabs.Trigger>
            </Tabs.List>
          </Box>
          <Tabs.Content value="profile">
            <ProfileSettings actor={actor} />
          </Tabs.Content>
          <Tabs.Content value="notifications">
            <NotificationSettings actor={actor} />
          </Tabs.Content>
          <Tabs.Content value="sms">
            <SmsSettings actor={actor} />
          </Tabs.Content>
          <Tabs.Content value="billing">
            <BillingSettings actor={actor} campaigns={campaigns} />
          </Tabs.Content>
        </Tabs.Root>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={() => actor.send({ type: 'settings.cancel' })}>
          Cancel
        </Button>
        <Button onClick={() => actor.send({ type: 'settings.save' })}>Save Changes</Button>
      </Dialog.Footer>
      <DialogCloseButton label="Close settings" />
    </Dialog.Content>
  );
}

/** Account Settings: Profile, Notifications, SMS and Billing. Save keeps, Cancel discards. */
export function SettingsDialog({ actor, campaigns }: Props) {
  const open = useSelector(useAppActor(), selectIsOpen);
  return (
    <ActorDialog
      open={open}
      onClose={() => actor.send({ type: 'settings.cancel' })}
      size="lg"
      scrollBehavior="inside"
    >
      <SettingsContent actor={actor} campaigns={campaigns} />
    </ActorDialog>
  );
}
