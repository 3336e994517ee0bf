import { createContext, useContext } from 'react';
import type { AppActorRef } from '@machines/app.machine';

export const AppActorContext = createContext<AppActorRef | null>(null);

/** The root actor, provided once by `App`. */
export function useAppActor(): AppActorRef {
  const actor = useContext(AppActorContext);
  if (!actor) throw new Error('useAppActor must be used inside <App>.');
  return actor;
}
