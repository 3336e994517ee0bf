import type { SnapshotFrom } from 'xstate';
import type { contactFormMachine } from '@machines/contact-form.machine';
import type { ContactField } from '@/domain/contact-form';

type ContactSnapshot = SnapshotFrom<typeof contactFormMachine>;

/** Named selectors: the view reads the form through these, never the whole snapshot. */
export const selectContactValue = (field: ContactField) => (snapshot: ContactSnapshot) =>
  snapshot.context.values[field];
export const selectContactError = (field: ContactField) => (snapshot: ContactSnapshot) =>
  snapshot.context.errors[field];
export const selectIsSending = (snapshot: ContactSnapshot) => snapshot.hasTag('busy');
export const selectIsSent = (snapshot: ContactSnapshot) => snapshot.matches('sent');
export const selectFailure = (snapshot: ContactSnapshot) =>
  snapshot.matches('failed') ? snapshot.context.failure : null;
export const selectCanSubmit = (snapshot: ContactSnapshot) =>
  snapshot.can({ type: 'contact.submit' });
