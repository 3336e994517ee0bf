import { useState, type ReactNode } from 'react';

/**
 * Renders a dialog from the first time it opens, and keeps it from then on, so that it can play
 * its closing animation and hand focus back. Until then the dialog's component does not run: a
 * dashboard visit builds no markup, starts no Ark dialog machine and subscribes to nothing for
 * the dialogs nobody opens.
 */
export function MountWhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return open || opened ? children : null;
}
