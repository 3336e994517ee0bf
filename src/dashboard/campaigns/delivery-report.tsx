import {
  Badge,
  Button,
  EmptyState,
  Flex,
  Input,
  InputGroup,
  NativeSelect,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { memo, useCallback, useMemo } from 'react';
import { ChevronLeft, ChevronRight, Download, Search, SearchX } from 'lucide-react';
import type { DeliveryActorRef } from '@machines/campaigns.machine';
import { selectReportQuery } from '@machines/delivery.machine';
import { csvFileText, EXPORT_MIME_TYPES } from '@/domain/csv';
import { MESSAGE_STATUS_LABELS } from '@/domain/delivery';
import {
  REPORT_FILTERS,
  reportCsvRows,
  reportFileName,
  reportNumber,
  reportPage,
  reportRows,
  type ReportRow,
  type ReportStatusFilter,
} from '@/domain/delivery-report';
import { formatNumber } from '@/domain/numbers';
import { formatCedis } from '@/domain/plans';
import { saveBlob } from '@/ui/save-file';
import { selectDeliveryMessages, selectDeliveryStoppedAt, selectDeliveryTick } from '../selectors';
import { MESSAGE_STATUS_PALETTE } from './delivery-summary';

interface Props {
  actor: DeliveryActorRef;
  campaignId: number;
  campaignName: string;
  ratePerSms: number;
}

/** GH₵ to four places: one SMS costs a few pesewas. */
const cedis = (amount: number) => formatCedis(amount, 4);

/** The rows the filter and search leave, worked out once per tick or per change of either. */
function useReportRows(actor: DeliveryActorRef, ratePerSms: number): ReportRow[] {
  const messages = useSelector(actor, selectDeliveryMessages);
  const tick = useSelector(actor, selectDeliveryTick);
  const stoppedAt = useSelector(actor, selectDeliveryStoppedAt);
  const { status, search } = useSelector(actor, selectReportQuery);
  return useMemo(
    () => reportRows(messages, tick, stoppedAt, ratePerSms, { status, search }),
    [messages, tick, stoppedAt, ratePerSms, status, search],
  );
}

/**
 * Every recipient's message: filter, search, a page at a time, and the whole filtered list as
 * a CSV. It renders again when its actor moves (once per tick); of the rows, only those whose
 * status changed render again.
 */
export const DeliveryReport = memo(function DeliveryReport({
  actor,
  campaignId,
  campaignName,
  ratePerSms,
}: Props) {
  const rows = useReportRows(actor, ratePerSms);
  const query = useSelector(actor, selectReportQuery);
  const page = useMemo(() => reportPage(rows, query.page), [rows, query.page]);
  // Read at the press, not at each tick: the file holds what the filter matches at that moment.
  const exportCsv = useCallback(() => {
    const snapshot = actor.getSnapshot();
    const { status, search } = selectReportQuery(snapshot);
    const matching = reportRows(
      selectDeliveryMessages(snapshot),
      selectDeliveryTick(snapshot),
      selectDeliveryStoppedAt(snapshot),
      ratePerSms,
      { status, search },
    );
    const text = csvFileText(reportCsvRows(matching));
    saveBlob(
      reportFileName(campaignId, campaignName),
      new Blob([text], { type: EXPORT_MIME_TYPES.csv }),
    );
  }, [actor, campaignId, campaignName, ratePerSms]);

  return (
    <Stack gap="3">
      <ReportControls
        actor={actor}
        search={query.search}
        status={query.status}
        hasRows={rows.length > 0}
        onExport={exportCsv}
      />
      {rows.length === 0 ? (
        NO_MATCH
      ) : (
        <>
          <Table.ScrollArea
            borderWidth="1px"
            borderColor="border"
            borderRadius="l3"
            tabIndex={0}
            role="region"
            aria-label="Delivery report table"
          >
            <Table.Root size="sm" minW="3xl">
              {TABLE_HEAD}
              <Table.Body>
                {page.rows.map((row) => (
                  <ReportTableRow key={row.message.contactId} {...row} />
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          <ReportPager
            actor={actor}
            from={page.from}
            to={page.to}
            total={rows.length}
            page={page.page}
            pages={page.pages}
          />
        </>
      )}
    </Stack>
  );
});

interface ControlsProps {
  actor: DeliveryActorRef;
  search: string;
  status: ReportStatusFilter;
  hasRows: boolean;
  onExport: () => void;
}

const SEARCH_ICON = <Search size="1em" aria-hidden />;

const ReportControls = memo(function ReportControls({
  actor,
  search,
  status,
  hasRows,
  onExport,
}: ControlsProps) {
  return (
    <Flex gap="2" direction={{ base: 'column', sm: 'row' }}>
      <InputGroup flex="1" startElement={SEARCH_ICON}>
        <Input
          type="search"
          value={search}
          placeholder="Search number or name..."
          aria-label="Search the report by number or name"
          onChange={(event) =>
            actor.send({ type: 'delivery.report.search.change', value: event.target.value })
          }
        />
      </InputGroup>
      <NativeSelect.Root width={{ base: 'full', sm: '64' }}>
        <NativeSelect.Field
          aria-label="Filter the report by status"
          value={status}
          onChange={(event) =>
            actor.send({ type: 'delivery.report.status.change', status: event.target.value })
          }
        >
          {REPORT_FILTERS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Button variant="outline" disabled={!hasRows} onClick={onExport}>
        <Download aria-hidden />
        Export CSV
      </Button>
    </Flex>
  );
});

const NO_MATCH = (
  <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderRadius="l3" size="sm">
    <EmptyState.Content>
      <EmptyState.Indicator>
        <SearchX />
      </EmptyState.Indicator>
      <Stack textAlign="center" gap="1">
        <EmptyState.Title>No messages match</EmptyState.Title>
        <EmptyState.Description>
          No recipient of this campaign matches that status and search.
        </EmptyState.Description>
      </Stack>
    </EmptyState.Content>
  </EmptyState.Root>
);

const TABLE_HEAD = (
  <>
    <Table.Caption srOnly>Delivery report: one row per recipient</Table.Caption>
    <Table.Header>
      <Table.Row bg="bg.muted">
        <Table.ColumnHeader>Number</Table.ColumnHeader>
        <Table.ColumnHeader>Name</Table.ColumnHeader>
        <Table.ColumnHeader>Network</Table.ColumnHeader>
        <Table.ColumnHeader>Status</Table.ColumnHeader>
        <Table.ColumnHeader>Reason</Table.ColumnHeader>
        <Table.ColumnHeader textAlign="end">Segments</Table.ColumnHeader>
        <Table.ColumnHeader textAlign="end">Cost</Table.ColumnHeader>
      </Table.Row>
    </Table.Header>
  </>
);

/** One message; the same message object every tick, so it renders again only as it moves. */
const ReportTableRow = memo(function ReportTableRow({
  message,
  status,
  reason,
  cost,
  refund,
}: ReportRow) {
  return (
    <Table.Row>
      <Table.Cell whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
        {reportNumber(message)}
      </Table.Cell>
      <Table.Cell fontWeight="medium">{message.name}</Table.Cell>
      <Table.Cell>{message.network ?? 'Unknown'}</Table.Cell>
      <Table.Cell>
        <Badge colorPalette={MESSAGE_STATUS_PALETTE[status]} variant="subtle">
          {MESSAGE_STATUS_LABELS[status]}
        </Badge>
      </Table.Cell>
      <Table.Cell color="fg.muted" minW="40">
        {reason}
      </Table.Cell>
      <Table.Cell textAlign="end">{message.parts}</Table.Cell>
      <Table.Cell textAlign="end" whiteSpace="nowrap">
        {refund > 0 ? `Refunded ${cedis(refund)}` : cedis(cost)}
      </Table.Cell>
    </Table.Row>
  );
});

interface PagerProps {
  actor: DeliveryActorRef;
  from: number;
  to: number;
  total: number;
  page: number;
  pages: number;
}

const ReportPager = memo(function ReportPager({ actor, from, to, total, page, pages }: PagerProps) {
  // aria-disabled, not disabled: the button at the end keeps the focus, and a press does nothing.
  const turnTo = (next: number) => {
    if (next >= 1 && next <= pages) actor.send({ type: 'delivery.report.page.change', page: next });
  };
  return (
    <Flex align="center" justify="space-between" gap="2" wrap="wrap">
      <Text textStyle="sm" color="fg.muted">
        Showing {formatNumber(from)}–{formatNumber(to)} of {formatNumber(total)}
      </Text>
      <Flex gap="2">
        <Button
          size="sm"
          variant="outline"
          aria-disabled={page <= 1}
          onClick={() => turnTo(page - 1)}
        >
          <ChevronLeft aria-hidden />
          Previous
        </Button>
        <Button
          size="sm"
          variant="outline"
          aria-disabled={page >= pages}
          onClick={() => turnTo(page + 1)}
        >
          Next
          <ChevronRight aria-hidden />
        </Button>
      </Flex>
    </Flex>
  );
});
