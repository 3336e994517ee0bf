import type { SnapshotFrom } from 'xstate';
import type { authFormMachine } from '@machines/auth-form.machine';
import type { AuthField, AuthMode } from '@/domain/auth-form';

type AuthSnapshot = SnapshotFrom<typeof authFormMachine>;

export const selectAuthMode = (snapshot: AuthSnapshot): AuthMode =>
  snapshot.matches('signUp') ? 'signUp' : 'signIn';
export const selectAuthValue = (field: AuthField) => (snapshot: AuthSnapshot) =>
  snapshot.context.values[field];
export const selectAuthError = (field: AuthField) => (snapshot: AuthSnapshot) =>
  snapshot.context.errors[field];
export const selectPasswordVisible = (snapshot: AuthSnapshot) => snapshot.context.passwordVisible;
