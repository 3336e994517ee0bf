import { assertEvent, assign, emit, sendParent, setup, type SnapshotFrom } from 'xstate';
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

/** A refused submit: the view moves focus to this field. */
export interface FieldInvalid {
  type: 'field.invalid';
  field: NewCampaignErrorField;
}

export type NewCampaignEmitted = ToastEmitted | FieldInvalid;

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
    /** `invalid`: the form shows its field errors. */
    tags: {} as 'invalid',
  },
  guards: {
    isFormValid: ({ context }) => isNewCampaignValid(context.form),
    isCampaignGroup: ({ event }) => {
      assertEvent(event, 'newCampaign.group.change');
      return isCampaignGroupId(event.group);
    },
  },
  actions: {
    setField: assign(({ context, event }) => {
      assertEvent(event, 'newCampaign.field.change');
      return { form: { ...context.form, [event.field]: event.value } };
    }),
    // The guard has refused other values; the check narrows the string to a group.
    setGroup: assign(({ context, event }) => {
      assertEvent(event, 'newCampaign.group.change');
      return isCampaignGroupId(event.group)
        ? { form: { ...context.form, contactGroup: event.group } }
        : {};
    }),
    resetForm: assign({ form: () => ({ ...EMPTY_NEW_CAMPAIGN }) }),
    toastSubmitted: emit(({ context }) => submittedToast(context.form)),
    focusFirstError: emit(({ context }): FieldInvalid => ({
      type: 'field.invalid',
      field: firstErrorField(context.form) ?? 'name',
    })),
    /** The dialog's work is over (saved or cancelled): the app closes it. */
    finish: sendParent({ type: 'dashboard.dialog.close' }),
  },
}).createMachine({
  id: 'new-campaign',
  context: { form: { ...EMPTY_NEW_CAMPAIGN } },
  description:
    'The New Campaign dialog: name, message, contact group and an optional schedule date and time.',
  initial: 'editing',
  states: {
    editing: {
      description: 'The visitor fills in the form.',
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
            description:
              'With a name and a message of at most 160 characters: Campaign Sent! or Campaign Scheduled! (when a date is set), and the dialog closes empty.',
          },
          {
            target: '.showingErrors',
            actions: 'focusFirstError',
            description:
              'Something missing or too long: the errors show and the first field in error gets focus.',
          },
        ],
        'newCampaign.cancel': {
          target: '.fresh',
          reenter: true,
          actions: ['resetForm', 'finish'],
          description: 'Cancel closes the dialog and forgets what was typed.',
        },
      },
      states: {
        fresh: {
          description: 'No submit tried yet: errors stay hidden while the visitor types.',
        },
        showingErrors: {
          tags: 'invalid',
          description:
            'A submit was refused: errors show and follow the typing until the form is valid.',
        },
      },
    },
  },
});

export type NewCampaignSnapshot = SnapshotFrom<typeof newCampaignMachine>;
