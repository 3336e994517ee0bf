import { Field, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { SENDER_ID_MAX_LENGTH, TIMEZONES, senderIdLength } from '@/domain/settings';
import { selectSettingsDraft } from '../../selectors';
import { ToggleSetting, type SettingsRef } from './setting-fields';

/** The defaults every campaign starts from: sender ID, delivery reports and timezone. */
export function SmsSettings({ actor }: { actor: SettingsRef }) {
  const draft = useSelector(actor, selectSettingsDraft);
  return (
    <Stack gap="4">
      <Field.Root>
        <Field.Label>Default sender ID</Field.Label>
        <Input
          value={draft.defaultSender}
          maxLength={SENDER_ID_MAX_LENGTH}
          autoComplete="off"
          onChange={(event) =>
            actor.send({
              type: 'settings.field.change',
              field: 'defaultSender',
              value: event.currentTarget.value,
            })
          }
        />
        <Field.HelperText>
          Max {SENDER_ID_MAX_LENGTH} characters, alphanumeric only ·{' '}
          {senderIdLength(draft.defaultSender)}/{SENDER_ID_MAX_LENGTH}
        </Field.HelperText>
      </Field.Root>
      <ToggleSetting
        actor={actor}
        field="deliveryReports"
        label="Delivery reports"
        description="Track whether each message reached the handset."
        checked={draft.deliveryReports}
      />
      <Field.Root>
        <Field.Label>Timezone</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={draft.timezone}
            onChange={(event) =>
              actor.send({
                type: 'settings.timezone.change',
                value: event.currentTarget.value,
              })
            }
          >
            {TIMEZONES.map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.HelperText>Used for scheduled campaigns. Ghana keeps GMT all year.</Field.HelperText>
      </Field.Root>
    </Stack>
  );
}
