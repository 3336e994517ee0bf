import { Alert, Box, Button, Code, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import {
  selectAccount,
  selectMessage,
  selectMessageType,
  selectNeedsOptOutLine,
  type ComposerActorRef,
  type ComposerSnapshot,
} from '@machines/composer.machine';
import { checkContent, type ContentWarning, type MessageType } from '@/domain/content-check';

/** The last check and what it was of: `selectWarnings` answers the same array while it holds. */
let checked: {
  message: string;
  messageType: MessageType;
  optOutLine: string;
  signature: string;
  warnings: readonly ContentWarning[];
} | null = null;

/**
 * The content check's warnings, checked once per message (or type, or opt-out line), and the same
 * array as before while they say the same: most keystrokes change no warning, and render nothing.
 */
function selectWarnings(snapshot: ComposerSnapshot): readonly ContentWarning[] {
  const message = selectMessage(snapshot);
  const messageType = selectMessageType(snapshot);
  const { optOutLine } = selectAccount(snapshot);
  if (
    checked?.message === message &&
    checked.messageType === messageType &&
    checked.optOutLine === optOutLine
  ) {
    return checked.warnings;
  }
  const warnings = checkContent(message, { messageType, optOutLine });
  const signature = warnings
    .map((warning) => `${warning.kind}\u0000${warning.text}`)
    .join('\u0001');
  const same = checked?.signature === signature;
  checked = {
    message,
    messageType,
    optOutLine,
    signature,
    warnings: same && checked ? checked.warnings : warnings,
  };
  return checked.warnings;
}

/**
 * What the networks or the law would object to in the message, each with the text it concerns:
 * blocked words, shortened links, characters that force UCS-2, a missing opt-out line,
 * unresolved tags. Warnings, not refusals: the person decides. Always in the page, hidden while
 * there is nothing to say, so the first warning inserts no style rules while typing.
 */
export function ContentChecks({ actor }: { actor: ComposerActorRef }) {
  const warnings = useSelector(actor, selectWarnings);
  const canAddOptOutLine = useSelector(actor, selectNeedsOptOutLine);
  const empty = warnings.length === 0;
  return (
    <Box role="status" aria-live="polite">
      <Alert.Root status="warning" variant="subtle" size="sm" hidden={empty}>
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Content check</Alert.Title>
          <Stack as="ul" gap="2" mt="1" listStyleType="none" aria-label="Content warnings">
            {warnings.map((warning) => (
              <Box as="li" key={`${warning.kind}:${warning.text}`}>
                <Text fontSize="sm">
                  {warning.text !== '' && (
                    <>
                      <Code colorPalette="orange" mr="1">
                        {warning.text}
                      </Code>{' '}
                    </>
                  )}
                  {warning.message}
                </Text>
              </Box>
            ))}
          </Stack>
          {/* Always in the page, like the alert: the first promotional message inserts no style
              rules. */}
          <Button
            mt="1.5"
            alignSelf="flex-start"
            size="xs"
            variant="outline"
            hidden={!canAddOptOutLine}
            onClick={() => actor.send({ type: 'composer.optOutLine.add' })}
          >
            Add opt-out line
          </Button>
        </Alert.Content>
      </Alert.Root>
    </Box>
  );
}
