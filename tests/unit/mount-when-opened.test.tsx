import { render } from '@testing-library/react';
import { expect, it } from 'vitest';
import { MountWhenOpened } from '@/ui/mount-when-opened';

/**
 * A dashboard dialog's component runs from its first opening on, and stays mounted after it
 * closes (for its closing animation and focus return); before that it does not run at all.
 */
it('renders its dialog only once opened, and keeps it after closing', () => {
  let renders = 0;
  function Dialog() {
    renders += 1;
    return <p>dialog</p>;
  }
  const view = render(
    <MountWhenOpened open={false}>
      <Dialog />
    </MountWhenOpened>,
  );
  expect(renders).toBe(0);
  expect(view.queryByText('dialog')).toBeNull();

  view.rerender(
    <MountWhenOpened open>
      <Dialog />
    </MountWhenOpened>,
  );
  expect(view.getByText('dialog')).toBeTruthy();
  const rendersWhenOpened = renders;
  expect(rendersWhenOpened).toBeGreaterThan(0);

  view.rerender(
    <MountWhenOpened open={false}>
      <Dialog />
    </MountWhenOpened>,
  );
  expect(view.getByText('dialog')).toBeTruthy();
  expect(renders).toBeGreaterThan(rendersWhenOpened);
});
