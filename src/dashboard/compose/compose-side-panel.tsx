import { Box, Button, Card, Flex, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { createContext, memo, useContext, type ReactNode } from 'react';
import { CircleCheck } from 'lucide-react';
import {
  selectAccount,
  selectGroup,
  selectRatePerSms,
  selectScheduleDate,
  selectScheduleTime,
  selectSenderName,
  selectSmsPerMessage,
  type ComposerActorRef,
} from '@machines/composer.machine';
import type { BlockedNetwork, CampaignReach } from '@/domain/audience';
import { SAMPLE_ACCOUNT } from '@/domain/account';
import { groupById } from '@/domain/groups';
import { formatCedis } from '@/domain/plans';
import { formatZoned, scheduledAt } from '@/domain/schedule';
import { formatNumber } from '@/domain/numbers';
import type { AudienceCost } from '@/domain/personalise';
import { PanelHeading } from './message-preview';
import { useAudienceCost, useNow, useReach } from './use-composer';

type CardProps = { actor: ComposerActorRef };

// Written out: `toLocaleString` asks the browser for the locale's data on every call, and the
// counts are written on every keystroke.
const count = (value: number) => formatNumber(value);
const plural = (value: number, one: string, many: string) =>
  `${count(value)} ${value === 1 ? one : many}`;

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

/** The recipients the sender ID cannot reach, network by network. */
const BlockedNotes = memo(function BlockedNotes({
  blocked,
  sender,
}: {
  blocked: readonly BlockedNetwork[];
  sender: string | null;
}) {
  return blocked.map((entry) => (
    <Text key={entry.network} color="fg.warning" data-testid="summary-blocked">
      {blockedText(entry, sender ?? 'The sender ID')}
    </Text>
  ));
});

/**
 * Whose names cost more: memoised on plain values, so the keystrokes that leave them as they
 * were render nothing here.
 */
const Ucs2Note = memo(function Ucs2Note({
  actor,
  recipients,
  extraSms,
  extraCost,
  examples,
}: {
  actor: ComposerActorRef;
  recipients: number;
  extraSms: number;
  extraCost: number;
  /** The first UCS-2 recipients as "id\u0000name", joined by "\u0001". */
  examples: string;
}) {
  if (recipients === 0) return null;
  const previews =
    examples === '' ? [] : examples.split('\u0001').map((entry) => entry.split('\u0000'));
  return (
    <Box data-testid="summary-ucs2">
      <Text>
        {plural(recipients, "recipient's name makes", "recipients' names make")} the message Unicode
        (UCS-2, 70 characters per SMS): {plural(extraSms, 'SMS', 'SMS')} more,{' '}
        {formatCedis(extraCost, 4)}.
      </Text>
      <Wrap gap="1" mt="1">
        {previews.map(([id = '', name = '']) => (
          <Button
            key={id}
            size="2xs"
            variant="outline"
            onClick={() => actor.send({ type: 'composer.preview.select', contactId: Number(id) })}
          >
            Preview as {name}
          </Button>
        ))}
      </Wrap>
    </Box>
  );
});

/** What the message costs over the audience, for the summary's parts that show it. */
const AudienceCostContext = createContext<AudienceCost | null>(null);

function useSummaryCost(): AudienceCost {
  const cost = useContext(AudienceCostContext);
  if (!cost) throw new Error('useSummaryCost must be used inside <AudienceCostScope>.');
  return cost;
}

/**
 * Works out the cost once per keystroke and hands it to the parts that show it. Its children
 * are the summary's, made when the summary rendered, so a keystroke renders this and those
 * parts only: not the card, its rows or its notes.
 */
function AudienceCostScope({
  actor,
  reach,
  now,
  children,
}: {
  actor: ComposerActorRef;
  reach: CampaignReach;
  now: number;
  children: ReactNode;
}) {
  const cost = useAudienceCost(actor, reach, now);
  return <AudienceCostContext value={cost}>{children}</AudienceCostContext>;
}

function CostRows() {
  const cost = useSummaryCost();
  return (
    <>
      <SummaryRow term="Total SMS">{count(cost.sms)}</SummaryRow>
      <SummaryRow term="Estimated cost" strong>
        {formatCedis(cost.cost)}
      </SummaryRow>
    </>
  );
}

function Ucs2Notes({ actor }: CardProps) {
  const { ucs2 } = useSummaryCost();
  return (
    <Ucs2Note
      actor={actor}
      recipients={ucs2.recipients}
      extraSms={ucs2.extraSms}
      extraCost={ucs2.extraCost}
      examples={ucs2.examples.map((contact) => `${contact.id}\u0000${contact.name}`).join('\u0001')}
    />
  );
}

/**
 * The message's SMS count, read here: a paste or the key that starts another SMS renders this
 * row, not the summary around it.
 */
function SmsPerMessageRow({ actor }: CardProps) {
  const smsPerMessage = useSelector(actor, selectSmsPerMessage);
  return <SummaryRow term="SMS per message">{count(smsPerMessage)}</SummaryRow>;
}

/**
 * The campaign summary. It reads no message: the SMS count's row and the cost's parts do
 * (`SmsPerMessageRow`, `AudienceCostScope`).
 */
export function SummaryCard({ actor }: CardProps) {
  const group = useSelector(actor, selectGroup);
  const rate = useSelector(actor, selectRatePerSms);
  const sender = useSelector(actor, selectSenderName);
  const { timezone } = useSelector(actor, selectAccount);
  const scheduleDate = useSelector(actor, selectScheduleDate);
  const scheduleTime = useSelector(actor, selectScheduleTime);
  const now = useNow();
  const reach = useReach(actor);
  const scheduled = scheduledAt(scheduleDate, scheduleTime, timezone) !== null;
  return (
    <Card.Root>
      <PanelHeading>Campaign Summary</PanelHeading>
      <Card.Body pt="0">
        <AudienceCostScope actor={actor} reach={reach} now={now}>
          <Box as="dl" fontSize="sm" aria-label="Campaign summary">
            <SummaryRow term="Group">{group ? groupById(group).name : 'Not selected'}</SummaryRow>
            <SummaryRow term="Recipients">{count(reach.recipients.length)}</SummaryRow>
            {reach.optedOut > 0 && (
              <SummaryRow term="Opted out, not sent">{count(reach.optedOut)}</SummaryRow>
            )}
            <SummaryRow term="Sender ID">{sender ?? 'None'}</SummaryRow>
            <SmsPerMessageRow actor={actor} />
            <CostRows />
            <SummaryRow term="Scheduled">
              {scheduled ? formatZoned(scheduleDate, scheduleTime, timezone) : 'Not scheduled'}
            </SummaryRow>
          </Box>
          <Stack gap="2" mt="2" fontSize="xs" aria-live="polite">
            <BlockedNotes blocked={reach.blocked} sender={sender} />
            <Ucs2Notes actor={actor} />
            <Text color="fg.muted">
              At {formatCedis(rate, 4)} per SMS on the {SAMPLE_ACCOUNT.plan.name} plan, worked out
              for each recipient&apos;s own message.
            </Text>
          </Stack>
        </AudienceCostScope>
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
