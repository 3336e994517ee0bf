import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setup } from 'xstate';
import { ChartDiagram, type ChartDiagramProps } from '@/statecharts/chart-diagram';
import { chartGraph } from '@/statecharts/graph';
import { type ChartLayout, layoutDirect } from '@/statecharts/layout';
import { system } from '@/ui/system';

const door = setup({ guards: { hasKey: () => true } }).createMachine({
  id: 'door',
  initial: 'closed',
  states: {
    closed: {
      description: 'Shut, waiting for someone to open it.',
      on: { open: 'opened', lock: { guard: 'hasKey', target: 'locked' } },
    },
    opened: { on: { close: 'closed', creak: {} } },
    locked: { type: 'final' },
  },
});

const graph = chartGraph(door);
let layout: ChartLayout;

beforeAll(async () => {
  layout = await layoutDirect(graph);
});

function draw(props: Partial<ChartDiagramProps> = {}) {
  const view = render(
    <ChakraProvider value={system}>
      <ChartDiagram graph={graph} layout={layout} {...props} />
    </ChakraProvider>,
  );
  const canvas = screen.getByRole('group', { name: 'door statechart' });
  const state = (id: string) => {
    const found = canvas.querySelector(`[data-state-id="${id}"]`);
    if (!found) throw new Error(`no state ${id}`);
    return found;
  };
  const edge = (id: string) => canvas.querySelector(`[data-edge-id="${id}"]`);
  const view_ = () => canvas.querySelector('[data-chart-view]')?.getAttribute('transform');
  return { ...view, canvas, state, edge, transform: view_ };
}

describe('ChartDiagram', () => {
  it('draws every state as a named button and every transition as an arrow', () => {
    const { canvas, edge } = draw();
    const buttons = within(canvas).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('data-state-id'))).toEqual(
      graph.nodes.map((node) => node.id),
    );
    expect(within(canvas).getByRole('button', { name: 'machine door' })).toBeInTheDocument();
    expect(within(canvas).getByRole('button', { name: 'state closed, initial' })).toBeVisible();
    expect(within(canvas).getByRole('button', { name: 'state locked, final' })).toBeVisible();
    for (const { id } of graph.edges) expect(edge(id), id).not.toBeNull();
    const lock = edge('door.closed: lock [hasKey] -> door.locked');
    expect(lock?.querySelector('text')?.textContent).toBe('lock[hasKey]');
    // A pointer resting on the label reads the transition in full.
    expect(lock?.querySelector('title')?.textContent).toBe('lock [hasKey]');
  });

  it('marks active, uncovered, journey and the last transition, in words too', () => {
    const { canvas, state, edge } = draw({
      active: new Set(['door', 'door.opened']),
      uncovered: {
        states: new Set(['door.locked']),
        transitions: new Set(['door.opened: creak -> (stays)']),
      },
      journey: new Map([
        ['door.closed', 1],
        ['door.opened', 2],
      ]),
      lastTransition: 'door.closed: open -> door.opened',
    });
    expect(state('door.opened')).toHaveAttribute('data-active', 'true');
    expect(state('door.closed')).not.toHaveAttribute('data-active');
    expect(state('door.locked')).toHaveAttribute('data-uncovered', 'true');
    expect(state('door.opened')).toHaveAttribute('data-journey-step', '2');
    expect(edge('door.opened: creak -> (stays)')).toHaveAttribute('data-uncovered', 'true');
    expect(edge('door.closed: open -> door.opened')).toHaveAttribute('data-last', 'true');
    expect(
      within(canvas).getByRole('button', { name: 'state opened, active, journey step 2' }),
    ).toBeVisible();
    expect(
      within(canvas).getByRole('button', { name: 'state locked, final, not reached by any test' }),
    ).toBeVisible();
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(within(legend).getByText('Not reached by any test')).toBeVisible();
  });

  it('shows a state’s description on keyboard focus and on hover', async () => {
    const user = userEvent.setup();
    const { canvas, state } = draw();
    expect(screen.queryByTestId('chart-caption')).toBeNull();
    act(() => canvas.focus());
    await user.tab(); // the machine
    await user.tab(); // closed
    expect(state('door.closed')).toHaveFocus();
    expect(screen.getByTestId('chart-caption')).toHaveTextContent(
      'Shut, waiting for someone to open it.',
    );
    await user.tab();
    expect(screen.getByTestId('chart-caption')).toHaveTextContent('No description');
    fireEvent.pointerEnter(state('door.closed'));
    expect(screen.getByTestId('chart-caption')).toHaveTextContent('Shut, waiting');
  });

  it('selects a state by click, Enter or Space, and marks the selected one', async () => {
    const user = userEvent.setup();
    const onSelectState = vi.fn();
    const { state } = draw({ onSelectState, selected: 'door.locked' });
    await user.click(state('door.opened'));
    expect(onSelectState).toHaveBeenLastCalledWith('door.opened');
    act(() => (state('door.closed') as SVGGElement).focus());
    await user.keyboard('{Enter}');
    expect(onSelectState).toHaveBeenLastCalledWith('door.closed');
    await user.keyboard(' ');
    expect(onSelectState).toHaveBeenCalledTimes(3);
    expect(state('door.locked')).toHaveAttribute('aria-pressed', 'true');
    expect(state('door.closed')).toHaveAttribute('aria-pressed', 'false');
  });

  it('pans with the arrow keys, zooms with + and - or the buttons, and fits with 0', async () => {
    const user = userEvent.setup();
    const { canvas, transform } = draw();
    const fitted = transform();
    act(() => canvas.focus());
    await user.keyboard('{ArrowRight}');
    expect(transform()).not.toBe(fitted);
    await user.keyboard('0');
    expect(transform()).toBe(fitted);
    const scale = () => Number(/scale\(([\d.]+)\)/.exec(transform() ?? '')?.[1]);
    const before = scale();
    await user.keyboard('+');
    expect(scale()).toBeCloseTo(before * 1.25);
    await user.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(scale()).toBeCloseTo(before);
    await user.click(screen.getByRole('button', { name: 'Zoom out' }));
    await user.click(screen.getByRole('button', { name: 'Fit the chart' }));
    expect(transform()).toBe(fitted);
  });

  it('pans by dragging, and a drag that ends on a state does not select it', () => {
    const onSelectState = vi.fn();
    const { canvas, state, transform } = draw({ onSelectState });
    const before = transform();
    fireEvent.pointerDown(canvas, { button: 0, pointerId: 1, clientX: 100, clientY: 100 });
    fireEvent.pointerMove(canvas, { pointerId: 1, clientX: 160, clientY: 130 });
    fireEvent.pointerUp(canvas, { pointerId: 1, clientX: 160, clientY: 130 });
    fireEvent.click(state('door.closed'));
    expect(transform()).not.toBe(before);
    expect(onSelectState).not.toHaveBeenCalled();
  });
});
