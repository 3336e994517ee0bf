import { useCallback, useEffect, useRef, useState } from 'react';
import { createActor, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import type { AppControl } from '@/state/app-control';
import type { JourneyStep } from './journeys';
import { RAISED_BY_THE_APP, runningActors } from './running';

/** The pause between two steps, long enough to watch each one light up. */
const STEP_MS = 900;
const REDUCED_STEP_MS = 300;
/** How long a step the app takes by itself (code arriving) may take. */
const WAIT_MS = 15_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function stepPause(): number {
  const reduced =
    typeof window !== 'undefined' &&
    window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  return reduced ? REDUCED_STEP_MS : STEP_MS;
}

/** Whether every state the step leads to is active in the snapshot. */
const arrived = (snapshot: AnyMachineSnapshot, step: JourneyStep) => {
  const active = new Set((snapshot._nodes as { id: string }[]).map((node) => node.id));
  return step.stateIds.every((id) => active.has(id));
};

/**
 * Plays a journey against the running app: each step's event is sent to the first running actor
 * of the machine, one step at a time, and the next waits until the step has been taken. A step
 * the actor does not accept where it is now stops the journey with the reason. The app's own
 * journeys start where it starts (the home page, signed out): the app is restored to its start
 * first. A child's journey is played from where the child is.
 */
export function useJourneyPlayer({
  control,
  machine,
  steps,
}: {
  control: AppControl;
  machine: AnyStateMachine;
  steps: JourneyStep[] | null;
}) {
  const machineId = machine.id;
  const [playing, setPlaying] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const run = useRef(0);

  const actorOf = useCallback(
    () => runningActors(control.actor).find((actor) => actor.machineId === machineId),
    [control, machineId],
  );

  const stop = useCallback(() => {
    run.current += 1;
    setPlaying(null);
  }, []);
  useEffect(() => stop, [stop, steps]);

  const play = useCallback(async () => {
    if (!steps?.length) return;
    const mine = ++run.current;
    setNotice(null);
    if (machineId === 'app') {
      setPlaying(0);
      await control.restore(createActor(machine, { input: {} }).getPersistedSnapshot());
      await pause(stepPause());
    }
    for (const [index, step] of steps.entries()) {
      if (run.current !== mine) return;
      setPlaying(index);
      const actor = actorOf();
      if (!actor) {
        setNotice(`Stopped at step ${index + 1}: the ${machineId} machine is not running now.`);
        break;
      }
      if (RAISED_BY_THE_APP.has(step.event.type)) {
        const started = Date.now();
        while (run.current === mine && Date.now() - started < WAIT_MS) {
          const now = actorOf();
          if (now && arrived(now.snapshot, step)) break;
          await pause(100);
        }
      } else if (!actor.snapshot.can(step.event)) {
        setNotice(
          `Stopped at step ${index + 1}: ${step.event.type} is not accepted where the ${machineId} machine is now. Journeys start where the machine starts.`,
        );
        break;
      } else {
        actor.ref.send(step.event);
      }
      await pause(stepPause());
    }
    if (run.current === mine) {
      setPlaying(null);
      setNotice((current) => current ?? `Journey played: ${steps.length} steps.`);
    }
  }, [steps, actorOf, machineId, machine, control]);

  const unavailable = actorOf()
    ? null
    : `The ${machineId} machine is not running now: open the part of the app it runs in to play this journey.`;

  return {
    playing,
    notice,
    unavailable,
    play: () => void play(),
    stop,
  };
}
