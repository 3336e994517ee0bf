import { Badge, Box, Button, Field, Flex, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef } from 'react';
import { NETWORKS } from '@/domain/networks';
import {
  canSendWith,
  SENDER_ID_MAX_LENGTH,
  SENDER_STATUS_LABELS,
  senderIdLength,
  type SenderId,
  type SenderIdStatus,
} from '@/domain/sender-ids';
import { selectRequestError, selectSenderRequest, selectSettingsDraft } from '../../selectors';
import type { SettingsRef } from './setting-fields';

const PALETTE: Record<SenderIdStatus['state'], string> = {
  pending: 'orange',
  approved: 'green',
  rejected: 'red',
};

/** One sender ID: its status on each network, why a network said no, and whether it is default. */
function SenderIdRow({
  actor,
  sender,
  isDefault,
}: {
  actor: SettingsRef;
  sender: SenderId;
  isDefault: boolean;
}) {
  const rejections = NETWORKS.flatMap((network) => {
    const status = sender.statuses[network];
    return status.state === 'rejected' ? [`${network}: ${status.reason}`] : [];
  });
  return (
    <Box as="li" borderWidth="1px" borderColor="border" borderRadius="l2" p="3">
      <Flex justify="space-between" align="center" gap="2" wrap="wrap">
        <Flex align="center" gap="2">
          <Text fontWeight="semibold">{sender.name}</Text>
          {isDefault && (
            <Badge colorPalette="brand" variant="solid">
              Default
            </Badge>
          )}
        </Flex>
        {!isDefault && canSendWith(sender) && (
          <Button
            size="xs"
            variant="outline"
            aria-label={`Make ${sender.name} the default sender`}
            onClick={() => actor.send({ type: 'settings.defaultSender.select', name: sender.name })}
          >
            Make default
          </Button>
        )}
      </Flex>
      <Flex
        as="ul"
        gap="2"
        mt="2"
        wrap="wrap"
        listStyleType="none"
        aria-label={`${sender.name} by network`}
      >
        {NETWORKS.map((network) => {
          const { state } = sender.statuses[network];
          return (
            <Box as="li" key={network}>
              <Badge colorPalette={PALETTE[state]} variant="subtle" size="md">
                {network}: {SENDER_STATUS_LABELS[state]}
              </Badge>
            </Box>
          );
        })}
      </Flex>
      {rejections.map((line) => (
        <Text key={line} color="fg.error" textStyle="sm" mt="2">
          {line}
        </Text>
      ))}
      {!canSendWith(sender) && (
        <Text color="fg.muted" textStyle="sm" mt="2">
          Can be the default once a network approves it.
        </Text>
      )}
    </Box>
  );
}

/** The account's sender IDs with their approval per network, and a request for a new one. */
export function SenderIdSettings({ actor }: { actor: SettingsRef }) {
  const { senderIds, defaultSender } = useSelector(actor, selectSettingsDraft);
  const request = useSelector(actor, selectSenderRequest);
  const error = useSelector(actor, selectRequestError);
  const requestRef = useRef<HTMLInputElement>(null);
  const headingId = useId();

  useEffect(() => {
    const invalid = actor.on('settings.field.invalid', ({ field }) => {
      if (field === 'request') requestRef.current?.focus();
    });
    return () => invalid.unsubscribe();
  }, [actor]);

  return (
    <Stack gap="3">
      <Box>
        <Heading as="h3" size="sm" id={headingId}>
          Sender IDs
        </Heading>
        <Text color="fg.muted" textStyle="sm">
          Each network approves a sender ID on its own. Messages show the default one unless you
          pick another.
        </Text>
      </Box>
      <Stack as="ul" gap="2" listStyleType="none" aria-labelledby={headingId}>
        {senderIds.map((sender) => (
          <SenderIdRow
            key={sender.name}
            actor={actor}
            sender={sender}
            isDefault={sender.name === defaultSender}
          />
        ))}
      </Stack>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'settings.senderId.request' });
        }}
      >
        <Field.Root invalid={error !== null}>
          <Field.Label>Request a sender ID</Field.Label>
          <Flex gap="2" w="full">
            <Input
              ref={requestRef}
              value={request}
              maxLength={SENDER_ID_MAX_LENGTH}
              autoComplete="off"
              onChange={(event) =>
                actor.send({ type: 'settings.senderId.change', value: event.currentTarget.value })
              }
            />
            <Button type="submit" variant="outline">
              Request
            </Button>
          </Flex>
          {error !== null && <Field.ErrorText>{error}</Field.ErrorText>}
          <Field.HelperText>
            3 to {SENDER_ID_MAX_LENGTH} characters: letters, digits and spaces, at least one letter;
            no network or bank names such as MTN or MoMo · {senderIdLength(request)}/
            {SENDER_ID_MAX_LENGTH}
          </Field.HelperText>
        </Field.Root>
      </form>
    </Stack>
  );
}
