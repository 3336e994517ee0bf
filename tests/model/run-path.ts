import type { EventObject, Snapshot } from 'xstate';
import type { TestParam, TestPath } from 'xstate/graph';
import { eventsOf } from './coverage';

/** How a runner (jsdom or Chromium) plays a person for one machine. */
export interface PersonDriver<TSnapshot, TEvent extends EventObject> {
  /** Causes `event` the way a person would, the app being in `before`. */
  perform: (event: TEvent, before: TSnapshot) => Promise<void>;
  /** Checks what a person sees in `state`. */
  sees: (state: TSnapshot) => Promise<void>;
}

/**
 * Runs one model path against the UI: checks the start state, then for each step performs the
 * event and checks the state it leads to. Failures name the path, step by step (xstate/graph).
 */
export async function runPath<TSnapshot extends Snapshot<unknown>, TEvent extends EventObject>(
  path: TestPath<TSnapshot, TEvent>,
  driver: PersonDriver<TSnapshot, TEvent>,
): Promise<void> {
  let before: TSnapshot | undefined;
  // xstate/graph types each executor's step as carrying the event type only; it is the event.
  const perform = async (step: { event: EventObject }) => {
    if (before === undefined) throw new Error('The path has no start state.');
    await driver.perform(step.event as TEvent, before);
  };
  const events: NonNullable<TestParam<TSnapshot, TEvent>['events']> = {};
  for (const event of eventsOf(path)) events[event.type as TEvent['type']] = perform;
  await path.test({
    states: {
      '*': async (state) => {
        await driver.sees(state);
        before = state;
      },
    },
    events,
  });
}
