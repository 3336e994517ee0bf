import { createContext, useContext } from 'react';
import type { AppActorRef } from '@machines/app.machine';

export const AppActorContext = createContext<AppActorRef | null>(null);

/** The root actor, provided once by `App`. */
export function useAppActor(): AppActorRef {
  const actor = useContext(AppActorContext);
  if (!actor) throw new Error('useAppActor must be used inside <App>.');
  return actor;
}

/**
 * Sends to the root actor that is current when it is called. The app replaces its actor when
 * code for more children arrives; this function stays the same, so a view that only sends (a
 * link) does not render again then, as a reader of `AppActorContext` must.
 */
export const AppSendContext = createContext<AppActorRef['send'] | null>(null);

export function useAppSend(): AppActorRef['send'] {
  const send = useContext(AppSendContext);
  if (!send) throw new Error('useAppSend must be used inside <App>.');
  return send;
}
