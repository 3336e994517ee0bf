/**
 * What the jsdom runners of the child machines share: a person's way of typing into a field,
 * finding a control by its words, and reading and dismissing a toast.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

type Scope = Pick<typeof screen, 'getAllByText'>;

/**
 * The one control that carries this text. Testing Library's role queries compute every
 * accessible name on the page, which takes a second or more per query on a large screen in
 * jsdom; the words a person reads on the control find it as surely.
 */
export function control(
  name: string | RegExp,
  { role = 'button', scope = screen }: { role?: 'button' | 'tab'; scope?: Scope } = {},
): HTMLElement {
  const selector = role === 'tab' ? '[role="tab"]' : 'button';
  const matches = [
    ...new Set(
      scope
        .getAllByText(name)
        .map((element) => element.closest<HTMLElement>(selector))
        .filter((element): element is HTMLElement => element !== null),
    ),
  ];
  expect(matches, `one ${role} named ${String(name)}`).toHaveLength(1);
  return matches[0] as HTMLElement;
}

/**
 * Empties a field and types into it. Dates and times are typed; longer text is pasted, as a
 * person does with 1,601 characters.
 */
export async function fillIn(
  user: UserEvent,
  field: HTMLInputElement | HTMLTextAreaElement,
  value: string,
): Promise<void> {
  await user.clear(field);
  if (value === '') return;
  if (field.type === 'date' || field.type === 'time') {
    await user.type(field, value);
  } else {
    await user.click(field);
    await user.paste(value);
  }
}

/**
 * The toasts on screen. A dismissed toast stays in the DOM while it would animate away (jsdom
 * never ends the animation), marked closed: only the open ones are seen.
 */
export const openToasts = (): HTMLElement[] => [
  ...document.querySelectorAll<HTMLElement>(
    '[data-scope="toast"][data-part="root"][data-state="open"]',
  ),
];

/** Reads the one toast on screen, then dismisses it as a person does, so the next stands alone. */
export async function seesToast(
  user: UserEvent,
  toast: { title: string; description: string },
): Promise<void> {
  const shown = await waitFor(() => {
    const open = openToasts();
    expect(open.map((root) => root.textContent)).toEqual([`${toast.title}${toast.description}`]);
    return open[0] as HTMLElement;
  });
  expect(within(shown).getByText(toast.title)).toBeVisible();
  expect(within(shown).getByText(toast.description)).toBeVisible();
  await user.click(within(shown).getByRole('button', { name: 'Dismiss notification' }));
  await waitFor(() => expect(openToasts()).toEqual([]));
}
