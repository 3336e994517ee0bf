import { Box, Card, HStack, IconButton, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { memo, useId, useMemo } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import {
  previewRecipient,
  selectAccount,
  selectIsMessageTooLong,
  selectMessage,
  selectPreviewId,
  selectRatePerSms,
  selectSenderName,
  type ComposerActorRef,
  type ComposerSnapshot,
} from '@machines/composer.machine';
import type { Contact } from '@/domain/contacts';
import { SAMPLE_ACCOUNT } from '@/domain/account';
import { formatNumber } from '@/domain/numbers';
import { personalise, recipientMessage, type SharedMergeValues } from '@/domain/personalise';
import { formatCedis } from '@/domain/plans';
import { wallClock } from '@/domain/schedule';
import { MAX_MESSAGE_LENGTH, MAX_SMS_PER_MESSAGE, sendablePart } from '@/domain/sms';
import { isBlank } from '@/domain/validation';
import { sc } from '@/ui/static-styles';
import { useMergeValues, useNow, useReach } from './use-composer';

type CardProps = { actor: ComposerActorRef };

const count = (value: number) => formatNumber(value);
const plural = (value: number, one: string, many: string) =>
  `${count(value)} ${value === 1 ? one : many}`;

/** A side card's heading. Memoised: the cards render on every keystroke, their headings never. */
export const PanelHeading = memo(function PanelHeading({ children }: { children: string }) {
  return (
    <Card.Header pb="2">
      <Card.Title as="h3" fontSize="lg">
        {children}
      </Card.Title>
    </Card.Header>
  );
});

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

/** Whether the draft is empty (or spaces): the preview shows its placeholder then. */
const selectIsBlank = (snapshot: ComposerSnapshot) => isBlank(selectMessage(snapshot));

/** Whether the bubble shows only the start of the message: it is over the limit. */
const selectIsCut = (snapshot: ComposerSnapshot) =>
  selectIsMessageTooLong(snapshot) && !selectIsBlank(snapshot);

/** What the bubble shows of the message: a string, so typing past the limit renders nothing. */
const selectSendablePart = (snapshot: ComposerSnapshot) => sendablePart(selectMessage(snapshot));

interface ReaderProps {
  actor: ComposerActorRef;
  recipient: Contact | null;
  shared: SharedMergeValues;
}

/**
 * The message as a phone shows it, to one recipient at a time: their tags filled in, and what
 * their message costs (a name in Akan letters can make it UCS-2). The card reads who the preview
 * shows and when, not the message: a keystroke renders the bubble's text and the cost line, each
 * reading it, and the first character typed (or the last deleted) renders the bubble, not the card.
 */
export function MessagePreviewCard({ actor }: CardProps) {
  const previewId = useSelector(actor, selectPreviewId);
  const sender = useSelector(actor, selectSenderName);
  const now = useNow();
  const reach = useReach(actor);
  const shared = useMergeValues(actor, now);
  const recipient = previewRecipient(reach.recipients, previewId);
  const { timezone } = useSelector(actor, selectAccount);
  // The recipients' phones show Ghana's time, which the account's zone stands for.
  const clock = wallClock(now, timezone).time;
  const cutNoteId = useId();
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
          <PreviewBubble
            actor={actor}
            recipient={recipient}
            shared={shared}
            cutNoteId={cutNoteId}
          />
          <Text fontSize="xs" color="fg.muted" mt="1">
            {clock}
          </Text>
        </Box>
        <PreviewCutNote actor={actor} id={cutNoteId} />
        {recipient && <PreviewCostLine actor={actor} recipient={recipient} shared={shared} />}
      </Card.Body>
    </Card.Root>
  );
}

/**
 * The bubble: the message, or the placeholder while the draft is blank. A plain element with a
 * static class (src/ui/static-styles/composer.ts), its look for a blank draft a condition of that
 * class (`data-empty`): the first character typed resolves no style props and inserts no rule.
 * Over the limit, the note under the phone describes it.
 */
function PreviewBubble({
  actor,
  recipient,
  shared,
  cutNoteId,
}: ReaderProps & { cutNoteId: string }) {
  const empty = useSelector(actor, selectIsBlank);
  const cut = useSelector(actor, selectIsCut);
  return (
    <div
      tabIndex={0}
      aria-label="Message preview"
      aria-describedby={cut ? cutNoteId : undefined}
      role="region"
      className={sc('message-bubble')}
      data-empty={empty ? '' : undefined}
    >
      {empty ? (
        'Your message will appear here...'
      ) : (
        <PreviewText actor={actor} recipient={recipient} shared={shared} />
      )}
    </div>
  );
}

/**
 * Said under the phone while the message is over the limit: the bubble shows the part a campaign
 * could carry, so where the limit falls, and not the rest. Always in the page, hidden until then,
 * so the paste that takes a message over the limit inserts no style rules.
 */
function PreviewCutNote({ actor, id }: CardProps & { id: string }) {
  const cut = useSelector(actor, selectIsCut);
  return (
    <Text id={id} fontSize="xs" color="fg.muted" mt="2" data-testid="preview-cut" hidden={!cut}>
      The preview stops at the {count(MAX_MESSAGE_LENGTH)}-character ({MAX_SMS_PER_MESSAGE} SMS)
      limit.
    </Text>
  );
}

/** The cost line under the bubble, while there is a message to cost. */
function PreviewCostLine({ actor, recipient, shared }: ReaderProps & { recipient: Contact }) {
  const empty = useSelector(actor, selectIsBlank);
  if (empty) return null;
  return (
    <Text fontSize="xs" color="fg.muted" mt="2" data-testid="preview-cost">
      <PreviewCost actor={actor} recipient={recipient} shared={shared} />
    </Text>
  );
}

/** Characters per text node of the preview (see `PreviewText`). */
const PREVIEW_RUN = 250;

/**
 * The message with the recipient's tags filled in, as a run of text nodes of PREVIEW_RUN
 * characters: typing changes the last of them (or those after the caret), and the browser
 * shapes and paints those again, not the whole message. Over the limit it is the part a campaign
 * could carry (`sendablePart`) and an ellipsis: a key typed past the limit does not render it.
 */
function PreviewText({ actor, recipient, shared }: ReaderProps) {
  const kept = useSelector(actor, selectSendablePart);
  const cut = useSelector(actor, selectIsCut);
  const text = recipient ? personalise(kept, recipient, shared) : kept;
  const runs: string[] = [];
  for (let start = 0; start < text.length; start += PREVIEW_RUN) {
    runs.push(text.slice(start, start + PREVIEW_RUN));
  }
  if (cut) runs.push('…');
  return runs;
}

/** "Ama's message: 2 SMS (GSM-7) · GH₵ 0.0700". */
function PreviewCost({ actor, recipient, shared }: ReaderProps & { recipient: Contact }) {
  const message = useSelector(actor, selectMessage);
  const rate = useSelector(actor, selectRatePerSms);
  const cost = useMemo(
    () => recipientMessage(message, recipient, shared, rate),
    [message, recipient, shared, rate],
  );
  return `${recipient.name}'s message: ${plural(cost.parts, 'SMS', 'SMS')} (${cost.encoding}) · ${formatCedis(cost.cost, 4)}`;
}
