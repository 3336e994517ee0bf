import { Alert, Box, Button, Card, Stack, Text, Wrap } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { memo, useId, useLayoutEffect, useRef } from 'react';
import {
  selectCanMakeGsmSafe,
  selectIsMessageTooLong,
  selectMessage,
  selectMessageCutFrom,
  selectMessageStats,
  type ComposerSnapshot,
} from '@machines/composer.machine';
import {
  CARRIER_LIMITS,
  describeCharacter,
  MAX_MESSAGE_LENGTH,
  MAX_SMS_PER_MESSAGE,
  MESSAGE_INPUT_CAP,
  SMS_LENGTH,
  type MessageStats,
} from '@/domain/sms';
import { PERSONALIZATION_TAGS } from '@/domain/templates';
import { sc } from '@/ui/static-styles';
import { CardHeading, count, plural, type CardProps } from './compose-cards';
import { ContentChecks } from './content-checks';

let counted: { message: string; stats: MessageStats } | null = null;

/**
 * The machine's `selectMessageStats`, worked out once per message however many parts of the card
 * read it: the same message is the same answer.
 */
function selectStats(snapshot: ComposerSnapshot): MessageStats {
  const message = selectMessage(snapshot);
  if (counted?.message !== message) counted = { message, stats: selectMessageStats(snapshot) };
  return counted.stats;
}

const selectIsMessageEmpty = (snapshot: ComposerSnapshot) => selectMessage(snapshot) === '';

/**
 * What carriers will make of the message, when that differs from the spec's count: '' when
 * there is nothing to say. A string, so the note renders again only when what it says changes.
 */
function selectCarrierNote(snapshot: ComposerSnapshot): string {
  const { carrier, showCarrierNote } = selectStats(snapshot);
  if (!showCarrierNote) return '';
  const limits = CARRIER_LIMITS[carrier.encoding];
  return carrier.encoding === 'UCS-2'
    ? `Carriers will send this as Unicode (UCS-2) in ${plural(carrier.parts, 'part')}: ${limits.single} characters fit in one SMS, ${limits.perPart} per part once split. Unicode because of: ${carrier.unicodeCharacters.map(describeCharacter).join(', ')}`
    : `Carriers will bill this as ${plural(carrier.parts, 'GSM-7 part')}: split messages carry ${limits.perPart} characters each, and ^ { } \\ [ ~ ] | € take two.`;
}

/**
 * The message card. The card itself reads nothing from the composer: a keystroke renders the
 * textarea and the counts, and the notes only when what they say changes.
 */
export function MessageCard({ actor }: CardProps) {
  return (
    <Card.Root>
      <CardHeading
        title="Compose Message"
        description="Write the SMS. Tags are filled in for each contact."
      />
      <Card.Body>
        <Stack gap="4">
          <MessageField actor={actor} />
          <CutWarning actor={actor} />
          <CarrierNote actor={actor} />
          <ContentChecks actor={actor} />
          <PersonalizationTags actor={actor} />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * The message field: plain elements drawn by Chakra's Field and Textarea recipes (the static
 * `field` classes), with the attributes Chakra's Field gives its parts. It reads only whether the
 * message is too long, so a keystroke renders the counts beneath the textarea, each reading what
 * it shows, and not the label, the helper text or the error. Going over the limit (a paste, most
 * often) renders these few elements and the error once: a Field would render its parts, and again
 * when it finds its error text in the page.
 */
function MessageField({ actor }: CardProps) {
  const tooLong = useSelector(actor, selectIsMessageTooLong);
  const id = useId();
  const helperId = `${id}-helper`;
  const errorId = `${id}-error`;
  return (
    <div className={sc('field')} data-invalid={tooLong ? '' : undefined}>
      <label htmlFor={id} className={sc('field-label')}>
        Message
      </label>
      <MessageInput
        actor={actor}
        id={id}
        helperId={helperId}
        errorId={tooLong ? errorId : undefined}
      />
      <div id={helperId} className={sc('field-helper', 'field-helper-row')}>
        <MessageCounts actor={actor} />
        <span>
          Standard SMS limit: {SMS_LENGTH} characters per SMS. Longer messages are sent as several
          SMS, up to {MAX_SMS_PER_MESSAGE} ({count(MAX_MESSAGE_LENGTH)} characters).
        </span>
      </div>
      {tooLong && (
        <p id={errorId} aria-live="polite" className={sc('field-error')}>
          <TooLongText actor={actor} />
        </p>
      )}
    </div>
  );
}

interface MessageInputProps extends CardProps {
  id: string;
  helperId: string;
  /** The error's id while the message is too long: the field is invalid then. */
  errorId: string | undefined;
}

/**
 * The message's textarea, with the look of Chakra's Textarea as static classes. The browser keeps
 * what is typed (an uncontrolled field) and each change goes to the machine; the field follows the
 * machine only when the machine writes the message itself (a template, a tag, GSM-safe
 * characters, a draft, a paste cut at 10,000 characters). So a keystroke renders the counts, not
 * the field: React would otherwise write the 5,000-character message back into it as its default
 * value, a change to the page that every observer of the document hears.
 */
const MessageInput = memo(function MessageInput({
  actor,
  id,
  helperId,
  errorId,
}: MessageInputProps) {
  // The placeholder is there only while the field is empty, where it shows: with one, the
  // browser restyles the field on every keystroke to keep it hidden.
  const empty = useSelector(actor, selectIsMessageEmpty);
  const ref = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    const follow = (snapshot: ComposerSnapshot) => {
      const message = selectMessage(snapshot);
      if (ref.current && ref.current.value !== message) ref.current.value = message;
    };
    follow(actor.getSnapshot());
    return actor.subscribe(follow).unsubscribe;
  }, [actor]);
  return (
    <textarea
      ref={ref}
      id={id}
      aria-describedby={helperId}
      aria-invalid={errorId ? true : undefined}
      aria-errormessage={errorId}
      className={sc('textarea', 'textarea-md', 'textarea-outline')}
      rows={6}
      placeholder={empty ? 'Type your message here...' : undefined}
      onChange={(event) =>
        actor.send({ type: 'composer.message.change', value: event.target.value })
      }
    />
  );
});

