import { assign, emit, setup, type SnapshotFrom } from 'xstate';
import {
  EMPTY_NEW_CAMPAIGN,
  campaignGroupLabel,
  firstErrorField,
  isCampaignGroupId,
  isNewCampaignValid,
  isScheduled,
  type NewCampaignErrorField,
  type NewCampaignForm,
  type NewCampaignTextField,
} from '@/domain/new-campaign';
import { toastEvent, type ToastEmitted } from './toast';

export interface NewCampaignContext {
  form: NewCampaignForm;
}

export type NewCampaignEvent =
  | { type: 'newCampaign.field.change'; field: NewCampaignTextField; value: string }
  | { type: 'newCampaign.group.change'; group: string }
  | { type: 'newCampaign.submit' }
  | { type: 'newCampaign.cancel' };

/** The dialog's work is over (submitted or cancelled): the view closes it. */
export interface DialogDone {
  type: 'dialog.done';
}

/** A refused submit: the view moves focus to this field. */
export interface FieldInvalid {
  type: 'field.invalid';
  field: NewCampaignErrorField;
}

export type NewCampaignEmitted = ToastEmitted | DialogDone | FieldInvalid;

function submittedToast(form: NewCampaignForm) {
  const name = form.name.trim();
  const audience = campaignGroupLabel(form.contactGroup);
  if (isScheduled(form)) {
    const when = form.scheduledTime
      ? `${form.scheduledDate} at ${form.scheduledTime}`
      : form.scheduledDate;
    return toastEvent({
      status: 'success',
      title: 'Campaign Scheduled!',
      description: `“${name}” is scheduled for ${when}, to ${audience}.`,
    });
  }
  return toastEvent({
    status: 'success',
    title: 'Campaign Sent!',
    description: `“${name}” has been sent to ${audience}.`,
  });
}

export const newCampaignMachine = setup({
  types: {
    context: {} as NewCampaignContext,
    events: {} as NewCampaignEvent,
    emitted: {} as NewCampaignEmitted,
  },
  guards: {
    isFormValid: ({ context }) => isNewCampaignValid(context.form),
    isCampaignGroup: ({ event }) =>
      event.type === 'newCampaign.group.change' && isCampaignGroupId(event.group),
  },
  actions: {
    setField: assign({
      form: ({ context, event }) =>
        event.type === 'newCampaign.field.change'
          ? { ...context.form, [event.field]: event.value }
          : context.form,
    }),
    setGroup: assign({
      form: ({ context, event }) =>
        event.type === 'newCampaign.group.change' && isCampaignGroupId(event.group)
          ? { ...context.form, contactGroup: event.group }
          : context.form,
    }),
    resetForm: assign({ form: () => ({ ...EMPTY_NEW_CAMPAIGN }) }),
    toastSubmitted: emit(({ context }) => submittedToast(context.form)),
    focusFirstError: emit(({ context }): FieldInvalid => ({
      type: 'field.invalid',
      field: firstErrorField(context.form) ?? 'name',
    })),
    finish: emit({ type: 'dialog.done' } as DialogDone),
  },
}).createMachine({
  id: 'new-campaign',
  context: { form: { ...EMPTY_NEW_CAMPAIGN } },
  initial: 'editing',
  states: {
    /** The form: waits for typing, submit or cancel. */
    editing: {
      initial: 'fresh',
      on: {
        'newCampaign.field.change': { actions: 'setField' },
        'newCampaign.group.change': { guard: 'isCampaignGroup', actions: 'setGroup' },
        'newCampaign.submit': [
          {
            guard: 'isFormValid',
            target: '.fresh',
            reenter: true,
            actions: ['toastSubmitted', 'resetForm', 'finish'],
          },
          { target: '.showingErrors', actions: 'focusFirstError' },
        ],
        'newCampaign.cancel': {
          target: '.fresh',
          reenter: true,
          actions: ['resetForm', 'finish'],
        },
      },
      states: {
        /** No submit tried yet: errors stay hidden while the visitor types. */
        fresh: {},
        /** A submit was refused: errors show and follow the typing until the form is valid. */
        showingErrors: {},
      },
    },
  },
});

export type NewCampaignSnapshot = SnapshotFrom<typeof newCampaignMachine>;
