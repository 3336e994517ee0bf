import {
  Alert,
  Box,
  Button,
  Card,
  Field,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Wrap,
} from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { CalendarClock, Check, Send, TriangleExclamationPoint } from 'lucide-react';
import {
  selectAudience,
  selectCanMakeGsmSafe,
  selectGroup,
  selectIsOutsideBusinessHours,
  selectMessage,
  selectMessageCutFrom,
  selectName,
  selectScheduleDate,
  selectScheduleTime,
  selectTemplateId,
  type ComposerActorRef,
} from '@machines/composer.machine';
import { audienceCounts, groupOptionLabel } from '@/domain/audience';
import { CONTACT_GROUPS, isContactGroupId } from '@/domain/groups';
import { formatTime12h } from '@/domain/schedule';
import {
  CARRIER_LIMITS,
  describeCharacter,
  MAX_MESSAGE_LENGTH,
  MAX_SMS_PER_MESSAGE,
  MESSAGE_INPUT_CAP,
  messageStats,
  SMS_LENGTH,
  type MessageStats,
} from '@/domain/sms';
import { formatNumber } from '@/domain/numbers';
import { PERSONALIZATION_TAGS, templatePreview, TEMPLATES } from '@/domain/templates';

import { MessageTypeField, SenderField } from './campaign-options';
import { ContentChecks } from './content-checks';
import { QuietHoursNotes, ZoneNote } from './quiet-hours-notes';

type CardProps = { actor: ComposerActorRef };

// Written out: `toLocaleString` asks the browser for the locale's data on every call, and the
// counts are written on every keystroke.
const count = (value: number) => formatNumber(value);
const plural = (value: number, word: string) => `${count(value)} ${word}${value === 1 ? '' : 's'}`;

function CardHeading({ title, description }: { title: string; description: string }) {
  return (
    <Card.Header>
      <Card.Title as="h3" fontSize="lg">
        {title}
      </Card.Title>
      <Card.Description>{description}</Card.Description>
    </Card.Header>
  );
}

