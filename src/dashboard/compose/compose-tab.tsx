import { Box, Grid, GridItem, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { ComposerActorRef } from '@machines/composer.machine';
import { useAppActor } from '@/state/app-actor-context';
import { selectComposerActor } from '@/state/selectors';
import { ErrorBoundary } from '@/ui/error-boundary';
import { CampaignDetailsCard, SendOptionsCard, TemplatesCard } from './compose-cards';
import { MessageCard } from './message-card';
import { BestPracticesCard, SummaryCard } from './compose-side-panel';
import { MessagePreviewCard } from './message-preview';

function ComposeHeader() {
  return (
    <Box mb="6">
      <Heading as="h2" size="xl">
        SMS Composer
      </Heading>
      <Text color="fg.muted">Create and send SMS campaigns to your contacts</Text>
    </Box>
  );
}

/** The shape of the composer while the demo machines are being started. */
function ComposeSkeleton() {
  return (
    <Box aria-busy="true" aria-label="Loading the composer">
      <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="6">
        <Stack gap="6">
          <Skeleton h="44" borderRadius="l3" />
          <Skeleton h="40" borderRadius="l3" />
          <Skeleton h="64" borderRadius="l3" />
        </Stack>
        <Stack gap="6">
          <Skeleton h="56" borderRadius="l3" />
          <Skeleton h="48" borderRadius="l3" />
        </Stack>
      </Grid>
    </Box>
  );
}

function Composer({ actor }: { actor: ComposerActorRef }) {
  return (
    <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap="6">
      <GridItem>
        <Stack gap="6">
          <CampaignDetailsCard actor={actor} />
          <TemplatesCard actor={actor} />
          <MessageCard actor={actor} />
          <SendOptionsCard actor={actor} />
        </Stack>
      </GridItem>
      <GridItem as="aside" aria-label="Preview and summary">
        <Stack gap="6">
          <ErrorBoundary scope="the message preview" compact>
            <MessagePreviewCard actor={actor} />
          </ErrorBoundary>
          <ErrorBoundary scope="the campaign summary" compact>
            <SummaryCard actor={actor} />
          </ErrorBoundary>
          <BestPracticesCard />
        </Stack>
      </GridItem>
    </Grid>
  );
}

/** The Compose tab: the composer machine lives in the app, so the draft survives tab switches. */
export function ComposeTab() {
  const composer = useSelector(useAppActor(), selectComposerActor);
  return (
    <Box>
      <ComposeHeader />
      {composer ? <Composer actor={composer} /> : <ComposeSkeleton />}
    </Box>
  );
}
