import { Badge, Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { SAMPLE_ACCOUNT } from '@/domain/account';
import { formatCount } from '@/domain/dashboard-stats';
import { formatCedis } from '@/domain/plans';
import { PageLink } from '@/ui/links';
import type { SettingsRef } from './setting-fields';

/** The plan and the credit balance, with the way to the pricing page. */
export function BillingSettings({ actor }: { actor: SettingsRef }) {
  const { plan, creditBalance } = SAMPLE_ACCOUNT;
  return (
    <Stack gap="4">
      <Box borderWidth="1px" borderColor="border" borderRadius="l3" p="4">
        <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Box>
            <Text color="fg.muted" textStyle="sm">
              Current plan
            </Text>
            <Heading as="h3" size="lg">
              {plan.name}
            </Heading>
            <Text color="fg.muted" textStyle="sm">
              {formatCedis(plan.price)} for {formatCount(plan.sms)} SMS ·{' '}
              {formatCedis(plan.ratePerSms, 4)} per SMS
            </Text>
          </Box>
          {plan.popular && (
            <Badge colorPalette="gold" variant="solid">
              Most popular
            </Badge>
          )}
        </Flex>
      </Box>
      <Box borderWidth="1px" borderColor="border" borderRadius="l3" p="4">
        <Text color="fg.muted" textStyle="sm">
          Credit balance
        </Text>
        <Text fontSize="2xl" fontWeight="bold">
          {formatCount(creditBalance)} SMS
        </Text>
        <Text color="fg.muted" textStyle="sm">
          Credits never expire.
        </Text>
      </Box>
      <Text>
        Need more credits?{' '}
        <PageLink
          to="pricing"
          color="brand.fg"
          fontWeight="semibold"
          textDecoration="underline"
          onNavigate={() => actor.send({ type: 'settings.cancel' })}
        >
          See plans and pricing
        </PageLink>
      </Text>
    </Stack>
  );
}
