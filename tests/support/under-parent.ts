import {
  createActor,
  setup,
  type ActorRefFrom,
  type AnyActorRef,
  type AnyEventObject,
  type AnyStateMachine,
} from 'xstate';

/**
 * Starts a machine as a child, the way the app machine starts it, and keeps one log of what it
 * emits (to the views) and what it sends its parent (to the app), in the order they happen.
 */
export function startUnderParent<T extends AnyStateMachine>(logic: T) {
  const log: AnyEventObject[] = [];
  const parent = createActor(
    setup({ actors: { child: logic as AnyStateMachine } }).createMachine({
      invoke: { id: 'child', src: 'child' },
      on: { '*': { actions: ({ event }) => void log.push(event) } },
    }),
  );
  parent.start();
  const child: AnyActorRef | undefined = parent.getSnapshot().children.child;
  if (!child) throw new Error('The child did not start.');
  child.on('*', (event: AnyEventObject) => void log.push(event));
  return { actor: child as ActorRefFrom<T>, log, parent };
}
