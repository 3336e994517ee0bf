import { Box, Button, Heading, HStack, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { eventLabel } from './journeys';
import type { LiveState } from './live';
import { machineTitle } from './machines';

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** `10:31:07.250`, in the visitor's own time. */
export function logTime(at: number): string {
  const date = new Date(at);
  return `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}.${pad(date.getMilliseconds(), 3)}`;
}

/**
 * Every event the app's actors took, oldest first, with its time, and the steps back and forward
 * through them: each step restores the whole app to its snapshot right after that event.
 */
export function EventLog({
  live,
  onGoTo,
  busy,
}: {
  live: LiveState;
  onGoTo: (index: number) => void;
  busy: boolean;
}) {
  const headingId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const { entries, cursor } = live;
  const at = cursor ?? entries.length - 1;
  useEffect(() => {
    const list = listRef.current;
    if (list && cursor === null) list.scrollTop = list.scrollHeight;
  }, [entries.length, cursor]);

  return (
    <Box as="section" aria-labelledby={headingId}>
      <HStack justify="space-between" mb="2" wrap="wrap" gap="2">
        <Heading as="h3" id={headingId} size="sm">
          Event log
        </Heading>
        <HStack gap="1">
          <Button
            size="xs"
            variant="outline"
            disabled={busy || at <= 0}
            onClick={() => onGoTo(at - 1)}
          >
            <ChevronLeft aria-hidden="true" />
            Step back
          </Button>
          <Button
            size="xs"
            variant="outline"
            disabled={busy || at >= entries.length - 1}
            onClick={() => onGoTo(at + 1)}
          >
            Step forward
            <ChevronRight aria-hidden="true" />
          </Button>
        </HStack>
      </HStack>
      {cursor !== null && (
        <Text textStyle="xs" color="fg.muted" mb="1" role="status">
          Showing the app as it was after event {cursor + 1} of {entries.length}. The next event you
          cause starts from here.
        </Text>
      )}
      {entries.length === 0 ? (
        <Text textStyle="sm" color="fg.muted">
          Nothing yet: use the app, or send an event above.
        </Text>
      ) : (
        <Box
          as="ol"
          ref={listRef}
          role="log"
          aria-label="Events, oldest first"
          maxH="56"
          overflowY="auto"
          borderWidth="1px"
          borderRadius="l2"
          listStyleType="none"
          textStyle="xs"
          fontFamily="mono"
          tabIndex={0}
        >
          {entries.map((entry, index) => (
            <Box
              as="li"
              key={entry.id}
              px="2"
              py="1"
              borderBottomWidth={index === entries.length - 1 ? '0' : '1px'}
              bg={index === at ? 'bg.emphasized' : undefined}
              aria-current={index === at ? 'step' : undefined}
              data-log-entry={entry.event.type}
            >
              <Text as="span" color="fg.muted">
                {logTime(entry.at)}
              </Text>{' '}
              <Text as="span" fontWeight="semibold">
                {entry.actorId === 'app'
                  ? 'App'
                  : `${machineTitle(entry.machineId)} (${entry.actorId})`}
              </Text>{' '}
              {eventLabel(entry.event)}
              {entry.transitions.length === 0 && (
                <Text as="span" color="fg.muted">
                  {' '}
                  · no transition
                </Text>
              )}
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
