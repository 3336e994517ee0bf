import { CloseButton, Drawer, Portal, Text } from '@chakra-ui/react';
import { useAppControl } from '@/state/app-control';
import { PageLink } from '@/ui/links';
import { StatechartsView } from './statecharts-view';

/**
 * The statecharts beside the running dashboard: a panel that does not hold the page, so a person
 * clicks through the app on the left and watches its states light up on the right.
 */
export default function StatechartsPanel({ onClose }: { onClose: () => void }) {
  const control = useAppControl();
  return (
    <Drawer.Root
      open
      onOpenChange={(change) => !change.open && onClose()}
      placement="end"
      size="lg"
      modal={false}
      closeOnInteractOutside={false}
      trapFocus={false}
      preventScroll={false}
    >
      <Portal>
        <Drawer.Positioner pointerEvents="none">
          <Drawer.Content pointerEvents="auto" boxShadow="xl" borderStartWidth="1px">
            <Drawer.Header>
              <Drawer.Title>Statecharts</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Text textStyle="sm" color="fg.muted" mb="4">
                The running app, drawn from its machines.{' '}
                <PageLink to="statecharts" textDecoration="underline" onNavigate={onClose}>
                  Open the full page
                </PageLink>
                .
              </Text>
              {control && <StatechartsView control={control} compact headingLevel="h3" />}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close statecharts" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
