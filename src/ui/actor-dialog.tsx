import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode, RefObject } from 'react';

export interface ActorDialogProps {
  /** Whether the owning actor's state shows the dialog: the view reads it with `useSelector`. */
  open: boolean;
  /**
   * Escape, the backdrop, the close button or a `Dialog.ActionTrigger` asked to close: send the
   * owning actor its cancel or close event. The actor decides; `open` follows its state.
   */
  onClose: () => void;
  /** Where focus goes when the dialog opens; the first focusable element when absent. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Where focus returns once it has closed; the element that opened it when absent. */
  finalFocus?: () => HTMLElement | null;
  /** `alertdialog` for a confirmation that interrupts the task. */
  role?: 'dialog' | 'alertdialog';
  size?: Dialog.RootProps['size'];
  scrollBehavior?: Dialog.RootProps['scrollBehavior'];
  /** Room beside the dialog on a narrow screen. */
  px?: Dialog.PositionerProps['px'];
  /** The dialog's `Dialog.Content`, a component of its own that reads the actor it needs. */
  children: ReactNode;
}

/**
 * A dialog whose open state belongs to an actor. `lazyMount` and `unmountOnExit`: its content
 * mounts when it opens, so it subscribes to nothing until then, and unmounts after the closing
 * animation, so what it shows stays while it fades out.
 */
export function ActorDialog({
  open,
  onClose,
  initialFocus,
  finalFocus,
  role = 'dialog',
  size,
  scrollBehavior,
  px,
  children,
}: ActorDialogProps) {
  return (
    <Dialog.Root
      lazyMount
      unmountOnExit
      role={role}
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      // A toast is not outside the dialog's task: dismissing one (a sender ID's review, an
      // Undo) must not close the dialog and throw away what the person typed.
      onInteractOutside={(event) => {
        const { target } = event.detail.originalEvent;
        if (target instanceof Element && target.closest('[data-scope="toast"]')) {
          event.preventDefault();
        }
      }}
      initialFocusEl={initialFocus && (() => initialFocus.current)}
      finalFocusEl={finalFocus}
      size={size}
      placement="center"
      scrollBehavior={scrollBehavior}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={px}>{children}</Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** The × in a dialog's corner; it closes through `onClose`, as Escape does. */
export function DialogCloseButton({ label }: { label: string }) {
  return (
    <Dialog.CloseTrigger asChild>
      <CloseButton size="sm" aria-label={label} />
    </Dialog.CloseTrigger>
  );
}
