import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { EXTRA_CREDIT_PRICE, formatCedis, PLAN_FEATURES, PLANS } from '@/domain/plans';
import { PageLink } from '@/ui/links';
import { PlanCard } from '../plans/plan-card';
import { CheckList } from '../shared/check-list';
import { PageIntro, Section } from '../shared/section';
import { PlanCalculator } from './plan-calculator';

const TERMS = [
  'Credits are non-expiring: use them this week or next year',
  `Extra credits at ${formatCedis(EXTRA_CREDIT_PRICE)} per SMS when you run low`,
  'No setup fee and no monthly charge',
  '30-day money-back guarantee',
  'Prorated plan changes when you move up',
  'One credit per 160-character SMS part, on MTN, Telecel and AT alike',
];

export default function PricingPage() {
  return (
    <>
      <PageIntro
        eyebrow="Bundles in Ghana cedis"
        title="Pricing"
        lead="Buy a bundle of SMS once and send whenever you need to. Credits never expire, and there is no setup fee or monthly charge."
      />
      <Section
        id="plans"
        title="Choose a bundle"
        lead="Every plan includes the same features; bigger bundles simply hold more SMS."
      >
        <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap={{ base: 8, md: 6 }} pt="3">
          {PLANS.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </SimpleGrid>
      </Section>
      <Section
        id="calculator"
        title="How much will your SMS cost?"
        lead="Type the number of SMS you plan to send and we work out the cheapest mix of bundles and extra credits."
        tinted
      >
        <PlanCalculator />
      </Section>
      <Section id="every-plan" title="In every plan">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="10">
          <Stack gap="3">
            <Heading as="h3" size="md">
              Features
            </Heading>
            <CheckList items={PLAN_FEATURES} size="md" />
          </Stack>
          <Stack gap="3">
            <Heading as="h3" size="md">
              Terms
            </Heading>
            <CheckList items={TERMS} size="md" />
          </Stack>
        </SimpleGrid>
        <Box mt="10" p="6" borderRadius="l3" bg="brand.subtle">
          <Text>
            Questions about billing, refunds or sender IDs? Read the{' '}
            <PageLink to="faq" color="brand.fg" fontWeight="semibold">
              frequently asked questions
            </PageLink>{' '}
            or{' '}
            <PageLink to="contact" color="brand.fg" fontWeight="semibold">
              contact our team
            </PageLink>
            .
          </Text>
        </Box>
      </Section>
    </>
  );
}
