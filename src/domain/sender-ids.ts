import { findBlockedWords } from './content-check';
import { NETWORKS, type Network } from './networks';

/**
 * Sender IDs: the name a message shows as its sender. Each network approves an alphanumeric
 * sender ID on its own (in Ghana about 3 to 7 days), and may reject it with a reason.
 */

export type SenderIdStatus =
  { state: 'pending' } | { state: 'approved' } | { state: 'rejected'; reason: string };

export interface SenderId {
  name: string;
  /** "YYYY-MM-DD": when it was requested. */
  requestedAt: string;
  statuses: Record<Network, SenderIdStatus>;
}

const approved: SenderIdStatus = { state: 'approved' };
const pending: SenderIdStatus = { state: 'pending' };

/**
 * The demo account's sender IDs: its main name approved everywhere, a promotions name that
 * AirtelTigo turned down, and a new request still in review.
 */
export const SAMPLE_SENDER_IDS: readonly SenderId[] = [
  {
    name: 'KumasiPharm',
    requestedAt: '2025-02-10',
    statuses: { MTN: approved, Telecel: approved, AirtelTigo: approved },
  },
  {
    name: 'KPL Deals',
    requestedAt: '2026-10-02',
    statuses: {
      MTN: approved,
      Telecel: approved,
      AirtelTigo: {
        state: 'rejected',
        reason: 'Promotional sender IDs need a letter of authorisation from the business.',
      },
    },
  },
  {
    name: 'KPL Alerts',
    requestedAt: '2026-11-23',
    statuses: { MTN: pending, Telecel: pending, AirtelTigo: pending },
  },
];

/** How a status reads: Pending, Approved, Rejected. */
export const SENDER_STATUS_LABELS: Record<SenderIdStatus['state'], string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

export function isApprovedOn(sender: SenderId, network: Network): boolean {
  return sender.statuses[network].state === 'approved';
}

/** The networks that approved this sender ID, in the usual order. */
export function approvedNetworks(sender: SenderId): Network[] {
  return NETWORKS.filter((network) => isApprovedOn(sender, network));
}

/** A sender ID no network approved cannot be picked to send with. */
export const canSendWith = (sender: SenderId): boolean => approvedNetworks(sender).length > 0;

export function senderIdByName(senderIds: readonly SenderId[], name: string): SenderId | undefined {
  return senderIds.find((sender) => sender.name === name);
}

/* ---------- requesting a sender ID ---------- */

/** A sender ID is 3 to 11 characters: networks show no more than 11. */
export const SENDER_ID_MIN_LENGTH = 3;
export const SENDER_ID_MAX_LENGTH = 11;

/** A sender ID being typed stops at 11 characters; the other rules are checked on request. */
export function limitSenderId(value: string): string {
  return Array.from(value).slice(0, SENDER_ID_MAX_LENGTH).join('');
}

/** Characters as a person counts them: an emoji is one. */
export const senderIdLength = (value: string): number => Array.from(value).length;

/** How long the demo's networks take to decide a request (in Ghana it takes days). */
export const SENDER_REVIEW_MS = 4000;

const characters = (text: string): string[] => Array.from(text);
const ALLOWED = /^[A-Za-z0-9 ]$/;

