import { Box, Button, Heading, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Download, ExternalLink, Upload } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import type { AppControl } from '@/state/app-control';
import { downloadText } from './export';
import { readSnapshotFile, snapshotFile, snapshotFileName } from './snapshot-file';

type Notice = { tone: 'ok' | 'error'; text: string } | null;

/**
 * Save the running app to a file, load one back to see the same screen, and open the Stately
 * inspector (which needs the internet) on a person's click.
 */
export function SnapshotTools({ control }: { control: AppControl }) {
  const headingId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [inspecting, setInspecting] = useState(false);

  const save = () => {
    const now = new Date();
    downloadText(
      snapshotFileName(now),
      snapshotFile(control.actor.getPersistedSnapshot(), window.location.pathname, now),
      'application/json',
    );
    setNotice({ tone: 'ok', text: 'Saved the app’s state to a file.' });
  };

  const load = async (change: ChangeEvent<HTMLInputElement>) => {
    const file = change.target.files?.[0];
    change.target.value = '';
    if (!file) return;
    const read = readSnapshotFile(await file.text());
    if (!read.ok) {
      setNotice({ tone: 'error', text: `${file.name} was not loaded. ${read.reason}` });
      return;
    }
    try {
      await control.restore(read.file.snapshot);
      setNotice({
        tone: 'ok',
        text: `Loaded ${file.name}: the app is as it was${read.file.address ? ` at ${read.file.address}` : ''}.`,
      });
    } catch (error) {
      setNotice({
        tone: 'error',
        text: `${file.name} was not loaded, and the app is as it was. ${error instanceof Error ? error.message : String(error)}`,
      });
    }
  };

  const inspect = async () => {
    try {
      const { openStatelyInspector } = await import('./inspector');
      const observer = openStatelyInspector();
      control.inspect(observer, { restart: true });
      setInspecting(true);
      setNotice({ tone: 'ok', text: 'The Stately inspector opened in a new window.' });
    } catch (error) {
      setNotice({
        tone: 'error',
        text: `The Stately inspector did not open: ${error instanceof Error ? error.message : String(error)}. It needs the internet.`,
      });
    }
  };

  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as="h3" id={headingId} size="sm" mb="2">
        Snapshot and inspector
      </Heading>
      <Stack gap="2">
        <HStack gap="2" wrap="wrap">
          <Button size="sm" variant="outline" onClick={save}>
            <Download aria-hidden="true" />
            Save snapshot
          </Button>
          <Button size="sm" variant="outline" onClick={() => inputRef.current?.click()}>
            <Upload aria-hidden="true" />
            Load snapshot
          </Button>
          <VisuallyHidden asChild>
            <input
              ref={inputRef}
              type="file"
              accept="application/json,.json"
              aria-label="Snapshot file to load"
              tabIndex={-1}
              onChange={(change) => void load(change)}
            />
          </VisuallyHidden>
        </HStack>
        <Box>
          <Button size="sm" variant="outline" onClick={() => void inspect()} disabled={inspecting}>
            <ExternalLink aria-hidden="true" />
            Open the Stately inspector
          </Button>
          <Text textStyle="xs" color="fg.muted" mt="1">
            Opens stately.ai in a new window: it needs the internet. Everything else here works
            offline.
          </Text>
        </Box>
        <Text
          textStyle="sm"
          role={notice?.tone === 'error' ? 'alert' : 'status'}
          color={notice?.tone === 'error' ? 'fg.error' : undefined}
        >
          {notice?.text ?? ''}
        </Text>
      </Stack>
    </Box>
  );
}
