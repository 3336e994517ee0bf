import type { SnapshotFrom } from 'xstate';
import type { AuthFormActorRef, authFormMachine } from '@machines/auth-form.machine';
import { useAppActor } from '@/app/app-actor-context';
import type { AuthField, AuthMode } from '@/domain/auth-form';

type AuthSnapshot = SnapshotFrom<typeof authFormMachine>;

/** The demo sign-in form's actor, spawned by the app at start. */
export function useAuthForm(): AuthFormActorRef {
  const app = useAppActor();
  const actor = app.system.get('authForm') as AuthFormActorRef | undefined;
  if (!actor) throw new Error('The sign-in form is not running.');
  return actor;
}

export const selectAuthMode = (snapshot: AuthSnapshot): AuthMode =>
  snapshot.matches('signUp') ? 'signUp' : 'signIn';
export const selectAuthValue = (field: AuthField) => (snapshot: AuthSnapshot) =>
  snapshot.context.values[field];
export const selectAuthError = (field: AuthField) => (snapshot: AuthSnapshot) =>
  snapshot.context.errors[field];
export const selectPasswordVisible = (snapshot: AuthSnapshot) => snapshot.context.passwordVisible;
