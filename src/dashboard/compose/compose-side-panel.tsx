import { Box, Card, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { CircleCheck } from 'lucide-react';
import {
  selectEstimatedCost,
  selectGroup,
  selectMessage,
  selectRatePerSms,
  selectRecipients,
  selectSmsPerMessage,
  selectTotalSms,
  type ComposerActorRef,
} from '@machines/composer.machine';
import { SAMPLE_ACCOUNT } from '@/domain/account';
import { groupById } from '@/domain/groups';
import { formatCedis } from '@/domain/plans';
import { isBlank } from '@/domain/validation';

type CardProps = { actor: ComposerActorRef };

const count = (value: number) => value.toLocaleString('en-GH');
const timeFormat = new Intl.DateTimeFormat('en-GH', { hour: 'numeric', minute: '2-digit' });

/** The wall clock for the preview's time line, refreshed every 15 seconds. */
function useNow(intervalMs = 15_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

function PanelHeading({ children }: { children: string }) {
  return (
    <Card.Header pb="2">
      <Card.Title as="h3" fontSize="lg">
        {children}
      </Card.Title>
    </Card.Header>
  );
}

/**
 * The message as a phone shows it. The bubble's look for an empty draft is a condition of one
 * class (`data-empty`), not a second class, so the first character typed inserts no style rule.
 */
export function MessagePreviewCard({ actor }: CardProps) {
  const message = useSelector(actor, selectMessage);
  const now = useNow();
  const empty = isBlank(message);
  return (
    <Card.Root>
      <PanelHeading>Message Preview</PanelHeading>
      <Card.Body>
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
            {SAMPLE_ACCOUNT.company}
          </Text>
          <Text textAlign="center" fontSize="xs" color="fg.muted" mb="3">
            Text Message · Today {timeFormat.format(now)}
          </Text>
          <Box
            tabIndex={0}
            aria-label="Message preview"
            role="region"
            data-empty={empty ? '' : undefined}
            bg="brand.solid"
            color="brand.contrast"
            _empty={{ bg: 'bg.muted', color: 'fg.muted', fontStyle: 'italic' }}
            px="3"
            py="2"
            borderRadius="2xl"
            borderBottomLeftRadius="sm"
            maxW="90%"
            maxH="64"
            overflowY="auto"
            whiteSpace="pre-wrap"
            overflowWrap="anywhere"
            fontSize="sm"
          >
            {empty ? 'Your message will appear here...' : message}
          </Box>
          <Text fontSize="xs" color="fg.muted" mt="1">
            {timeFormat.format(now)}
          </Text>
        </Box>
      </Card.Body>
    </Card.Root>
  );
}

function SummaryRow({
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
}

export function SummaryCard({ actor }: CardProps) {
  const group = useSelector(actor, selectGroup);
  const recipients = useSelector(actor, selectRecipients);
  const smsPerMessage = useSelector(actor, selectSmsPerMessage);
  const total = useSelector(actor, selectTotalSms);
  const cost = useSelector(actor, selectEstimatedCost);
  const rate = useSelector(actor, selectRatePerSms);
  return (
    <Card.Root>
      <PanelHeading>Campaign Summary</PanelHeading>
      <Card.Body pt="0">
        <Box as="dl" fontSize="sm" aria-label="Campaign summary">
          <SummaryRow term="Group">{group ? groupById(group).name : 'Not selected'}</SummaryRow>
          <SummaryRow term="Recipients">{count(recipients)}</SummaryRow>
          <SummaryRow term="SMS per message">{count(smsPerMessage)}</SummaryRow>
          <SummaryRow term="Total SMS">{count(total)}</SummaryRow>
          <SummaryRow term="Estimated cost" strong>
            {formatCedis(cost)}
          </SummaryRow>
        </Box>
        <Text fontSize="xs" color="fg.muted" mt="2">
          At {formatCedis(rate, 4)} per SMS on the {SAMPLE_ACCOUNT.plan.name} plan.
        </Text>
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
