import { Badge, Box, Heading, Stack, Text } from '@chakra-ui/react';
import { config } from '@/state/config';
import { formatCedis, type Plan } from '@/domain/plans';
import { CheckList } from '../shared/check-list';
import { ExternalButton } from '../shared/external-button';
import { formatNumber } from '@/domain/numbers';

/** One SMS bundle: name, price, SMS and rate, what it includes, and Get Started. */
export function PlanCard({
  plan,
  headingLevel = 'h3',
}: {
  plan: Plan;
  headingLevel?: 'h2' | 'h3';
}) {
  const headingId = `plan-${plan.id}`;
  return (
    <Box
      as="article"
      aria-labelledby={headingId}
      position="relative"
      display="flex"
      flexDirection="column"
      gap="5"
      p={{ base: 5, md: 6 }}
      pt={{ base: 7, md: 8 }}
      bg="bg.panel"
      borderWidth={plan.popular ? '2px' : '1px'}
      borderColor={plan.popular ? 'gold.solid' : 'border'}
      borderRadius="l3"
      boxShadow={plan.popular ? 'md' : 'xs'}
    >
      {plan.popular && (
        <Badge
          colorPalette="gold"
          variant="solid"
          size="md"
          position="absolute"
          top="0"
          left="50%"
          transform="translate(-50%, -50%)"
          whiteSpace="nowrap"
        >
          Most popular
        </Badge>
      )}
      <Stack gap="2">
        <Heading as={headingLevel} id={headingId} size="md" letterSpacing="wider" color="brand.fg">
          {plan.name}
        </Heading>
        <Text color="fg.muted" fontSize="sm" minH={{ md: '10' }}>
          {plan.description}
        </Text>
      </Stack>
      <Box>
        <Text fontSize="4xl" fontWeight="bold" lineHeight="1" letterSpacing="tight">
          {formatCedis(plan.price)}
        </Text>
        <Text color="fg.muted" fontSize="sm" mt="2">
          {formatNumber(plan.sms)} SMS · {plan.period}
        </Text>
      </Box>
      <Box flex="1">
        <CheckList items={plan.features} />
      </Box>
      <ExternalButton
        href={config.appUrl}
        colorPalette={plan.popular ? 'gold' : 'brand'}
        variant={plan.popular ? 'solid' : 'outline'}
        width="full"
        srDetail={`with ${plan.name}`}
      >
        Get Started
      </ExternalButton>
    </Box>
  );
}
