import { Alert, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { TriangleExclamationPoint } from 'lucide-react';
import {
  selectAccount,
  selectIsQuietNow,
  selectIsScheduledInQuietHours,
  selectScheduleTime,
  type ComposerActorRef,
} from '@machines/composer.machine';
import { describeZone, wallClock, zoneLabel } from '@/domain/schedule';
import { useNow } from './use-composer';

type Props = { actor: ComposerActorRef };

/** Schedules are read in the account's time zone, whatever the browser's. */
export function ZoneNote({ actor }: Props) {
  const { timezone } = useSelector(actor, selectAccount);
  return (
    <Text fontSize="sm" color="fg.muted" data-testid="schedule-zone">
      Date and time are in {describeZone(timezone)}, your account&apos;s time zone (Settings, SMS
      tab).
    </Text>
  );
}

/**
 * Quiet hours, before anything is pressed: a scheduled time inside them (Schedule Send will
 * refuse a promotional message there), and, during them, a warning that Send Now would send at
 * night, with the shortcut "Schedule for 08:00".
 */
export function QuietHoursNotes({ actor }: Props) {
  const now = useNow();
  const account = useSelector(actor, selectAccount);
  const time = useSelector(actor, selectScheduleTime);
  const scheduledInQuiet = useSelector(actor, selectIsScheduledInQuietHours);
  const quietNow = useSelector(actor, (snapshot) => selectIsQuietNow(snapshot, now));
  const { start, end } = account.quietHours;
  const zone = zoneLabel(account.timezone);
  return (
    <Stack gap="3" aria-live="polite">
      {scheduledInQuiet && (
        <HStack gap="2" align="flex-start" color="fg.warning" fontSize="sm">
          <Box as="span" mt="0.5" aria-hidden>
            <TriangleExclamationPoint size="1em" />
          </Box>
          <Text>
            {time} {zone} is inside your quiet hours ({start} to {end} {zone}): a promotional
            message cannot be scheduled then.
          </Text>
        </HStack>
      )}
      {quietNow && (
        <Alert.Root status="warning" size="sm">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              It is {wallClock(now, account.timezone).time} {zone}, inside your quiet hours
            </Alert.Title>
            <Alert.Description>
              Send Now sends this promotional message straight away. People complain about offers at
              night: schedule it for when quiet hours end instead.
            </Alert.Description>
            <Box mt="2">
              <Button
                size="xs"
                variant="outline"
                onClick={() => actor.send({ type: 'composer.schedule.quietEnd', now: Date.now() })}
              >
                Schedule for {end}
              </Button>
            </Box>
          </Alert.Content>
        </Alert.Root>
      )}
    </Stack>
  );
}
