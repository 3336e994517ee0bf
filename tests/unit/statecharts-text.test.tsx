import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setup } from 'xstate';
import { ChartText, transitionSentence } from '@/statecharts/chart-text';
import { chartGraph } from '@/statecharts/graph';
import { system } from '@/ui/system';

const player = setup({ guards: { hasTrack: () => true } }).createMachine({
  id: 'player',
  initial: 'idle',
  states: {
    idle: {
      description: 'Waits for a track.',
      on: { play: { guard: 'hasTrack', target: 'playing' } },
    },
    playing: {
      type: 'parallel',
      states: {
        sound: {
          initial: 'loud',
          states: { loud: { after: { 1000: 'quiet' } }, quiet: { on: { tick: {} } } },
        },
        screen: { initial: 'on', states: { on: { always: 'off' }, off: {} } },
      },
    },
    stopped: { type: 'final' },
  },
});
const graph = chartGraph(player);

function edge(id: string) {
  const found = graph.edges.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no edge ${id}`);
  return found;
}

describe('the text view of a chart', () => {
  it('reads each transition as a sentence', () => {
    expect(transitionSentence(graph, edge('player.idle: play [hasTrack] -> player.playing'))).toBe(
      'on play [hasTrack] go to playing',
    );
    expect(
      transitionSentence(
        graph,
        edge(
          'player.playing.sound.loud: xstate.after.1000.player.playing.sound.loud -> player.playing.sound.quiet',
        ),
      ),
    ).toBe('after 1000 ms go to playing.sound.quiet');
    expect(transitionSentence(graph, edge('player.playing.sound.quiet: tick -> (stays)'))).toBe(
      'on tick stay',
    );
    expect(
      transitionSentence(
        graph,
        edge('player.playing.screen.on: always -> player.playing.screen.off'),
      ),
    ).toBe('always go to playing.screen.off');
  });

  it('lists the states nested, with what they are, their descriptions and transitions', () => {
    render(
      <ChakraProvider value={system}>
        <ChartText
          graph={graph}
          active={new Set(['player', 'player.idle'])}
          uncovered={{
            states: new Set(['player.stopped']),
            transitions: new Set(['player.playing.sound.quiet: tick -> (stays)']),
          }}
          journey={new Map([['player.idle', 1]])}
        />
      </ChakraProvider>,
    );
    const idle = screen.getByText('idle').closest('li') as HTMLElement;
    expect(idle).toHaveAttribute('data-active', 'true');
    expect(idle).toHaveAttribute('data-journey-step', '1');
    expect(within(idle).getByText('initial')).toBeVisible();
    expect(within(idle).getByText('journey step 1')).toBeVisible();
    expect(within(idle).getByText('Waits for a track.')).toBeVisible();
    expect(within(idle).getByRole('list', { name: 'Transitions from idle' })).toHaveTextContent(
      'on play [hasTrack] go to playing',
    );

    const playing = screen.getByText('playing').closest('li') as HTMLElement;
    expect(within(playing).getByText('parallel')).toBeVisible();
    const regions = within(playing).getByRole('list', { name: 'States of playing' });
    expect(within(regions).getAllByText('parallel region')).toHaveLength(2);

    const stopped = screen.getByText('stopped').closest('li') as HTMLElement;
    expect(within(stopped).getByText('final')).toBeVisible();
    expect(within(stopped).getByText('not reached by any test')).toBeVisible();
    const tick = document.querySelector(
      '[data-edge-id="player.playing.sound.quiet: tick -> (stays)"]',
    );
    expect(tick).toHaveAttribute('data-uncovered', 'true');
    expect(tick).toHaveTextContent('not taken by any test');
  });

  it('offers each state as a button when states can be selected', async () => {
    const onSelectState = vi.fn();
    render(
      <ChakraProvider value={system}>
        <ChartText graph={graph} onSelectState={onSelectState} selected="player.idle" />
      </ChakraProvider>,
    );
    expect(screen.getByRole('button', { name: 'idle' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.setup().click(screen.getByRole('button', { name: 'quiet' }));
    expect(onSelectState).toHaveBeenCalledWith('player.playing.sound.quiet');
  });
});
