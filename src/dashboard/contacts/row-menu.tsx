import { Menu, Portal, useMenuContext } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { ReactNode, RefObject } from 'react';
import { Bell, BellOff, Ellipsis, Pencil, Trash } from 'lucide-react';
import type { ContactsActorRef } from '@machines/contacts.machine';
import type { Contact } from '@/domain/contacts';
import { useMenuFocusReturn } from '@/ui/menu-focus';

type Props = { actor: ContactsActorRef };

export type RowTrigger = RefObject<HTMLElement | null>;

/** The id of a row's Actions button: the menu finds the button it opened from by it. */
const rowMenuTriggerId = (value: string | null | undefined) => `contact-${value ?? 'none'}-actions`;

/**
 * One Actions menu for every row. Each row's button is one of its triggers (Zag's menus take
 * several, told apart by value), so a row costs a button, not a menu machine of its own: at
 * 20,000 contacts, a keystroke that brings new rows into the table mounts no menus. The menu
 * opens under the row's button, says which row it belongs to, and gives focus back to it.
 */
export function RowMenuRoot({
  actor,
  rowTriggerRef,
  children,
}: Props & { rowTriggerRef: RowTrigger; children: ReactNode }) {
  const focusReturn = useMenuFocusReturn();
  return (
    <Menu.Root
      lazyMount
      unmountOnExit
      ids={{ trigger: rowMenuTriggerId }}
      positioning={{ placement: 'bottom-end' }}
      onExitComplete={focusReturn.onExitComplete}
    >
      {children}
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="36" {...focusReturn.contentProps}>
            <RowMenuItems actor={actor} rowTriggerRef={rowTriggerRef} />
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

function RowMenuItems({ actor, rowTriggerRef }: Props & { rowTriggerRef: RowTrigger }) {
  const { triggerValue } = useMenuContext();
  const id = Number(triggerValue);
  // The dialog an item opens hands focus back to this row's button when it closes.
  const remember = () => {
    rowTriggerRef.current = document.getElementById(rowMenuTriggerId(triggerValue));
  };
  // The machine says which applies: Opt out to a contact campaigns reach, Opt back in to one
  // on the suppression list.
  const optsOut = useSelector(actor, (snapshot) =>
    snapshot.can({ type: 'contacts.optOut.open', id }),
  );
  const optsIn = useSelector(actor, (snapshot) =>
    snapshot.can({ type: 'contacts.optIn.open', id }),
  );
  return (
    <>
      <Menu.Item
        value="edit"
        onSelect={() => {
          remember();
          actor.send({ type: 'contacts.edit.open', id });
        }}
      >
        <Pencil size="1em" aria-hidden />
        Edit
      </Menu.Item>
      {optsOut && (
        <Menu.Item
          value="opt-out"
          onSelect={() => {
            remember();
            actor.send({ type: 'contacts.optOut.open', id });
          }}
        >
          <BellOff size="1em" aria-hidden />
          Opt out
        </Menu.Item>
      )}
      {optsIn && (
        <Menu.Item
          value="opt-in"
          onSelect={() => {
            remember();
            actor.send({ type: 'contacts.optIn.open', id });
          }}
        >
          <Bell size="1em" aria-hidden />
          Opt back in
        </Menu.Item>
      )}
      <Menu.Item
        value="delete"
        color="fg.error"
        _highlighted={{ bg: 'bg.error', color: 'fg.error' }}
        onSelect={() => {
          remember();
          actor.send({ type: 'contacts.delete.request', id });
        }}
      >
        <Trash size="1em" aria-hidden />
        Delete
      </Menu.Item>
    </>
  );
}

/** A row's Actions button: a trigger of the table's one menu. */
export function RowMenuButton({ contact }: { contact: Contact }) {
  const menu = useMenuContext();
  const value = String(contact.id);
  const trigger = menu.getTriggerProps({ value });
  const current = menu.open && menu.triggerValue === value;
  return (
    <button
      {...trigger}
      // Only while it is open is there a menu to point at (it mounts when it opens).
      aria-controls={current ? trigger['aria-controls'] : undefined}
      data-row-menu=""
      aria-label={`Actions for ${contact.name}`}
    >
      <Ellipsis />
    </button>
  );
}
