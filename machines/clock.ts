import { fromCallback, type EventObject } from 'xstate';

export interface ClockInput {
  /** Milliseconds between ticks. */
  every: number;
}

/** A tick of the clock, with the time it fired (epoch ms). */
export interface ClockTick {
  type: 'clock.tick';
  now: number;
}

/**
 * Time for the machines that wait on it: ticks to its parent every `input.every` ms. Machines
 * declare it by name, so tests provide a silent clock and send `clock.tick` themselves (model
 * tests cannot walk `after`), and Playwright's clock drives the real one in the browser.
 */
export const clock = fromCallback<EventObject, ClockInput>(({ sendBack, input }) => {
  const timer = setInterval(() => sendBack({ type: 'clock.tick', now: Date.now() }), input.every);
  return () => clearInterval(timer);
});
