import { Box, Spinner, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { ErrorBoundary } from '@/ui/error-boundary';
import { lazyWithReload } from '@/ui/lazy';

/** The panel's code, fetched the first time it is opened: nothing of it is in a page's first load. */
const StatechartsPanel = lazyWithReload(
  'statecharts-panel',
  () => import('@/statecharts/statecharts-panel'),
);

function Loading() {
  return (
    <Box
      position="fixed"
      insetEnd="4"
      bottom="4"
      zIndex="modal"
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="l2"
      boxShadow="md"
      px="4"
      py="3"
      role="status"
      display="flex"
      alignItems="center"
      gap="2"
    >
      <Spinner size="sm" />
      <Text textStyle="sm">Loading the statecharts…</Text>
    </Box>
  );
}

/** The statecharts panel over the running app, once a person has asked for it. */
export function StatechartsPanelHost({ onClose }: { onClose: () => void }) {
  return (
    <ErrorBoundary scope="the statecharts panel" compact>
      <Suspense fallback={<Loading />}>
        <StatechartsPanel onClose={onClose} />
      </Suspense>
    </ErrorBoundary>
  );
}
