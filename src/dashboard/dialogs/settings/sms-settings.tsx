import {
  Field,
  Heading,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { describeZone } from '@/domain/schedule';
import { TIMEZONES, hasQuietHours, optOutLineWarning, type QuietHours } from '@/domain/settings';
import { selectSaveError, selectSettingsDraft } from '../../selectors';
import { SenderIdSettings } from './sender-id-settings';
import { ToggleSetting, type SettingsRef } from './setting-fields';

/** The line "Add opt-out line" puts in a promotional message; Save refuses it blank. */
function OptOutLine({ actor, value }: { actor: SettingsRef; value: string }) {
  const error = useSelector(actor, selectSaveError);
  const warning = optOutLineWarning(value);
  const ref = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    const invalid = actor.on('settings.field.invalid', ({ field }) => {
      // Save may have just switched to this tab: focus once the panel shows.
      if (field === 'optOutLine') setTimeout(() => ref.current?.focus(), 0);
    });
    return () => invalid.unsubscribe();
  }, [actor]);

  return (
    <Field.Root invalid={error !== null}>
      <Field.Label>Opt-out line</Field.Label>
      <Textarea
        ref={ref}
        value={value}
        rows={2}
        autoresize
        onChange={(event) =>
          actor.send({ type: 'settings.optOutLine.change', value: event.currentTarget.value })
        }
      />
      {error !== null && <Field.ErrorText>{error}</Field.ErrorText>}
      <Field.HelperText>
        Added to promotional messages when you press Add opt-out line. Opting out must be free.
        {warning !== null && (
          <Text as="span" display="block" color="fg.warning" mt="1">
            {warning}
          </Text>
        )}
      </Field.HelperText>
    </Field.Root>
  );
}

const QUIET_LABELS: Record<keyof QuietHours, string> = {
  start: 'Quiet hours start',
  end: 'Quiet hours end',
};

/** When promotional messages may not be scheduled, in the account's time zone. */
function QuietHoursSetting({
  actor,
  quietHours,
  zone,
}: {
  actor: SettingsRef;
  quietHours: QuietHours;
  zone: string;
}) {
  return (
    <Stack gap="1.5">
      <SimpleGrid columns={2} gap="4">
        {(['start', 'end'] as const).map((field) => (
          <Field.Root key={field}>
            <Field.Label>{QUIET_LABELS[field]}</Field.Label>
            <Input
              type="time"
              value={quietHours[field]}
              onChange={(event) =>
                actor.send({
                  type: 'settings.quietHours.change',
                  field,
                  value: event.currentTarget.value,
                })
              }
            />
          </Field.Root>
        ))}
      </SimpleGrid>
      <Text color="fg.muted" textStyle="sm">
        Promotional messages are not scheduled in these hours, in your account&apos;s time zone (
        {zone}).
        {!hasQuietHours(quietHours) &&
          ' No quiet hours: start and end are the same, so promotional messages may go out at any hour.'}
      </Text>
    </Stack>
  );
}

/**
 * What every campaign starts from: the sender IDs, the opt-out line, quiet hours, delivery
 * reports and the account's time zone.
 */
export function SmsSettings({ actor }: { actor: SettingsRef }) {
  const draft = useSelector(actor, selectSettingsDraft);
  return (
    <Stack gap="5">
      <SenderIdSettings actor={actor} />
      <OptOutLine actor={actor} value={draft.optOutLine} />
      <Stack gap="2">
        <Heading as="h3" size="sm">
          Quiet hours
        </Heading>
        <QuietHoursSetting actor={actor} quietHours={draft.quietHours} zone={draft.timezone} />
      </Stack>
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
        <Field.HelperText>
          {describeZone(draft.timezone)}. Schedules and quiet hours are read in this zone, never
          your computer&apos;s. Ghana keeps GMT all year.
        </Field.HelperText>
      </Field.Root>
    </Stack>
  );
}
