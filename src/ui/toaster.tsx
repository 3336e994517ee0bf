import { Toaster as ChakraToaster, Portal, Stack, Toast, createToaster } from '@chakra-ui/react';
import type { Toast as MachineToast } from '@machines/toast';
import { ChakraScope } from './chakra';

export const toaster = createToaster({ placement: 'bottom-end', pauseOnPageIdle: true, max: 4 });

/** Shows a toast that a machine emitted; its action (Undo) goes back to that machine. */
export function showToast(toast: MachineToast, sendAction?: (event: { type: string }) => void) {
  const { action } = toast;
  toaster.create({
    type: toast.status,
    title: toast.title,
    description: toast.description,
    closable: true,
    duration: toast.status === 'error' ? 8000 : 5000,
    ...(action && sendAction
      ? { action: { label: action.label, onClick: () => sendAction(action.event) } }
      : {}),
  });
}

export default function Toaster() {
  return (
    <ChakraScope>
      <Portal>
        <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
          {(toast) => (
            <Toast.Root width={{ md: 'sm' }}>
              <Toast.Indicator />
              <Stack gap="1" flex="1" maxWidth="100%">
                {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
                {toast.description && (
                  // Full opacity: the recipe dims it, which drops white on the error red below 4.5:1.
                  <Toast.Description opacity="1">{toast.description}</Toast.Description>
                )}
              </Stack>
              {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
              {toast.closable && <Toast.CloseTrigger aria-label="Dismiss notification" />}
            </Toast.Root>
          )}
        </ChakraToaster>
      </Portal>
    </ChakraScope>
  );
}
