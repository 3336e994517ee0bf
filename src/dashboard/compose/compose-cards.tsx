import {
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
} from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { CalendarClock, Check, Send, TriangleExclamationPoint } from 'lucide-react';
import {
  selectAudience,
  selectGroup,
  selectIsOutsideBusinessHours,
  selectName,
  selectScheduleDate,
  selectScheduleTime,
  selectTemplateId,
  type ComposerActorRef,
} from '@machines/composer.machine';
import { audienceCounts, groupOptionLabel } from '@/domain/audience';
import { CONTACT_GROUPS, isContactGroupId } from '@/domain/groups';
import { formatTime12h } from '@/domain/schedule';
import { formatNumber } from '@/domain/numbers';
import { templatePreview, TEMPLATES } from '@/domain/templates';

import { MessageTypeField, SenderField } from './campaign-options';
import { QuietHoursNotes, ZoneNote } from './quiet-hours-notes';

export type CardProps = { actor: ComposerActorRef };

// Written out: `toLocaleString` asks the browser for the locale's data on every call, and the
// counts are written on every keystroke.
export const count = (value: number) => formatNumber(value);
export const plural = (value: number, word: string) =>
  `${count(value)} ${word}${value === 1 ? '' : 's'}`;

export function CardHeading({ title, description }: { title: string; description: string }) {
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
