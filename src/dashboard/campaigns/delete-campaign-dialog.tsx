import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import type { DemoActors } from '@machines/app.machine';
import { MountWhenOpened } from '@/ui/mount-when-opened';
import { selectDeleteCandidate, selectIsConfirmingDelete } from '../selectors';

/** Asks before a campaign is deleted; the toast that follows offers Undo. */
function DeleteCampaignDialogView({ actor }: { actor: DemoActors['campaigns'] }) {
  const open = useSelector(actor, selectIsConfirmingDelete);
  const campaign = useSelector(actor, selectDeleteCandidate);
  const cancelRef = useRef<HTMLButtonElement>(null);

  return (
    <Dialog.Root
      lazyMount
      unmountOnExit
      role="alertdialog"
      open={open}
      onOpenChange={(details) => {
        if (!details.open) actor.send({ type: 'campaigns.delete.cancel' });
      }}
      initialFocusEl={() => cancelRef.current}
      placement="center"
      size="sm"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Delete this campaign?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description asChild>
                <Text>
                  “{campaign?.name}” will be removed from your campaigns. You can undo this from the
                  notification that follows.
                </Text>
              </Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button
                ref={cancelRef}
                variant="outline"
                onClick={() => actor.send({ type: 'campaigns.delete.cancel' })}
              >
                Cancel
              </Button>
              <Button
                colorPalette="red"
                onClick={() => actor.send({ type: 'campaigns.delete.confirm' })}
              >
                Delete
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

export function DeleteCampaignDialog({ actor }: { actor: DemoActors['campaigns'] }) {
  const open = useSelector(actor, selectIsConfirmingDelete);
  return (
    <MountWhenOpened open={open}>
      <DeleteCampaignDialogView actor={actor} />
    </MountWhenOpened>
  );
}
