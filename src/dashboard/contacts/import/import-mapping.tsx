import {
  Box,
  Button,
  Field,
  HStack,
  List,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { Download } from 'lucide-react';
import {
  selectHasNoPhoneColumn,
  selectImportFile,
  selectImportFileName,
  selectImportMapping,
  selectImportPlan,
  selectImportProgress,
  selectIsPlanning,
  type ContactImportActorRef,
} from '@machines/contact-import.machine';
import type { PreviewRow } from '@machines/contact-import.reader';
import { CONTACT_LIST_GROUPS, GROUP_NAMES, isContactListGroup } from '@/domain/contacts';
import { describeSkip } from '@/domain/import/plan';
import { IMPORT_FIELD_LABELS, IMPORT_FIELDS, type ImportField } from '@/domain/import/types';
import { plural } from './plural';

/** The import dialog's mapping step: what was detected, each column's meaning, the counts. */

type Props = { actor: ContactImportActorRef };

/** Skipped rows listed in the dialog; the download has them all. */
const LISTED_SKIPS = 50;

const isImportField = (value: string): value is ImportField =>
  (IMPORT_FIELDS as readonly string[]).includes(value);

const DELIMITER_NAMES = {
  ',': 'comma-separated',
  ';': 'semicolon-separated',
  '\t': 'tab-separated',
};

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

export function Mapping({ actor }: Props) {
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
