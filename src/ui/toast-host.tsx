import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import type { AnyActorRef } from 'xstate';
import type { ToastEmitted } from '@machines/toast';
import { notify, onToasterLoaded, toasterLoaded } from './notify';

const Toaster = lazy(() => import('./toaster'));

/** Renders the one Chakra toaster once the first toast has loaded it. */
export function ToastHost() {
  const ready = useSyncExternalStore(onToasterLoaded, toasterLoaded, () => false);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/** Shows the toasts an actor emits; an Undo button sends its event back to that actor. */
export function useToasts(actor: AnyActorRef | null | undefined): void {
  useEffect(() => {
    if (!actor) return;
    const subscription = actor.on('toast', (event: ToastEmitted) =>
      notify(event.toast, (action) => actor.send(action)),
    );
    return () => subscription.unsubscribe();
  }, [actor]);
}
