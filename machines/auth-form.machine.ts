import { sendParent, setup } from 'xstate';

/** Placeholder until the demo sign-in form lands: submitting signs in at once. */
export const authFormMachine = setup({
  types: { events: {} as { type: 'auth.form.submit' } },
  actions: { signIn: sendParent({ type: 'auth.submit' }) },
}).createMachine({
  id: 'authForm',
  on: { 'auth.form.submit': { actions: 'signIn' } },
});
