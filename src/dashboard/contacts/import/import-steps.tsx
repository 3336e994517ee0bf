import {
  Alert,
  Box,
  Button,
  chakra,
  Dialog,
  Field,
  HStack,
  Link,
  List,
  NativeSelect,
  Progress,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { Download, FileUp } from 'lucide-react';
import {
  selectCanConfirm,
  selectHasNoPhoneColumn,
  selectImportFailure,
  selectImportFile,
  selectImportFileName,
  selectImportMapping,
  selectImportPlan,
  selectImportProgress,
  selectImportStep,
  selectIsPlanning,
  type ContactImportActorRef,
  type PreviewRow,
} from '@machines/contact-import.machine';
import { CONTACT_LIST_GROUPS, GROUP_NAMES, isContactListGroup } from '@/domain/contacts';
import { CONTACTS_TEMPLATE_CSV, CONTACTS_TEMPLATE_FILE_NAME } from '@/domain/import/template';
import { IMPORT_FIELD_LABELS, IMPORT_FIELDS, type ImportField } from '@/domain/import/types';
import { describeSkip } from '@/domain/import/plan';
import { saveBlob } from '../download';

type Props = { actor: ContactImportActorRef };

const ACCEPT = '.csv,.tsv,.txt,.vcf,.xlsx,text/csv,text/tab-separated-values,text/plain,text/vcard';
/** Skipped rows listed in the dialog; the download has them all. */
const LISTED_SKIPS = 50;

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString('en-GB')} ${count === 1 ? one : many}`;

const isImportField = (value: string): value is ImportField =>
  (IMPORT_FIELDS as readonly string[]).includes(value);

const DELIMITER_NAMES = {
  ',': 'comma-separated',
  ';': 'semicolon-separated',
  '\t': 'tab-separated',
};

/** The file input, which also takes a file dropped on it, and the template. */
function ChooseFile({ actor }: Props) {
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

function Reading({ actor }: Props) {
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

function Failed({ actor }: Props) {
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

/** "Google Contacts CSV · UTF-8 · comma-separated · 12 rows" */
function Detected({ actor }: Props) {
  const file = useSelector(actor, selectImportFile);
  const fileName = useSelector(actor, selectImportFileName);
  if (!file) return null;
  const { meta } = file;
  const parts = [
    meta.formatLabel,
    meta.encoding,
    meta.delimiter ? DELIMITER_NAMES[meta.delimiter] : null,
    plural(file.rowCount, 'row'),
  ].filter(Boolean);
  return (
    <Box>
      <Text fontWeight="semibold">{fileName}</Text>
      <Text color="fg.muted" fontSize="sm">
        {parts.join(' · ')}
      </Text>
    </Box>
  );
}

function ColumnChoices({ actor }: Props) {
  const file = useSelector(actor, selectImportFile);
  const mapping = useSelector(actor, selectImportMapping);
  const noPhone = useSelector(actor, selectHasNoPhoneColumn);
  if (!file) return null;
  return (
    <Stack gap="3" as="section" aria-labelledby="import-columns">
      <Text id="import-columns" fontWeight="semibold">
        What each column holds
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {file.columns.map((column) => (
          <Field.Root key={column.index}>
            <Field.Label>Column: {column.header}</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={mapping.columns[column.index] ?? 'ignore'}
                onChange={(event) => {
                  const { value } = event.target;
                  if (isImportField(value)) {
                    actor.send({ type: 'import.column.change', index: column.index, field: value });
                  }
                }}
              >
                {IMPORT_FIELDS.map((field) => (
                  <option key={field} value={field}>
                    {IMPORT_FIELD_LABELS[field]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.HelperText truncate maxW="full">
              e.g. {column.samples.join(', ')}
            </Field.HelperText>
          </Field.Root>
        ))}
      </SimpleGrid>
      {noPhone && (
        <Text color="fg.error" fontSize="sm">
          Choose Phone for the column that holds the numbers.
        </Text>
      )}
      <Field.Root maxW={{ md: '50%' }}>
        <Field.Label>Add to group</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            value={mapping.addToGroup}
            onChange={(event) => {
              const { value } = event.target;
              if (isContactListGroup(value))
                actor.send({ type: 'import.group.change', group: value });
            }}
          >
            {CONTACT_LIST_GROUPS.map((group) => (
              <option key={group} value={group}>
                {GROUP_NAMES[group]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.HelperText>
          {mapping.columns.includes('group')
            ? 'For rows whose group is blank or not one of yours.'
            : 'The file has no group column: every contact goes to this group.'}
        </Field.HelperText>
      </Field.Root>
    </Stack>
  );
}

/** The counts, announced as they change. */
function Summary({ actor }: Props) {
  const plan = useSelector(actor, selectImportPlan);
  const planning = useSelector(actor, selectIsPlanning);
  const progress = useSelector(actor, selectImportProgress);
  const rows = useSelector(actor, selectImportFile)?.rowCount ?? 0;
  const text =
    planning || !plan
      ? `Checking ${plural(rows, 'row')}…${progress > 0 && progress < 100 ? ` ${progress}%` : ''}`
      : [
          `${plan.summary.ready.toLocaleString('en-GB')} ready`,
          plural(plan.summary.duplicates, 'duplicate'),
          `${plan.summary.skipped.toLocaleString('en-GB')} skipped`,
        ].join(' · ');
  return (
    <Box role="status" aria-live="polite" bg="bg.muted" borderRadius="l2" px="4" py="3">
      <Text fontWeight="semibold">{text}</Text>
    </Box>
  );
}

const OUTCOME_TEXT: Record<PreviewRow['outcome'], string> = {
  ready: 'Ready',
  duplicate: 'Already in your contacts',
  skipped: 'Skipped',
};

function FirstRows({ actor }: Props) {
  const preview = useSelector(actor, selectImportPlan)?.preview ?? [];
  if (preview.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="import-first-rows">
      <Text id="import-first-rows" fontWeight="semibold" mb="2">
        First rows, as they will be imported
      </Text>
      <Table.ScrollArea borderWidth="1px" borderRadius="l2" tabIndex={0}>
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Row</Table.ColumnHeader>
              <Table.ColumnHeader>Name</Table.ColumnHeader>
              <Table.ColumnHeader>Phone</Table.ColumnHeader>
              <Table.ColumnHeader>Result</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {preview.map((row) => (
              <Table.Row key={row.row}>
                <Table.Cell>{row.row}</Table.Cell>
                <Table.Cell>{row.outcome === 'skipped' ? '' : row.name}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  {row.outcome === 'skipped' ? '' : row.phone}
                </Table.Cell>
                <Table.Cell>
                  {row.outcome === 'ready'
                    ? `${OUTCOME_TEXT.ready}: ${GROUP_NAMES[row.group]}`
                    : row.outcome === 'skipped'
                      ? `${OUTCOME_TEXT.skipped}: ${row.reason}`
                      : OUTCOME_TEXT.duplicate}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Box>
  );
}

function SkippedRows({ actor }: Props) {
  const plan = useSelector(actor, selectImportPlan);
  const skipped = plan?.skipped ?? [];
  if (skipped.length === 0) return null;
  const more = skipped.length - LISTED_SKIPS;
  return (
    <Stack as="section" aria-labelledby="import-skipped" gap="2">
      <HStack justify="space-between" flexWrap="wrap">
        <Text id="import-skipped" fontWeight="semibold">
          Skipped rows
        </Text>
        <Button
          size="sm"
          variant="outline"
          onClick={() => actor.send({ type: 'import.skipped.download' })}
        >
          <Download aria-hidden />
          Download skipped rows
        </Button>
      </HStack>
      <List.Root
        maxH="40"
        overflowY="auto"
        fontSize="sm"
        ps="5"
        tabIndex={0}
        aria-labelledby="import-skipped"
      >
        {skipped.slice(0, LISTED_SKIPS).map((skip) => (
          <List.Item key={skip.row}>{describeSkip(skip)}</List.Item>
        ))}
      </List.Root>
      {more > 0 && (
        <Text fontSize="sm" color="fg.muted">
          And {plural(more, 'more row')}: download them all to fix them.
        </Text>
      )}
    </Stack>
  );
}

function Mapping({ actor }: Props) {
  return (
    <Stack gap="5">
      <Detected actor={actor} />
      <Summary actor={actor} />
      <ColumnChoices actor={actor} />
      <FirstRows actor={actor} />
      <SkippedRows actor={actor} />
    </Stack>
  );
}

function Importing({ actor }: Props) {
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

function Footer({ actor }: Props) {
  const step = useSelector(actor, selectImportStep);
  const canConfirm = useSelector(actor, selectCanConfirm);
  const ready = useSelector(actor, selectImportPlan)?.summary.ready ?? null;
  return (
    <Dialog.Footer flexWrap="wrap">
      {step === 'mapping' && (
        <Button variant="ghost" me="auto" onClick={() => actor.send({ type: 'import.restart' })}>
          Choose another file
        </Button>
      )}
      <Dialog.ActionTrigger asChild>
        <Button variant="outline">Cancel</Button>
      </Dialog.ActionTrigger>
      {(step === 'mapping' || step === 'importing') && (
        <Button
          colorPalette="brand"
          disabled={!canConfirm}
          loading={step === 'importing'}
          onClick={() => actor.send({ type: 'import.confirm' })}
        >
          {ready === null ? 'Import contacts' : `Import ${plural(ready, 'contact')}`}
        </Button>
      )}
    </Dialog.Footer>
  );
}

/** The download the import machine asks for: the skipped rows. */
function useImportDownloads(actor: ContactImportActorRef) {
  useEffect(() => {
    const download = actor.on('import.download', (event) =>
      saveBlob(event.fileName, new Blob([event.content], { type: event.mimeType })),
    );
    return () => download.unsubscribe();
  }, [actor]);
}

/** The import dialog's body and buttons for the step the import machine is in. */
export default function ImportSteps({ actor }: Props) {
  const step = useSelector(actor, selectImportStep);
  useImportDownloads(actor);
  return (
    <>
      <Dialog.Body>
        {step === 'choosing' && <ChooseFile actor={actor} />}
        {step === 'reading' && <Reading actor={actor} />}
        {(step === 'mapping' || step === 'closed') && <Mapping actor={actor} />}
        {step === 'importing' && <Importing actor={actor} />}
        {step === 'failed' && <Failed actor={actor} />}
      </Dialog.Body>
      <Footer actor={actor} />
    </>
  );
}
