import { Field, NativeSelect } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import {
  selectAccount,
  selectMessageType,
  selectSenderName,
  type ComposerActorRef,
} from '@machines/composer.machine';
import type { MessageType } from '@/domain/content-check';
import { NETWORKS } from '@/domain/networks';
import { approvedNetworks, canSendWith, type SenderId } from '@/domain/sender-ids';

type Props = { actor: ComposerActorRef };

/** "KPL Deals (not on AirtelTigo)": where a sender ID can reach, read from its option. */
export function senderOptionLabel(sender: SenderId): string {
  const approved = approvedNetworks(sender);
  if (approved.length === NETWORKS.length) return sender.name;
  if (approved.length === 0) {
    const pending = NETWORKS.every((network) => sender.statuses[network].state === 'pending');
    return `${sender.name} (${pending ? 'in review' : 'not approved'} on every network)`;
  }
  const missing = NETWORKS.filter((network) => !approved.includes(network));
  return `${sender.name} (not on ${missing.join(' or ')})`;
}

/** The sender ID the messages show; one that no network approved cannot be picked. */
export function SenderField({ actor }: Props) {
  const account = useSelector(actor, selectAccount);
  const sender = useSelector(actor, selectSenderName);
  return (
    <Field.Root>
      <Field.Label>Sender ID</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          value={sender ?? ''}
          onChange={(event) =>
            actor.send({ type: 'composer.sender.change', senderId: event.currentTarget.value })
          }
        >
          {account.senderIds.map((option) => (
            <option key={option.name} value={option.name} disabled={!canSendWith(option)}>
              {senderOptionLabel(option)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.HelperText>Request and review sender IDs in Settings, SMS tab.</Field.HelperText>
    </Field.Root>
  );
}

const MESSAGE_TYPES: readonly { value: MessageType; label: string }[] = [
  { value: 'promotional', label: 'Promotional' },
  { value: 'transactional', label: 'Transactional' },
];

const isMessageType = (value: string): value is MessageType =>
  MESSAGE_TYPES.some((type) => type.value === value);

/** Promotional (offers, news) or Transactional (receipts, reminders, delivery notices). */
export function MessageTypeField({ actor }: Props) {
  const messageType = useSelector(actor, selectMessageType);
  return (
    <Field.Root>
      <Field.Label>Message type</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          value={messageType}
          onChange={(event) => {
            const { value } = event.currentTarget;
            if (isMessageType(value))
              actor.send({ type: 'composer.type.change', messageType: value });
          }}
        >
          {MESSAGE_TYPES.map((type) => (
            <option key={type.value} value={type.value}>
              {type.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.HelperText>
        {messageType === 'promotional'
          ? 'Offers and news: must say how to opt out, and keep out of quiet hours.'
          : 'Receipts, reminders, delivery notices: no opt-out line or quiet hours needed.'}
      </Field.HelperText>
    </Field.Root>
  );
}
