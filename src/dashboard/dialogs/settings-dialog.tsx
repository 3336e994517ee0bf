import { Box, Button, Dialog, Stack, Tabs } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useAppActor } from '@/state/app-actor-context';
import { selectDialog, type AppSnapshot } from '@/state/selectors';
import { ActorDialog, DialogCloseButton } from '@/ui/actor-dialog';
import { selectSettingsTab } from '../selectors';
import { BillingSettings } from './settings/billing-settings';
import { NotificationSettings } from './settings/notification-settings';
import { ProfileSettings } from './settings/profile-settings';
import type { SettingsRef } from './settings/setting-fields';
import { SmsSettings } from './settings/sms-settings';

const selectIsOpen = (snapshot: AppSnapshot) => selectDialog(snapshot) === 'settings';

/**
 * The dialog's content. The dialog mounts it when it opens and unmounts it once it has closed:
 * until then it reads and subscribes to nothing.
 */
function SettingsContent({ actor }: { actor: SettingsRef }) {
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
            <BillingSettings actor={actor} />
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

/**
 * Whether the last press landed on a toast (a key since then clears it). A sender ID's request
 * and decision are told in toasts while the dialog may be open; the dialog takes a press on one
 * for a press outside it, and dismissing a toast must not cancel the person's changes.
 */
function usePressOnToast() {
  const onToast = useRef(false);
  useEffect(() => {
    const press = (event: PointerEvent) => {
      onToast.current =
        event.target instanceof Element && event.target.closest('[data-scope="toast"]') !== null;
    };
    // Escape after a press on a toast is the person's own: it cancels.
    const key = () => {
      onToast.current = false;
    };
    document.addEventListener('pointerdown', press, true);
    document.addEventListener('keydown', key, true);
    return () => {
      document.removeEventListener('pointerdown', press, true);
      document.removeEventListener('keydown', key, true);
    };
  }, []);
  return onToast;
}

/** Account Settings: Profile, Notifications, SMS and Billing. Save keeps, Cancel discards. */
export function SettingsDialog({ actor }: { actor: SettingsRef }) {
  const open = useSelector(useAppActor(), selectIsOpen);
  const pressOnToast = usePressOnToast();
  return (
    <ActorDialog
      open={open}
      onClose={() => {
        if (!pressOnToast.current) actor.send({ type: 'settings.cancel' });
      }}
      size="lg"
      scrollBehavior="inside"
    >
      <SettingsContent actor={actor} />
    </ActorDialog>
  );
}
