import { Box, Button, Card, Flex, HStack, IconButton, Stack, Text, Wrap } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { memo, useMemo } from 'react';
import { ChevronLeft, ChevronRight, CircleCheck } from 'lucide-react';
import {
  previewRecipient,
  selectAccount,
  selectGroup,
  selectMessage,
  selectPreviewId,
  selectRatePerSms,
  selectScheduleDate,
  selectScheduleTime,
  selectSenderName,
  selectSmsPerMessage,
  type ComposerActorRef,
} from '@machines/composer.machine';
import type { BlockedNetwork } from '@/domain/audience';
import { SAMPLE_ACCOUNT } from '@/domain/account';
import { groupById } from '@/domain/groups';
import { personalise, recipientMessage } from '@/domain/personalise';
import { formatCedis } from '@/domain/plans';
import { formatZoned, scheduledAt, wallClock } from '@/domain/schedule';
import { formatNumber } from '@/domain/numbers';
import { isBlank } from '@/domain/validation';
import { useAudienceCost, useMergeValues, useNow, useReach } from './use-composer';

type CardProps = { actor: ComposerActorRef };

// Written out: `toLocaleString` asks the browser for the locale's data on every call, and the
// counts are written on every keystroke.
const count = (value: number) => formatNumber(value);
const plural = (value: number, one: string, many: string) =>
  `${count(value)} ${value === 1 ? one : many}`;

function PanelHeading({ children }: { children: string }) {
  return (
    <Card.Header pb="2">
      <Card.Title as="h3" fontSize="lg">
        {children}
      </Card.Title>
    </Card.Header>
  );
}

/**
 * "Preview as": step through the recipients, each reading the message with their own tags.
 * Memoised: a keystroke changes the message, not who the preview shows.
 */
const PreviewAs = memo(function PreviewAs({
  actor,
  name,
  position,
  total,
}: {
  actor: ComposerActorRef;
  name: string;
  position: number;
  total: number;
}) {
  return (
    <HStack justify="space-between" gap="2" mb="3">
      <IconButton
        size="xs"
        variant="ghost"
        aria-label="Previous recipient"
        disabled={total < 2}
        onClick={() => actor.send({ type: 'composer.preview.step', by: -1 })}
      >
        <ChevronLeft />
      </IconButton>
      <Text fontSize="sm" textAlign="center" aria-live="polite" data-testid="preview-as">
        Preview as <strong>{name}</strong>
        <Box as="span" display="block" fontSize="xs" color="fg.muted">
          {count(position)} of {count(total)} recipients
        </Box>
      </Text>
      <IconButton
        size="xs"
        variant="ghost"
        aria-label="Next recipient"
        disabled={total < 2}
        onClick={() => actor.send({ type: 'composer.preview.step', by: 1 })}
      >
        <ChevronRight />
      </IconButton>
    </HStack>
  );
});

/**
 * The message as a phone shows it, to one recipient at a time: their tags filled in, and what
 * their message costs (a name in Akan letters can make it UCS-2). The bubble's look for an empty
 * draft is a condition of one class (`data-empty`), not a second class, so the first character
 * typed inserts no style rule.
 */
