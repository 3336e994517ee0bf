import { Button, Dialog, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useRef, type RefObject } from 'react';
import type { CampaignsRef } from '@machines/app.machine';
import { ActorDialog } from '@/ui/actor-dialog';
import { selectDeleteCandidate, selectIsConfirmingDelete } from '../selectors';

/** The confirmation's content, mounted while the dialog is open or closing. */
function DeleteCampaignContent({
  actor,
  cancelRef,
}: {
  actor: CampaignsRef;
  cancelRef: RefObject<HTMLButtonElement | null>;
}) {
  const campaign = useSelector(actor, selectDeleteCandidate);
  return (
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
        <Button colorPalette="red" onClick={() => actor.send({ type: 'campaigns.delete.confirm' })}>
          Delete
        </Button>
      </Dialog.Footer>
    </Dialog.Content>
  );
}

/** Asks before a campaign is deleted; the toast that follows offers Undo. */
export function DeleteCampaignDialog({ actor }: { actor: CampaignsRef }) {
  const open = useSelector(actor, selectIsConfirmingDelete);
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <ActorDialog
      role="alertdialog"
      open={open}
      onClose={() => actor.send({ type: 'campaigns.delete.cancel' })}
      initialFocus={cancelRef}
      size="sm"
      px="4"
    >
      <DeleteCampaignContent actor={actor} cancelRef={cancelRef} />
    </ActorDialog>
  );
}
