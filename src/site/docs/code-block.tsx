import { Box, Button, Flex, Icon, Text } from '@chakra-ui/react';
import { useEffect, useId, useState } from 'react';
import { Check, Copy } from 'lucide-react';

type CopyState = 'idle' | 'copied' | 'failed';

/** Writes to the clipboard; false when the browser refuses (no permission, no API). */
async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

interface CodeBlockProps {
  /** What the code is, for the copy button and the announcement: "curl example". */
  label: string;
  /** Shown above the code: "curl", "JavaScript", "JSON". */
  language: string;
  code: string;
  /** Marks a plausible response shape as an example, not a contract. */
  example?: boolean;
  copyable?: boolean;
}

/**
 * A code sample with a Copy button. The confirmation is spoken through a live region and
 * shown beside the button; if the clipboard is refused, it says how to copy by hand. The
 * confirmation is a moment of feedback that nothing else reads, so it is this view's state.
 */
export function CodeBlock({
  label,
  language,
  code,
  example = false,
  copyable = true,
}: CodeBlockProps) {
  const [state, setState] = useState<CopyState>('idle');
  const statusId = useId();

  useEffect(() => {
    if (state !== 'copied') return;
    const timer = window.setTimeout(() => setState('idle'), 3000);
    return () => window.clearTimeout(timer);
  }, [state]);

  return (
    <Box
      as="figure"
      m="0"
      borderRadius="l3"
      overflow="hidden"
      borderWidth="1px"
      borderColor="gray.700"
      bg="gray.950"
      color="gray.100"
    >
      <Flex
        as="figcaption"
        align="center"
        justify="space-between"
        gap="3"
        px="4"
        py="2"
        bg="gray.900"
        borderBottomWidth="1px"
        borderColor="gray.700"
        flexWrap="wrap"
      >
        <Flex gap="2" align="center">
          <Text fontSize="sm" fontWeight="semibold" color="gray.100">
            {language}
          </Text>
          {example && (
            <Text
              as="span"
              fontSize="xs"
              fontWeight="semibold"
              textTransform="uppercase"
              letterSpacing="wider"
              px="2"
              py="0.5"
              borderRadius="l1"
              bg="gold.300"
              color="gray.950"
            >
              Example
            </Text>
          )}
        </Flex>
        {copyable && (
          <Flex align="center" gap="3">
            <Text
              id={statusId}
              role="status"
              fontSize="sm"
              color={state === 'failed' ? 'gold.200' : 'gray.200'}
            >
              {state === 'copied' && 'Copied to the clipboard.'}
              {state === 'failed' && 'Copy is blocked here: select the code and press Ctrl+C.'}
            </Text>
            <Button
              size="sm"
              variant="outline"
              color="gray.100"
              borderColor="gray.500"
              _hover={{ bg: 'gray.800' }}
              aria-label={`Copy the ${label}`}
              onClick={async () => setState((await copyText(code)) ? 'copied' : 'failed')}
            >
              <Icon as={state === 'copied' ? Check : Copy} aria-hidden="true" />
              {state === 'copied' ? 'Copied' : 'Copy'}
            </Button>
          </Flex>
        )}
      </Flex>
      <Box
        as="pre"
        m="0"
        p="4"
        overflowX="auto"
        fontSize="sm"
        lineHeight="1.7"
        fontFamily="mono"
        // Focusable, so a keyboard can scroll long lines; named, so a screen reader says what it is.
        tabIndex={0}
        role="group"
        aria-label={`${label}${example ? ' (example)' : ''}`}
      >
        <code>{code}</code>
      </Box>
    </Box>
  );
}
