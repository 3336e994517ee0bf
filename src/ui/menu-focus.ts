import { useMemo, useRef, type FocusEvent } from 'react';

/**
 * Keeps a menu from losing focus as it closes. An arrow key asks Zag's menu to focus its content
 * on the next animation frame; when Enter chooses an item before that frame (a slow phone, a
 * quick hand), the menu gives focus back to its button, the frame then takes it into the closing
 * content, and it falls to the page when the content unmounts. This remembers where the menu
 * sent focus and, if the closing content holds it at the end of its exit, sends it there again.
 *
 * Spread `contentProps` on `Menu.Content` and pass `onExitComplete` to `Menu.Root`.
 */
export function useMenuFocusReturn() {
  const content = useRef<HTMLDivElement | null>(null);
  const sentTo = useRef<HTMLElement | null>(null);
  return useMemo(
    () => ({
      contentProps: {
        ref: content,
        onBlur(event: FocusEvent<HTMLDivElement>) {
          const next = event.relatedTarget;
          if (next instanceof HTMLElement && !event.currentTarget.contains(next)) {
            sentTo.current = next;
          }
        },
      },
      onExitComplete() {
        const active = document.activeElement;
        if (content.current && active && content.current.contains(active)) {
          sentTo.current?.focus({ preventScroll: true });
        }
        sentTo.current = null;
      },
    }),
    [],
  );
}