export function CampaignDetailsCard({ actor }: CardProps) {
  const name = useSelector(actor, selectName);
  const group = useSelector(actor, selectGroup);
  const audience = useSelector(actor, selectAudience);
  const counts = useMemo(() => audienceCounts(audience), [audience]);
  return (
    <Card.Root>
      <CardHeading
        title="Campaign Details"
        description="Name the campaign and choose who gets it."
      />
      <Card.Body>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Field.Root>
            <Field.Label>Campaign Name</Field.Label>
            <Input
              value={name}
              placeholder="e.g. December flu-season reminder"
              autoComplete="off"
              onChange={(event) =>
                actor.send({ type: 'composer.name.change', value: event.target.value })
              }
            />
          </Field.Root>
          <Field.Root required>
            <Field.Label>
              Contact Group
              <Field.RequiredIndicator />
            </Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                placeholder="Select a contact group"
                value={group ?? ''}
                onChange={(event) => {
                  const { value } = event.target;
                  actor.send({
                    type: 'composer.group.change',
                    group: isContactGroupId(value) ? value : null,
                  });
                }}
              >
                {CONTACT_GROUPS.map((option) => (
                  <option key={option.id} value={option.id}>
                    {groupOptionLabel(option.id, counts)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.HelperText>Opted-out contacts are never sent to.</Field.HelperText>
          </Field.Root>
          <SenderField actor={actor} />
          <MessageTypeField actor={actor} />
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}

export function TemplatesCard({ actor }: CardProps) {
  const selected = useSelector(actor, selectTemplateId);
  return (
    <Card.Root>
      <CardHeading
        title="Message Templates"
        description="Start from a template, then make it yours."
      />
      <Card.Body>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          {TEMPLATES.map((template) => {
            const isSelected = template.id === selected;
            return (
              <Button
                key={template.id}
                variant={isSelected ? 'subtle' : 'outline'}
                colorPalette={isSelected ? 'brand' : 'gray'}
                aria-pressed={isSelected}
                h="auto"
                py="3"
                px="4"
                justifyContent="flex-start"
                textAlign="start"
                whiteSpace="normal"
                borderColor={isSelected ? 'colorPalette.solid' : undefined}
                onClick={() =>
                  actor.send({ type: 'composer.template.select', templateId: template.id })
                }
              >
                <Stack gap="1" align="flex-start" w="full">
                  <HStack gap="2" fontWeight="semibold">
                    {template.name}
                    {isSelected && <Check aria-hidden />}
                  </HStack>
                  <Text fontSize="sm" fontWeight="normal" color={isSelected ? 'fg' : 'fg.muted'}>
                    {templatePreview(template)}
                  </Text>
                </Stack>
              </Button>
            );
          })}
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * What carriers will make of the message, when that differs from the spec's count. The note is
 * always in the page, hidden while there is nothing to say, so its styles are there before the
 * first message: typing or pasting that inserts no style rules, each of which would make the
 * browser restyle the whole dashboard.
 */
function CarrierNote({ stats, actor }: { stats: MessageStats; actor: ComposerActorRef }) {
  const canMakeGsmSafe = useSelector(actor, selectCanMakeGsmSafe);
  const { carrier, showCarrierNote } = stats;
  const limits = CARRIER_LIMITS[carrier.encoding];
  const text = !showCarrierNote
    ? ''
    : carrier.encoding === 'UCS-2'
      ? `Carriers will send this as Unicode (UCS-2) in ${plural(carrier.parts, 'part')}: ${limits.single} characters fit in one SMS, ${limits.perPart} per part once split. Unicode because of: ${carrier.unicodeCharacters.map(describeCharacter).join(', ')}`
      : `Carriers will bill this as ${plural(carrier.parts, 'GSM-7 part')}: split messages carry ${limits.perPart} characters each, and ^ { } \\ [ ~ ] | € take two.`;
  return (
    <Alert.Root status="info" variant="subtle" size="sm" role="status" hidden={!showCarrierNote}>
      <Alert.Indicator />
      <Stack gap="2" flex="1">
        <Alert.Description>{text}</Alert.Description>
        {showCarrierNote && canMakeGsmSafe && (
          <Box>
            <Button
              size="xs"
              variant="outline"
              onClick={() => actor.send({ type: 'composer.message.makeGsmSafe' })}
            >
              Replace with GSM-safe characters
            </Button>
          </Box>
        )}
      </Stack>
    </Alert.Root>
  );
}

export function MessageCard({ actor }: CardProps) {
  const message = useSelector(actor, selectMessage);
  // Counted once per message, not on every snapshot the composer sends.
  const stats = useMemo(() => messageStats(message), [message]);
  const cutFrom = useSelector(actor, selectMessageCutFrom);
  return (
    <Card.Root>
      <CardHeading
        title="Compose Message"
        description="Write the SMS. Tags are filled in for each contact."
      />
      <Card.Body>
        <Stack gap="4">
          <Field.Root invalid={stats.tooLong}>
            <Field.Label>Message</Field.Label>
            <Textarea
              rows={6}
              value={message}
              placeholder="Type your message here..."
              onChange={(event) =>
                actor.send({ type: 'composer.message.change', value: event.target.value })
              }
            />
            <Field.HelperText display="flex" flexWrap="wrap" columnGap="4" rowGap="1" w="full">
              <span data-testid="character-count">{plural(stats.characters, 'character')}</span>
              <span data-testid="sms-count">{count(stats.sms)} SMS</span>
              {stats.remaining !== null && (
                <span data-testid="characters-remaining">
                  {plural(stats.remaining, 'character')} remaining
                </span>
              )}
              <Box as="span" flexBasis="100%">
                Standard SMS limit: {SMS_LENGTH} characters per SMS. Longer messages are sent as
                several SMS, up to {MAX_SMS_PER_MESSAGE} ({count(MAX_MESSAGE_LENGTH)} characters).
              </Box>
            </Field.HelperText>
            <Field.ErrorText>
              Too long to send: {count(stats.characters)} characters is over the{' '}
              {count(MAX_MESSAGE_LENGTH)}-character ({MAX_SMS_PER_MESSAGE} SMS) limit. Remove{' '}
              {plural(stats.overLimitBy, 'character')}.
            </Field.ErrorText>
          </Field.Root>

          {cutFrom !== null && (
            <Alert.Root status="warning" size="sm">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>
                  Only the first {count(MESSAGE_INPUT_CAP)} characters were kept
                </Alert.Title>
                <Alert.Description>
                  The text was {count(cutFrom)} characters long. An SMS campaign can be at most{' '}
                  {count(MAX_MESSAGE_LENGTH)} characters ({MAX_SMS_PER_MESSAGE} SMS).
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}

          <CarrierNote stats={stats} actor={actor} />

          <ContentChecks actor={actor} />

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
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

export function SendOptionsCard({ actor }: CardProps) {
  const date = useSelector(actor, selectScheduleDate);
  const time = useSelector(actor, selectScheduleTime);
  const outsideHours = useSelector(actor, selectIsOutsideBusinessHours);
  return (
    <Card.Root>
      <CardHeading
        title="Send Options"
        description="Send straight away, or pick a date and time to schedule."
      />
      <Card.Body>
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <Field.Root>
              <Field.Label>Schedule Date</Field.Label>
              <Input
                type="date"
                value={date}
                onChange={(event) =>
                  actor.send({ type: 'composer.date.change', value: event.target.value })
                }
              />
            </Field.Root>
            <Field.Root>
              <Field.Label>Schedule Time</Field.Label>
              <Input
                type="time"
                value={time}
                onChange={(event) =>
                  actor.send({ type: 'composer.time.change', value: event.target.value })
                }
              />
              <Field.HelperText>Best between 9 AM and 6 PM.</Field.HelperText>
            </Field.Root>
          </SimpleGrid>
          <ZoneNote actor={actor} />
          <Box aria-live="polite">
            {outsideHours && (
              <HStack gap="2" align="flex-start" color="fg.warning" fontSize="sm">
                <Box as="span" mt="0.5" aria-hidden>
                  <TriangleExclamationPoint size="1em" />
                </Box>
                <Text>
                  {formatTime12h(time)} is outside 9 AM to 6 PM. People may ignore or resent
                  messages at that hour; you can still schedule it.
                </Text>
              </HStack>
            )}
          </Box>
          <QuietHoursNotes actor={actor} />
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
            <Button
              colorPalette="brand"
              onClick={() => actor.send({ type: 'composer.send', now: Date.now() })}
            >
              <Send aria-hidden />
              Send Now
            </Button>
            <Button
              variant="outline"
              onClick={() => actor.send({ type: 'composer.schedule', now: Date.now() })}
            >
              <CalendarClock aria-hidden />
              Schedule Send
            </Button>
          </Stack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
