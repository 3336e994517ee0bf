import { Alert, Box, Button, Code, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import {
  selectAccount,
  selectMessage,
  selectMessageType,
  selectNeedsOptOutLine,
  type ComposerActorRef,
} from '@machines/composer.machine';
import { checkContent } from '@/domain/content-check';

/**
 * What the networks or the law would object to in the message, each with the text it concerns:
 * blocked words, shortened links, characters that force UCS-2, a missing opt-out line,
 * unresolved tags. Warnings, not refusals: the person decides. Always in the page, hidden while
 * there is nothing to say, so the first warning inserts no style rules while typing.
 */
export function ContentChecks({ actor }: { actor: ComposerActorRef }) {
  const message = useSelector(actor, selectMessage);
  const messageType = useSelector(actor, selectMessageType);
  const { optOutLine } = useSelector(actor, selectAccount);
  const canAddOptOutLine = useSelector(actor, selectNeedsOptOutLine);
  const warnings = useMemo(
    () => checkContent(message, { messageType, optOutLine }),
    [message, messageType, optOutLine],
  );
  const empty = warnings.length === 0;
  // Most keystrokes leave the warnings as they were: the list renders again only when they change.
  const signature = warnings
    .map((warning) => `${warning.kind}\u0000${warning.text}`)
    .join('\u0001');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the signature stands for the warnings
  return useMemo(() => render(), [signature, canAddOptOutLine, actor]);

  function render() {
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
            {/* Always in the page, like the alert: the first promotional message inserts no style rules. */}
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
}
