import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TabList } from '@/dashboard/tab-list';

type Section = 'one' | 'two' | 'three';
const TABS = [
  { value: 'one', label: 'One', icon: null },
  { value: 'two', label: 'Two', icon: null },
  { value: 'three', label: 'Three', icon: null },
] as const satisfies readonly { value: Section; label: string; icon: null }[];

/** The list with its selection held by the caller, as the app machine holds the dashboard's. */
function Sections({ onSelect }: { onSelect: (value: Section) => void }) {
  const [selected, setSelected] = useState<Section>('one');
  return (
    <>
      <button type="button">Before</button>
      <TabList
        label="Sections"
        tabs={TABS}
        selected={selected}
        onSelect={(value) => {
          onSelect(value);
          setSelected(value);
        }}
        tabId={(value) => `tab-${value}`}
        panelId={(value) => `panel-${value}`}
      />
      <button type="button">After</button>
    </>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('the dashboard tab list', () => {
  it('is a named tablist whose tabs say which is selected and which panel each controls', () => {
    render(<Sections onSelect={() => {}} />);
    expect(screen.getByRole('tablist', { name: 'Sections' })).toHaveAttribute(
      'aria-orientation',
      'horizontal',
    );
    expect(tab('One')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Two')).toHaveAttribute('aria-selected', 'false');
    expect(tab('Three')).toHaveAttribute('aria-controls', 'panel-three');
    expect(tab('Three').id).toBe('tab-three');
  });

  it('is one stop for Tab: the selected tab, wherever it is', async () => {
    const user = userEvent.setup();
    render(<Sections onSelect={() => {}} />);
    await user.click(tab('Three'));
    screen.getByRole('button', { name: 'Before' }).focus();
    await user.tab();
    expect(tab('Three')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('selects a tab on a click, and on reaching it with the arrow keys, Home and End (wrapping)', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn<(value: Section) => void>();
    render(<Sections onSelect={onSelect} />);
    await user.click(tab('Two'));
    expect(onSelect).toHaveBeenLastCalledWith('two');
    for (const [key, name] of [
      ['{ArrowRight}', 'Three'],
      ['{ArrowRight}', 'One'],
      ['{ArrowLeft}', 'Three'],
      ['{Home}', 'One'],
      ['{End}', 'Three'],
    ] as const) {
      await user.keyboard(key);
      expect(tab(name), key).toHaveFocus();
      expect(tab(name), key).toHaveAttribute('aria-selected', 'true');
      expect(screen.getAllByRole('tab', { selected: true })).toHaveLength(1);
    }
    expect(onSelect).toHaveBeenCalledTimes(6);
  });

  it('leaves other keys to the page', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn<(value: Section) => void>();
    render(<Sections onSelect={onSelect} />);
    tab('One').focus();
    await user.keyboard('{ArrowDown}x');
    expect(tab('One')).toHaveFocus();
    expect(onSelect).not.toHaveBeenCalled();
  });
});
