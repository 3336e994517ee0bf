import { Box, Heading, HStack, IconButton, Text } from '@chakra-ui/react';
import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useAppControl } from '@/state/app-control';
import { ChakraScope } from '@/ui/chakra';
import { PageLink } from '@/ui/page-link';
import { StatechartsView } from './statecharts-view';

/**
 * The statecharts beside the running dashboard: a panel that does not hold the page (a
 * complementary region, not a dialog), so a person clicks through the app on the left and
 * watches its states light up on the right. Escape or its close button closes it.
 */
export default function StatechartsPanel({ onClose }: { onClose: () => void }) {
  const control = useAppControl();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <ChakraScope>
      <Box
        as="aside"
        aria-labelledby="statecharts-panel-title"
        position="fixed"
        insetY="0"
        insetEnd="0"
        zIndex="overlay"
        w={{ base: '100%', md: 'min(46rem, 52vw)' }}
        bg="bg.panel"
        borderStartWidth="1px"
        borderColor="border"
        boxShadow="xl"
        overflowY="auto"
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose();
        }}
      >
        <HStack
          justify="space-between"
          position="sticky"
          top="0"
          zIndex="1"
          bg="bg.panel"
          borderBottomWidth="1px"
          borderColor="border"
          px="5"
          py="3"
        >
          <Heading
            as="h2"
            id="statecharts-panel-title"
            size="lg"
            ref={headingRef}
            tabIndex={-1}
            outline="none"
          >
            Statecharts
          </Heading>
          <IconButton aria-label="Close statecharts" variant="ghost" size="sm" onClick={onClose}>
            <X aria-hidden="true" />
          </IconButton>
        </HStack>
        <Box px="5" py="4">
          <Text textStyle="sm" color="fg.muted" mb="4">
            The running app, drawn from its machines.{' '}
            <PageLink to="statecharts" textDecoration="underline" onNavigate={onClose}>
              Open the full page
            </PageLink>
            .
          </Text>
          {control && <StatechartsView control={control} compact headingLevel="h3" />}
        </Box>
      </Box>
    </ChakraScope>
  );
}
