import {
  MESSAGE_STATUS_LABELS,
  MESSAGE_STATUSES,
  isRefunded,
  reasonAt,
  statusAt,
  type DeliveryMessage,
  type MessageStatus,
} from './delivery';
import { formatPhone, nationalDigits } from './phone';
import { estimatedCost } from './sms';

/**
 * A campaign's per-recipient delivery report (src/domain/delivery.ts simulates the messages):
 * its rows at a moment, filtered by status and searched by name or number, a page at a time,
 * and as a spreadsheet file to download.
 */

export type ReportStatusFilter = 'all' | MessageStatus | 'notDelivered';

export const REPORT_FILTERS: readonly { value: ReportStatusFilter; label: string }[] = [
  { value: 'all', label: 'All statuses' },
  { value: 'notDelivered', label: 'Not delivered (failed, rejected, expired)' },
  ...MESSAGE_STATUSES.map((status) => ({ value: status, label: MESSAGE_STATUS_LABELS[status] })),
];

export function isReportStatusFilter(value: string): value is ReportStatusFilter {
  return REPORT_FILTERS.some((option) => option.value === value);
}

export interface ReportRow {
  message: DeliveryMessage;
  status: MessageStatus;
  reason: string;
  /** GH₵ this message costs as things stand: 0 once refunded. */
  cost: number;
  /** GH₵ given back for it. */
  refund: number;
}

export interface ReportQuery {
  status: ReportStatusFilter;
  search: string;
}

const NOT_DELIVERED: ReadonlySet<MessageStatus> = new Set(['failed', 'rejected', 'expired']);

function matchesStatus(status: MessageStatus, filter: ReportStatusFilter): boolean {
  if (filter === 'all') return true;
  if (filter === 'notDelivered') return NOT_DELIVERED.has(status);
  return status === filter;
}

/** A name (any case) or a number as people type it: "024 412", "+233 24", "244123". */
function matchesSearch(message: DeliveryMessage, needle: string, digits: string): boolean {
  if (needle === '') return true;
  if (message.name.toLowerCase().includes(needle)) return true;
  if (digits === '') return false;
  return message.phone.includes(digits) || nationalDigits(message.phone).includes(digits);
}

/** The report's rows at `tick` that pass the status filter and the search. */
export function reportRows(
  messages: readonly DeliveryMessage[],
  tick: number,
  stoppedAt: number | null,
  ratePerSms: number,
  query: ReportQuery = { status: 'all', search: '' },
): ReportRow[] {
  const needle = query.search.trim().toLowerCase();
  const digits = needle.replace(/\D/g, '');
  const rows: ReportRow[] = [];
  for (const message of messages) {
    const status = statusAt(message, tick, stoppedAt);
    if (!matchesStatus(status, query.status) || !matchesSearch(message, needle, digits)) continue;
    const price = estimatedCost(message.parts, ratePerSms);
    const refunded = isRefunded(status);
    rows.push({
      message,
      status,
      reason: reasonAt(status, message),
      cost: refunded ? 0 : price,
      refund: refunded ? price : 0,
    });
  }
  return rows;
}

export const REPORT_PAGE_SIZE = 25;

export interface ReportPage {
  rows: ReportRow[];
  /** 1-based, clamped to the pages there are. */
  page: number;
  pages: number;
  /** 1-based positions of the first and last row shown; 0 and 0 when there are none. */
  from: number;
  to: number;
}

export function reportPage(
  rows: readonly ReportRow[],
  page: number,
  size = REPORT_PAGE_SIZE,
): ReportPage {
  const pages = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(Math.max(1, Math.floor(page)), pages);
  const start = (current - 1) * size;
  const shown = rows.slice(start, start + size);
  return {
    rows: shown,
    page: current,
    pages,
    from: shown.length === 0 ? 0 : start + 1,
    to: start + shown.length,
  };
}

export const REPORT_CSV_HEADER = [
  'Number',
  'Name',
  'Network',
  'Status',
  'Reason',
  'Segments',
  'Cost (GHS)',
  'Refunded (GHS)',
] as const;

const money = (amount: number) => amount.toFixed(4);

/** The report as spreadsheet rows: the header, then one row per message. */
export function reportCsvRows(rows: readonly ReportRow[]): string[][] {
  return [
    [...REPORT_CSV_HEADER],
    ...rows.map((row) => [
      row.message.phone,
      row.message.name,
      row.message.network ?? 'Unknown',
      MESSAGE_STATUS_LABELS[row.status],
      row.reason,
      String(row.message.parts),
      money(row.cost),
      money(row.refund),
    ]),
  ];
}

/** "nkra-delivery-report-12-harmattan-promo.csv". */
export function reportFileName(campaignId: number, name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);
  return `nkra-delivery-report-${campaignId}${slug === '' ? '' : `-${slug}`}.csv`;
}

/** "+233 24 412 3456" as the report shows a number. */
export const reportNumber = (message: Pick<DeliveryMessage, 'phone'>): string =>
  formatPhone(message.phone);
