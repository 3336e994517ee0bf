import { Box, Button, Field, Flex, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import {
  describeQuote,
  MAX_CALCULATOR_SMS,
  quoteForInput,
  type CalculatorResult,
  type Quote,
} from '@/domain/plan-calculator';
import { EXTRA_CREDIT_PRICE, formatCedis } from '@/domain/plans';
import { PageLink } from '@/ui/links';
import { formatNumber } from '@/domain/numbers';

const EXAMPLES = [300, 1000, 5000, 20000];
const count = (n: number) => formatNumber(n);

function QuoteBreakdown({ quote }: { quote: Quote }) {
  return (
    <Stack gap="4">
      <Box as="ul" listStyleType="none" m="0" p="0" display="grid" gap="2">
        {quote.bundles.map(({ plan, count: bundles }) => (
          <Flex as="li" key={plan.id} justify="space-between" align="baseline" gap="4">
            <Text>
              {bundles} × {plan.name}{' '}
              <Text as="span" color="fg.muted" whiteSpace="nowrap">
                ({count(plan.sms)} SMS at {formatCedis(plan.price)})
              </Text>
            </Text>
            <Text fontWeight="semibold" whiteSpace="nowrap">
              {formatCedis(plan.price * bundles)}
            </Text>
          </Flex>
        ))}
        {quote.extraCredits > 0 && (
          <Flex as="li" justify="space-between" align="baseline" gap="4">
            <Text>
              {count(quote.extraCredits)} extra credit{quote.extraCredits === 1 ? '' : 's'}{' '}
              <Text as="span" color="fg.muted">
                (at {formatCedis(EXTRA_CREDIT_PRICE)} each)
              </Text>
            </Text>
            <Text fontWeight="semibold" whiteSpace="nowrap">
              {formatCedis(quote.extraCredits * EXTRA_CREDIT_PRICE)}
            </Text>
          </Flex>
        )}
      </Box>
      <Box borderTopWidth="1px" borderColor="border" pt="3">
        <Text color="fg.muted" fontSize="sm">
          {count(quote.credits)} SMS credited
          {quote.spare > 0
            ? `, ${count(quote.spare)} to spare for later: credits never expire`
            : ''}
          . That is {formatCedis(quote.costPerSms, 4)} per SMS you need.
        </Text>
      </Box>
    </Stack>
  );
}

function summary(result: CalculatorResult): string {
  switch (result.kind) {
    case 'quote':
      return `${count(result.sms)} SMS: ${describeQuote(result)}, ${formatCedis(result.total)}.`;
    case 'empty':
      return 'Type a number of SMS to see the cheapest way to buy them.';
    case 'invalid':
      return result.message;
    case 'tooMany':
      return `For more than ${count(result.max)} SMS we quote a custom rate.`;
  }
}

/**
 * "How much for 5,000 SMS?": the visitor types a number and sees the cheapest mix of bundles
 * and extra credits. The typed text is the calculator's only state and nothing else reads it,
 * so it lives in this view; the quote is derived from it by the domain on every render.
 */
export function PlanCalculator() {
  const [text, setText] = useState('');
  const deferred = useDeferredValue(text);
  const result = useMemo(() => quoteForInput(deferred), [deferred]);
  const inputId = useId();
  const summaryId = useId();
  const invalid = result.kind === 'invalid';

  return (
    <Box
      borderWidth="1px"
      borderColor="border"
      borderRadius="l3"
      bg="bg.panel"
      p={{ base: 5, md: 8 }}
      display="grid"
      gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }}
      gap={{ base: 6, md: 10 }}
    >
      <Stack gap="4">
        <Field.Root invalid={invalid} id={inputId} ids={{ helperText: `${inputId}-help` }}>
          <Field.Label fontSize="md">How many SMS do you need?</Field.Label>
          <Input
            size="lg"
            inputMode="numeric"
            autoComplete="off"
            placeholder="e.g. 2500"
            value={text}
            maxLength={12}
            onChange={(event) => setText(event.target.value)}
            aria-describedby={`${inputId}-help ${summaryId}`}
          />
          <Field.HelperText>
            Whole SMS, up to {count(MAX_CALCULATOR_SMS)}. A 200-character message to 1,000 people is
            2,000 SMS.
          </Field.HelperText>
        </Field.Root>
        <Stack gap="2">
          <Text fontSize="sm" color="fg.muted" id={`${inputId}-examples`}>
            Try an example:
          </Text>
          <HStack gap="2" flexWrap="wrap" role="group" aria-labelledby={`${inputId}-examples`}>
            {EXAMPLES.map((example) => (
              <Button
                key={example}
                size="sm"
                variant="outline"
                onClick={() => setText(String(example))}
                aria-label={`${count(example)} SMS`}
              >
                {count(example)}
              </Button>
            ))}
          </HStack>
        </Stack>
      </Stack>

      <Stack gap="4" aria-labelledby={`${summaryId}-title`} as="section">
        <Heading as="h3" size="md" id={`${summaryId}-title`}>
          Cheapest way to buy them
        </Heading>
        <Text
          id={summaryId}
          aria-live="polite"
          aria-atomic="true"
          color={invalid ? 'fg.error' : 'fg'}
          fontSize={result.kind === 'quote' ? 'lg' : 'md'}
        >
          {summary(result)}
        </Text>
        {result.kind === 'quote' && (
          <>
            <Text
              fontSize="4xl"
              fontWeight="bold"
              lineHeight="1"
              color="brand.fg"
              aria-hidden="true"
            >
              {formatCedis(result.total)}
            </Text>
            <QuoteBreakdown quote={result} />
          </>
        )}
        {result.kind === 'tooMany' && (
          <Text>
            <PageLink to="contact" color="brand.fg" fontWeight="semibold">
              Talk to our sales team
            </PageLink>{' '}
            about a volume rate for your business.
          </Text>
        )}
      </Stack>
    </Box>
  );
}