function MessageCounts({ actor }: CardProps) {
  const stats = useSelector(actor, selectStats);
  return (
    <>
      <span data-testid="character-count">{plural(stats.characters, 'character')}</span>
      <span data-testid="sms-count">{count(stats.sms)} SMS</span>
      {stats.remaining !== null && (
        <span data-testid="characters-remaining">
          {plural(stats.remaining, 'character')} remaining
        </span>
      )}
    </>
  );
}

function TooLongText({ actor }: CardProps) {
  const stats = useSelector(actor, selectStats);
  return (
    <>
      Too long to send: {count(stats.characters)} characters is over the {count(MAX_MESSAGE_LENGTH)}
      -character ({MAX_SMS_PER_MESSAGE} SMS) limit. Remove {plural(stats.overLimitBy, 'character')}.
    </>
  );
}

/** Said when a paste was longer than a campaign can be, and only its start was kept. */
function CutWarning({ actor }: CardProps) {
  const cutFrom = useSelector(actor, selectMessageCutFrom);
  if (cutFrom === null) return null;
  return (
    <Alert.Root status="warning" size="sm">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Only the first {count(MESSAGE_INPUT_CAP)} characters were kept</Alert.Title>
        <Alert.Description>
          The text was {count(cutFrom)} characters long. An SMS campaign can be at most{' '}
          {count(MAX_MESSAGE_LENGTH)} characters ({MAX_SMS_PER_MESSAGE} SMS).
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** Whether the carrier note has something to say: the counts' answer, with no text built. */
const selectHasCarrierNote = (snapshot: ComposerSnapshot) => selectStats(snapshot).showCarrierNote;

/**
 * What carriers will make of the message. The note is always in the page, hidden while there is
 * nothing to say, so its styles are there before the first message: typing or pasting that
 * inserts no style rules, each of which would make the browser restyle the whole dashboard. The
 * alert itself renders once: showing it, or a change in what it says, renders its text.
 */
function CarrierNote({ actor }: CardProps) {
  const shown = useSelector(actor, selectHasCarrierNote);
  return (
    <div hidden={!shown}>
      <CarrierNoteAlert actor={actor} />
    </div>
  );
}

const CarrierNoteAlert = memo(function CarrierNoteAlert({ actor }: CardProps) {
  return (
    <Alert.Root status="info" variant="subtle" size="sm" role="status">
      <Alert.Indicator />
      <Stack gap="2" flex="1">
        <Alert.Description>
          <CarrierNoteText actor={actor} />
        </Alert.Description>
        <MakeGsmSafe actor={actor} />
      </Stack>
    </Alert.Root>
  );
});

function CarrierNoteText({ actor }: CardProps) {
  return useSelector(actor, selectCarrierNote);
}

const selectOffersGsmSafe = (snapshot: ComposerSnapshot) =>
  selectHasCarrierNote(snapshot) && selectCanMakeGsmSafe(snapshot);

/** "Replace with GSM-safe characters", while the note says why the message is Unicode. */
function MakeGsmSafe({ actor }: CardProps) {
  const shown = useSelector(actor, selectOffersGsmSafe);
  if (!shown) return null;
  return (
    <Box>
      <Button
        size="xs"
        variant="outline"
        onClick={() => actor.send({ type: 'composer.message.makeGsmSafe' })}
      >
        Replace with GSM-safe characters
      </Button>
    </Box>
  );
}

function PersonalizationTags({ actor }: CardProps) {
  return (
    <Box>
      <Text id="personalization-tags" fontSize="sm" fontWeight="medium" mb="2">
        Personalization tags
      </Text>
      <Wrap gap="2" role="group" aria-labelledby="personalization-tags">
        {PERSONALIZATION_TAGS.map((tag) => (
          <Button
            key={tag}
            size="xs"
            variant="outline"
            fontFamily="mono"
            onClick={() => actor.send({ type: 'composer.tag.append', tag })}
          >
            {tag}
          </Button>
        ))}
      </Wrap>
    </Box>
  );
}