/** "MTN, Telecel and AirtelTigo"; with "or": "“&”, “!” or “é”". */
function listOf(items: readonly string[], conjunction: 'and' | 'or' = 'and'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}`;
}

const quoted = (character: string) => (character === '\t' ? 'a tab' : `“${character}”`);

/**
 * Why a name cannot be requested, in the words a person needs, or null when it can: checked in
 * the order a person fixes them (something typed, its length, its characters, a letter, the
 * networks' blocked words, one already asked for).
 */
export function checkSenderIdName(name: string, existing: readonly SenderId[]): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'Type the sender ID you want, for example your business name.';
  const length = characters(trimmed).length;
  if (length < SENDER_ID_MIN_LENGTH || length > SENDER_ID_MAX_LENGTH) {
    return `${trimmed} is ${length} character${length === 1 ? '' : 's'}: a sender ID has ${SENDER_ID_MIN_LENGTH} to ${SENDER_ID_MAX_LENGTH}.`;
  }
  const others = [...new Set(characters(trimmed).filter((c) => !ALLOWED.test(c)))];
  if (others.length > 0) {
    return `A sender ID takes only letters A to Z, digits and spaces, not ${listOf(others.map(quoted), 'or')}.`;
  }
  if (!/[A-Za-z]/.test(trimmed)) {
    return `A sender ID needs at least one letter: ${trimmed} has none.`;
  }
  const [blocked] = findBlockedWords(trimmed);
  if (blocked) return `Networks refuse sender IDs with “${blocked}” in them.`;
  const same = existing.find((sender) => sender.name.toLowerCase() === trimmed.toLowerCase());
  if (same) return `${same.name} is already in your sender IDs.`;
  return null;
}

/** A new request: every network has it, none has decided. */
export function requestedSenderId(name: string, requestedAt: string): SenderId {
  return {
    name: name.trim(),
    requestedAt,
    statuses: { MTN: pending, Telecel: pending, AirtelTigo: pending },
  };
}

export const PUBLIC_BODY_REASON =
  'Sender IDs that name a public body or a bank need proof that you represent it.';
export const PROMOTIONAL_REASON =
  'Promotional sender IDs need a letter of authorisation from the business.';

/** The words of a name, camelCase split too: "KumasiGRA Office" is Kumasi, GRA, Office. */
const wordsOf = (name: string): string[] =>
  name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

const PUBLIC_BODIES = ['gov', 'govt', 'government', 'gra', 'police', 'ecg', 'ministry', 'nca'];

/**
 * The demo networks' decision on a request, the same every time: a name that passes for a public
 * body or a bank is turned down everywhere; AirtelTigo asks promotional names ("Promo", "Deal",
 * "Offer") for a letter of authorisation; anything else is approved on all three.
 */
export function reviewSenderId(name: string): Record<Network, SenderIdStatus> {
  const words = wordsOf(name);
  if (words.some((word) => PUBLIC_BODIES.includes(word)) || /bank/i.test(name)) {
    const rejected: SenderIdStatus = { state: 'rejected', reason: PUBLIC_BODY_REASON };
    return { MTN: rejected, Telecel: rejected, AirtelTigo: rejected };
  }
  if (/promo|deal|offer/i.test(name)) {
    return {
      MTN: approved,
      Telecel: approved,
      AirtelTigo: { state: 'rejected', reason: PROMOTIONAL_REASON },
    };
  }
  return { MTN: approved, Telecel: approved, AirtelTigo: approved };
}

/** Whether any network has still to decide. */
export const isUnderReview = (sender: SenderId): boolean =>
  NETWORKS.some((network) => sender.statuses[network].state === 'pending');

/** The list with one sender ID's statuses replaced; other sender IDs are kept as they are. */
export function withStatuses(
  senderIds: readonly SenderId[],
  name: string,
  statuses: Record<Network, SenderIdStatus>,
): SenderId[] {
  return senderIds.map((sender) => (sender.name === name ? { ...sender, statuses } : sender));
}

export interface ReviewOutcome {
  /** All approved, some approved, none approved. */
  kind: 'approved' | 'mixed' | 'rejected';
  /** "KPL Alerts approved on MTN, Telecel and AirtelTigo". */
  title: string;
  /** What comes next, or each reason with its networks. */
  description: string;
}

/** What a person is told when the networks have decided. */
export function describeReview(
  name: string,
  statuses: Record<Network, SenderIdStatus>,
): ReviewOutcome {
  const approvedOn = NETWORKS.filter((network) => statuses[network].state === 'approved');
  const rejectedOn = NETWORKS.filter((network) => statuses[network].state === 'rejected');
  const reasons = new Map<string, Network[]>();
  for (const network of rejectedOn) {
    const status = statuses[network];
    const reason = status.state === 'rejected' ? status.reason : '';
    reasons.set(reason, [...(reasons.get(reason) ?? []), network]);
  }
  const why = [...reasons].map(([reason, networks]) => `${listOf(networks)}: ${reason}`).join(' ');
  const parts = [
    approvedOn.length > 0 ? `approved on ${listOf(approvedOn)}` : '',
    rejectedOn.length > 0 ? `rejected on ${listOf(rejectedOn)}` : '',
  ].filter(Boolean);
  const title = `${name} ${parts.join(', ')}`;
  if (rejectedOn.length === 0) {
    return { kind: 'approved', title, description: 'You can send with it on every network.' };
  }
  return { kind: approvedOn.length === 0 ? 'rejected' : 'mixed', title, description: why };
}