export function MessagePreviewCard({ actor }: CardProps) {
  const message = useSelector(actor, selectMessage);
  const previewId = useSelector(actor, selectPreviewId);
  const sender = useSelector(actor, selectSenderName);
  const rate = useSelector(actor, selectRatePerSms);
  const now = useNow();
  const reach = useReach(actor);
  const shared = useMergeValues(actor, now);
  const recipient = previewRecipient(reach.recipients, previewId);
  const text = recipient ? personalise(message, recipient, shared) : message;
  const cost = useMemo(
    () => (recipient ? recipientMessage(message, recipient, shared, rate) : null),
    [message, recipient, shared, rate],
  );
  const { timezone } = useSelector(actor, selectAccount);
  const empty = isBlank(message);
  // The recipients' phones show Ghana's time, which the account's zone stands for.
  const clock = wallClock(now, timezone).time;
  return (
    <Card.Root>
      <PanelHeading>Message Preview</PanelHeading>
      <Card.Body>
        {recipient && (
          <PreviewAs
            actor={actor}
            name={recipient.name}
            position={reach.recipients.indexOf(recipient) + 1}
            total={reach.recipients.length}
          />
        )}
        <Box
          mx="auto"
          w="full"
          maxW="72"
          borderWidth="1px"
          borderColor="border.emphasized"
          borderRadius="3xl"
          bg="bg.subtle"
          px="4"
          pt="3"
          pb="5"
        >
          <Box mx="auto" mb="3" h="1.5" w="16" borderRadius="full" bg="border.emphasized" />
          <Text textAlign="center" fontSize="xs" fontWeight="semibold" color="fg.muted">
            {sender ?? SAMPLE_ACCOUNT.company}
          </Text>
          <Text textAlign="center" fontSize="xs" color="fg.muted" mb="3">
            Text Message · Today {clock}
          </Text>
          <Box
            tabIndex={0}
            aria-label="Message preview"
            role="region"
            data-empty={empty ? '' : undefined}
            bg="brand.solid"
            color="brand.contrast"
            _empty={{ bg: 'bg.muted', color: 'fg.muted', fontStyle: 'italic' }}
            px="3"
            py="2"
            borderRadius="2xl"
            borderBottomLeftRadius="sm"
            maxW="90%"
            maxH="64"
            overflowY="auto"
            whiteSpace="pre-wrap"
            overflowWrap="anywhere"
            fontSize="sm"
          >
            {empty ? 'Your message will appear here...' : text}
          </Box>
          <Text fontSize="xs" color="fg.muted" mt="1">
            {clock}
          </Text>
        </Box>
        {recipient && cost && !empty && (
          <Text fontSize="xs" color="fg.muted" mt="2" data-testid="preview-cost">
            {recipient.name}&apos;s message: {plural(cost.parts, 'SMS', 'SMS')} ({cost.encoding}) ·{' '}
            {formatCedis(cost.cost, 4)}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** One line of the summary; memoised, so a keystroke re-renders only the lines it changes. */
const SummaryRow = memo(function SummaryRow({
  term,
  children,
  strong,
}: {
  term: string;
  children: string;
  strong?: boolean;
}) {
  return (
    <Flex justify="space-between" gap="4" py="1.5">
      <Box as="dt" color="fg.muted">
        {term}
      </Box>
      <Box as="dd" fontWeight={strong ? 'bold' : 'medium'} textAlign="end">
        {children}
      </Box>
    </Flex>
  );
});

/** "412 on AirtelTigo (Efua Quaye, … and 409 more): KPL Deals is rejected there: reason". */
function blockedText(blocked: BlockedNetwork, sender: string): string {
  const names = blocked.examples.map((contact) => contact.name);
  const more = blocked.count - names.length;
  const who = more > 0 ? `${names.join(', ')} and ${count(more)} more` : names.join(', ');
  const { status } = blocked;
  const why =
    status.state === 'rejected'
      ? `${sender} was rejected there: ${status.reason}`
      : `${sender} is still in review there`;
  return `Not sent to ${plural(blocked.count, 'recipient', 'recipients')} on ${blocked.network} (${who}). ${why}`;
}

/**
 * Who the campaign leaves out and whose names cost more: memoised on plain values, so the
 * keystrokes that leave them as they were render nothing here.
 */
const ReachNotes = memo(function ReachNotes({
  actor,
  blocked,
  sender,
  ucs2Recipients,
  extraSms,
  extraCost,
  examples,
}: {
  actor: ComposerActorRef;
  blocked: readonly BlockedNetwork[];
  sender: string | null;
  ucs2Recipients: number;
  extraSms: number;
  extraCost: number;
  /** The first UCS-2 recipients as "id\u0000name", joined by "\u0001". */
  examples: string;
}) {
  const previews =
    examples === '' ? [] : examples.split('\u0001').map((entry) => entry.split('\u0000'));
  return (
    <>
      {blocked.map((entry) => (
        <Text key={entry.network} color="fg.warning" data-testid="summary-blocked">
          {blockedText(entry, sender ?? 'The sender ID')}
        </Text>
      ))}
      {ucs2Recipients > 0 && (
        <Box data-testid="summary-ucs2">
          <Text>
            {plural(ucs2Recipients, "recipient's name makes", "recipients' names make")} the message
            Unicode (UCS-2, 70 characters per SMS): {plural(extraSms, 'SMS', 'SMS')} more,{' '}
            {formatCedis(extraCost, 4)}.
          </Text>
          <Wrap gap="1" mt="1">
            {previews.map(([id = '', name = '']) => (
              <Button
                key={id}
                size="2xs"
                variant="outline"
                onClick={() =>
                  actor.send({ type: 'composer.preview.select', contactId: Number(id) })
                }
              >
                Preview as {name}
              </Button>
            ))}
          </Wrap>
        </Box>
      )}
    </>
  );
});

export function SummaryCard({ actor }: CardProps) {
  const group = useSelector(actor, selectGroup);
  const smsPerMessage = useSelector(actor, selectSmsPerMessage);
  const rate = useSelector(actor, selectRatePerSms);
  const sender = useSelector(actor, selectSenderName);
  const { timezone } = useSelector(actor, selectAccount);
  const scheduleDate = useSelector(actor, selectScheduleDate);
  const scheduleTime = useSelector(actor, selectScheduleTime);
  const now = useNow();
  const reach = useReach(actor);
  const cost = useAudienceCost(actor, reach, now);
  const scheduled = scheduledAt(scheduleDate, scheduleTime, timezone) !== null;
  const { ucs2 } = cost;
  return (
    <Card.Root>
      <PanelHeading>Campaign Summary</PanelHeading>
      <Card.Body pt="0">
        <Box as="dl" fontSize="sm" aria-label="Campaign summary">
          <SummaryRow term="Group">{group ? groupById(group).name : 'Not selected'}</SummaryRow>
          <SummaryRow term="Recipients">{count(reach.recipients.length)}</SummaryRow>
          {reach.optedOut > 0 && (
            <SummaryRow term="Opted out, not sent">{count(reach.optedOut)}</SummaryRow>
          )}
          <SummaryRow term="Sender ID">{sender ?? 'None'}</SummaryRow>
          <SummaryRow term="SMS per message">{count(smsPerMessage)}</SummaryRow>
          <SummaryRow term="Total SMS">{count(cost.sms)}</SummaryRow>
          <SummaryRow term="Estimated cost" strong>
            {formatCedis(cost.cost)}
          </SummaryRow>
          <SummaryRow term="Scheduled">
            {scheduled ? formatZoned(scheduleDate, scheduleTime, timezone) : 'Not scheduled'}
          </SummaryRow>
        </Box>
        <Stack gap="2" mt="2" fontSize="xs" aria-live="polite">
          <ReachNotes
            actor={actor}
            blocked={reach.blocked}
            sender={sender}
            ucs2Recipients={ucs2.recipients}
            extraSms={ucs2.extraSms}
            extraCost={ucs2.extraCost}
            examples={ucs2.examples
              .map((contact) => `${contact.id}\u0000${contact.name}`)
              .join('\u0001')}
          />
          <Text color="fg.muted">
            At {formatCedis(rate, 4)} per SMS on the {SAMPLE_ACCOUNT.plan.name} plan, worked out for
            each recipient&apos;s own message.
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

const BEST_PRACTICES = [
  'Send between 9 AM and 6 PM',
  'Keep messages under 160 characters',
  'Include a clear call to action',
  'Always provide opt-out instructions',
] as const;

export function BestPracticesCard() {
  return (
    <Card.Root>
      <PanelHeading>SMS Best Practices</PanelHeading>
      <Card.Body pt="0">
        <Stack as="ul" gap="2" fontSize="sm" listStyleType="none">
          {BEST_PRACTICES.map((tip) => (
            <HStack as="li" key={tip} gap="2" align="flex-start">
              <Box as="span" color="brand.fg" mt="0.5" aria-hidden>
                <CircleCheck size="1em" />
              </Box>
              {tip}
            </HStack>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
