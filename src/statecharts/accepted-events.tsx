import { Box, Button, Field, Heading, HStack, Input, Stack, Text, Wrap } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import type { EventObject } from 'xstate';
import { eventLabel } from './journeys';
import type { AcceptedEvent } from './running';

/** A payload value as a person types it: text as is, anything else as JSON. */
function fieldText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** What a person typed back into the value its sample had: a number stays a number. */
function fieldValue(text: string, sample: unknown): unknown {
  if (typeof sample === 'string') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The small form for an event that carries more than its type: one field per payload key,
 * filled from its first sample (or empty), sent as typed.
 */
function PayloadForm({
  accepted,
  onSend,
}: {
  accepted: AcceptedEvent;
  onSend: (event: EventObject) => void;
}) {
  const sample: Record<string, unknown> = { ...(accepted.samples[0]?.event ?? {}) };
  delete sample.type;
  const keys = Object.keys(sample);
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(keys.map((key) => [key, fieldText(sample[key])])),
  );
  const [extra, setExtra] = useState(keys.length ? '' : '{}');
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    let payload: Record<string, unknown>;
    if (!keys.length) {
      try {
        const parsed: unknown = JSON.parse(extra || '{}');
        if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
          throw new Error('not an object');
        }
        payload = parsed as Record<string, unknown>;
      } catch {
        setProblem('Write the payload as a JSON object, for example {"tab": "compose"}.');
        return;
      }
    } else {
      payload = Object.fromEntries(
        keys.map((key) => [key, fieldValue(values[key] ?? '', sample[key])]),
      );
    }
    setProblem(null);
    onSend({ ...payload, type: accepted.type });
  };

  return (
    <Box
      as="form"
      onSubmit={submit}
      borderWidth="1px"
      borderRadius="l2"
      p="2"
      aria-label={`Send ${accepted.type}`}
    >
      <Text textStyle="xs" fontWeight="semibold" mb="1">
        {accepted.type}
      </Text>
      <Stack gap="1.5">
        {keys.map((key) => (
          <Field.Root key={key}>
            <Field.Label textStyle="xs">{key}</Field.Label>
            <Input
              size="xs"
              value={values[key] ?? ''}
              onChange={(change) => setValues({ ...values, [key]: change.target.value })}
            />
          </Field.Root>
        ))}
        {!keys.length && (
          <Field.Root invalid={problem !== null}>
            <Field.Label textStyle="xs">Payload (JSON)</Field.Label>
            <Input
              size="xs"
              fontFamily="mono"
              value={extra}
              aria-describedby={problem ? `${id}-problem` : undefined}
              onChange={(change) => setExtra(change.target.value)}
            />
          </Field.Root>
        )}
        {problem && (
          <Text id={`${id}-problem`} role="alert" textStyle="xs" color="fg.error">
            {problem}
          </Text>
        )}
        <HStack>
          <Button type="submit" size="xs" variant="outline">
            Send
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}

/**
 * The events the selected actor's current state accepts, as buttons that send them: one per
 * sample that passes the guards now, and a small form where the event carries a payload.
 */
export function AcceptedEvents({
  events,
  onSend,
}: {
  events: readonly AcceptedEvent[];
  onSend: (event: EventObject) => void;
}) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as="h3" id={headingId} size="sm" mb="2">
        Events it accepts now
      </Heading>
      {events.length === 0 ? (
        <Text textStyle="sm" color="fg.muted">
          None: this state waits for nothing a person can send.
        </Text>
      ) : (
        <Stack gap="2">
          <Wrap gap="1.5">
            {events.flatMap((accepted) =>
              accepted.samples.map((sample) => (
                <Button
                  key={`${accepted.type} ${JSON.stringify(sample.event)}`}
                  size="xs"
                  variant="subtle"
                  data-event-type={accepted.type}
                  onClick={() => onSend(sample.event)}
                >
                  {eventLabel(sample.event, sample.from)}
                </Button>
              )),
            )}
          </Wrap>
          {events
            .filter((accepted) => accepted.needsPayload)
            .map((accepted) => (
              <PayloadForm key={accepted.type} accepted={accepted} onSend={onSend} />
            ))}
        </Stack>
      )}
    </Box>
  );
}
