import { Alert, Box, chakra, Link, Progress, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { Download, FileUp } from 'lucide-react';
import {
  selectImportFailure,
  selectImportFileName,
  selectImportPlan,
  selectImportProgress,
  type ContactImportActorRef,
} from '@machines/contact-import.machine';
import { CONTACTS_TEMPLATE_CSV, CONTACTS_TEMPLATE_FILE_NAME } from '@/domain/import/template';
import { plural } from './plural';

/** The import dialog's steps around the mapping: choosing a file, reading it, importing, failing. */

type Props = { actor: ContactImportActorRef };

const ACCEPT = '.csv,.tsv,.txt,.vcf,.xlsx,text/csv,text/tab-separated-values,text/plain,text/vcard';

/** The file input, which also takes a file dropped on it, and the template. */
export function ChooseFile({ actor }: Props) {
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const choose = (file: File | undefined) => {
    if (file) actor.send({ type: 'import.file.choose', file });
  };
  useEffect(() => input.current?.focus(), []);
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };
  return (
    <Stack gap="3">
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={dragging ? 'brand.solid' : 'border'}
        bg={dragging ? 'brand.subtle' : 'bg.subtle'}
        borderRadius="l3"
        p="6"
        textAlign="center"
      >
        <Stack align="center" gap="3">
          <FileUp aria-hidden size={28} />
          <chakra.label htmlFor={id} fontWeight="medium">
            Contacts file
          </chakra.label>
          <input
            ref={input}
            id={id}
            type="file"
            accept={ACCEPT}
            aria-describedby={`${id}-help`}
            onChange={(event) => {
              const picked = event.currentTarget.files?.[0];
              event.currentTarget.value = '';
              choose(picked);
            }}
          />
          <Text id={`${id}-help`} fontSize="sm" color="fg.muted">
            Or drop the file here. Up to 50,000 rows; only Ghana mobile numbers are imported.
          </Text>
        </Stack>
      </Box>
      <Text fontSize="sm">
        Starting a new list?{' '}
        <Link
          href={`data:text/csv;charset=utf-8,${encodeURIComponent(CONTACTS_TEMPLATE_CSV)}`}
          download={CONTACTS_TEMPLATE_FILE_NAME}
          colorPalette="brand"
          textDecoration="underline"
        >
          <Download aria-hidden size={14} />
          Download a template
        </Link>{' '}
        (CSV: Name, Phone, Group).
      </Text>
    </Stack>
  );
}

export function Reading({ actor }: Props) {
  const fileName = useSelector(actor, selectImportFileName);
  const progress = useSelector(actor, selectImportProgress);
  return (
    <Progress.Root value={progress > 0 ? progress : null} colorPalette="brand">
      <Progress.Label mb="2">Reading {fileName}…</Progress.Label>
      <Progress.Track>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}

export function Failed({ actor }: Props) {
  const failure = useSelector(actor, selectImportFailure);
  const fileName = useSelector(actor, selectImportFileName);
  return (
    <Stack gap="4">
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            {fileName ? `${fileName} was not imported` : 'Nothing was imported'}
          </Alert.Title>
          <Alert.Description>{failure} Your contacts are unchanged.</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <ChooseFile actor={actor} />
    </Stack>
  );
}

export function Importing({ actor }: Props) {
  const ready = useSelector(actor, selectImportPlan)?.summary.ready ?? 0;
  return (
    <Progress.Root value={null} colorPalette="brand">
      <Progress.Label mb="2">Importing {plural(ready, 'contact')}…</Progress.Label>
      <Progress.Track>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}
