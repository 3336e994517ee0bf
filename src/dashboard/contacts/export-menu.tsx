import { Button, Group, IconButton, Menu, Portal } from '@chakra-ui/react';
import { useEffect } from 'react';
import { ChevronDown, Download } from 'lucide-react';
import type { ContactsActorRef } from '@machines/contacts.machine';
import type { ExportFormat } from '@/domain/csv';
import { notify } from '@/ui/notify';
import { useMenuFocusReturn } from '@/ui/menu-focus';
import { saveContacts } from './download';

type Props = { actor: ContactsActorRef };

const FORMAT_LABELS: Record<ExportFormat, string> = {
  csv: 'CSV (.csv)',
  xlsx: 'Excel workbook (.xlsx)',
};

/**
 * Export, as a split button: Export itself downloads a CSV (what it always did, and what this
 * app's import reads), and the arrow beside it opens a menu of both formats. The machine
 * decides whether there is anything to export; this writes the file it asks for.
 */
export function ExportMenu({ actor }: Props) {
  useEffect(() => {
    const subscription = actor.on('contacts.download', (event) => {
      // Only a workbook can fail here: its writer is a chunk fetched on demand, and it needs
      // workers the page may refuse (see download.ts).
      saveContacts(event.format, event.fileName, event.rows).catch(() =>
        notify({
          status: 'error',
          title: 'Export failed',
          description: `${event.fileName} could not be made. Try again, or export as CSV: Excel opens that too.`,
        }),
      );
    });
    return () => subscription.unsubscribe();
  }, [actor]);
  const exportAs = (format: ExportFormat) => actor.send({ type: 'contacts.export', format });
  const focusReturn = useMenuFocusReturn();
  return (
    <Group attached>
      <Button variant="outline" onClick={() => exportAs('csv')}>
        <Download aria-hidden />
        Export
      </Button>
      <Menu.Root
        lazyMount
        unmountOnExit
        positioning={{ placement: 'bottom-end' }}
        onSelect={({ value }) => exportAs(value === 'xlsx' ? 'xlsx' : 'csv')}
        onExitComplete={focusReturn.onExitComplete}
      >
        <Menu.Trigger asChild>
          <IconButton variant="outline" aria-label="Choose export format" borderStartWidth="0">
            <ChevronDown />
          </IconButton>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="52" {...focusReturn.contentProps}>
              {(Object.keys(FORMAT_LABELS) as ExportFormat[]).map((format) => (
                <Menu.Item key={format} value={format}>
                  {FORMAT_LABELS[format]}
                </Menu.Item>
              ))}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </Group>
  );
}
