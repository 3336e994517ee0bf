import type { SnapshotFrom } from 'xstate';
import type { ContactFormActorRef, contactFormMachine } from '@machines/contact-form.machine';
import { useAppActor } from '@/app/app-actor-context';
import type { ContactField } from '@/domain/contact-form';

type ContactSnapshot = SnapshotFrom<typeof contactFormMachine>;

/** The contact form's actor: spawned by the app at start, so a draft survives navigation. */
export function useContactForm(): ContactFormActorRef {
  const app = useAppActor();
  const actor = app.system.get('contactForm') as ContactFormActorRef | undefined;
  if (!actor) throw new Error('The contact form is not running.');
  return actor;
}

/** Named selectors: the view reads the form through these, never the whole snapshot. */
export const selectContactValue = (field: ContactField) => (snapshot: ContactSnapshot) =>
  snapshot.context.values[field];
export const selectContactError = (field: ContactField) => (snapshot: ContactSnapshot) =>
  snapshot.context.errors[field];
export const selectIsSending = (snapshot: ContactSnapshot) => snapshot.matches('sending');
export const selectIsSent = (snapshot: ContactSnapshot) => snapshot.matches('sent');
export const selectFailure = (snapshot: ContactSnapshot) =>
  snapshot.matches('failed') ? snapshot.context.failure : null;
export const selectCanSubmit = (snapshot: ContactSnapshot) =>
  snapshot.can({ type: 'contact.submit' });
