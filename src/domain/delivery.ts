import type { Contact } from './contacts';
import { findBlockedWords, findShortLinks } from './content-check';
import { networkOf, type Network } from './networks';
import { formatNumber } from './numbers';
import { recipientMessage, type SharedMergeValues } from './personalise';
import { seeded } from './random';
import { isApprovedOn, type SenderId } from './sender-ids';

/**
 * What happens to every message of a campaign, simulated in the browser: each recipient's
 * message is queued, submitted to the network, then delivered, failed, rejected or expired, with
 * a reason a person understands (GHANA.md, Delivery reports). Time is compressed into ticks of
 * TICK_MS: a campaign of 1,250 settles in about 10 seconds. Outcomes come from a seeded generator
 * (the campaign's id), so a test can assert exact numbers.
 */

/** One tick of compressed time. */
export const TICK_MS = 250;
/** Messages handed to the networks per tick: 1,250 are all submitted within 8 ticks (2 s). */
export const SUBMITTED_PER_TICK = 160;
/** "Phone off for 48 hours" compressed: an expired message settles this many ticks after submission. */
export const EXPIRY_TICKS = 28;

export const MESSAGE_STATUSES = [
  'queued',
  'submitted',
  'delivered',
  'failed',
  'rejected',
  'expired',
  'unsent',
] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
/** Where a message that went out ends. */
export type MessageOutcome = 'delivered' | 'failed' | 'rejected' | 'expired';

export const MESSAGE_STATUS_LABELS: Readonly<Record<MessageStatus, string>> = {
  queued: 'Queued',
  submitted: 'Submitted',
  delivered: 'Delivered',
  failed: 'Failed',
  rejected: 'Rejected',
  expired: 'Expired',
  unsent: 'Not sent',
};

/** What each status means, for a legend and for screen readers. */
export const MESSAGE_STATUS_HINTS: Readonly<Record<MessageStatus, string>> = {
  queued: 'Waiting to be handed to the network.',
  submitted: 'Accepted by the network; waiting for the phone to confirm.',
  delivered: 'The phone confirmed it arrived.',
  failed: 'The network tried and could not deliver it. Charged.',
  rejected: 'The network refused it before sending. Refunded.',
  expired: 'The phone stayed unreachable until the network gave up. Charged.',
  unsent: 'Stopped before it was handed to the network. Not charged.',
};

const FINAL: ReadonlySet<MessageStatus> = new Set([
  'delivered',
  'failed',
  'rejected',
  'expired',
  'unsent',
]);
export const isFinal = (status: MessageStatus): boolean => FINAL.has(status);

/** Statuses whose messages cost nothing in the end: their credits come back. */
const REFUNDED: ReadonlySet<MessageStatus> = new Set(['rejected', 'unsent']);
export const isRefunded = (status: MessageStatus): boolean => REFUNDED.has(status);

export const REASONS = {
  notInService: 'Number not in service',
  memoryFull: "Phone's message memory is full",
  phoneOff: 'Phone off for 48 hours',
  barred: 'Number barred by its network',
  stopped: 'Campaign stopped before this message was sent',
  senderNotApproved: (network: Network | null) =>
    `Sender ID not approved on ${network ?? 'this network'}`,
  blockedWord: (word: string) => `Blocked by the network: content (“${word}”)`,
  shortLink: (link: string) => `Blocked by the network: shortened link (${link})`,
} as const;

/**
 * The sample history's rates (src/domain/campaigns.ts): about 97.5% delivered, 1.1% failed, 1%
 * expired and 0.4% rejected by the network.
 */
export const OUTCOME_RATES = { failed: 0.011, expired: 0.01, rejected: 0.004 } as const;

/** One recipient's message, and how its delivery will unfold. */
export interface DeliveryMessage {
  contactId: number;
  name: string;
  /** E.164. */
  phone: string;
  network: Network | null;
  /** SMS parts it is charged: 0 for one the network was never asked to carry. */
  parts: number;
  outcome: MessageOutcome;
  /** Why it was not delivered; '' when it was. */
  reason: string;
  /** The tick it is handed to the network (it is queued before). */
  submitAt: number;
  /** The tick its outcome arrives (it is submitted before). */
  settleAt: number;
}

export interface DeliveryPlanInput {
  /** Same seed, same outcomes: the campaign's id. */
  seed: number;
  message: string;
  /** Everyone the campaign is addressed to: the group's contacts who have not opted out. */
  contacts: readonly Contact[];
  /** The sender ID it goes out with; a network where it is not approved rejects its messages. */
  sender: SenderId | undefined;
  shared: SharedMergeValues;
}

/** Why every network refuses this text, or null when the content passes. */
export function contentRejection(message: string): string | null {
  const word = findBlockedWords(message)[0];
  if (word !== undefined) return REASONS.blockedWord(word);
  const link = findShortLinks(message)[0];
  return link === undefined ? null : REASONS.shortLink(link);
}

/** 1 + a whole number below `span`, from one draw. */
const spread = (draw: number, span: number) => 1 + Math.floor(draw * span);

/**
 * Every recipient's message and its fate, in the order of `contacts`. Messages on a network
 * where the sender ID is not approved are rejected at once and never charged; the rest are
 * submitted SUBMITTED_PER_TICK at a time. Content the networks filter (GHANA.md) is rejected
 * after submission and refunded; otherwise the seeded rates decide.
 */
export function planDelivery(input: DeliveryPlanInput): DeliveryMessage[] {
  const random = seeded(input.seed);
  const rejectedContent = contentRejection(input.message);
  const partsByName = new Map<string, number>();
  const partsOf = (contact: Contact) => {
    let parts = partsByName.get(contact.name);
    if (parts === undefined) {
      parts = recipientMessage(input.message, contact, input.shared, 0).parts;
      partsByName.set(contact.name, parts);
    }
    return parts;
  };

  const messages: DeliveryMessage[] = [];
  let submitted = 0;
  for (const contact of input.contacts) {
    // Three draws per recipient, used or not, so one outcome never shifts the next one's.
    const kind = random();
    const delay = random();
    const detail = random();
    const network = networkOf(contact.phone);
    const base = { contactId: contact.id, name: contact.name, phone: contact.phone, network };

    if (input.sender && (network === null || !isApprovedOn(input.sender, network))) {
      messages.push({
        ...base,
        parts: 0,
        outcome: 'rejected',
        reason: REASONS.senderNotApproved(network),
        submitAt: 1,
        settleAt: 1,
      });
      continue;
    }

    const submitAt = 1 + Math.floor(submitted / SUBMITTED_PER_TICK);
    submitted += 1;
    const sent = { ...base, parts: partsOf(contact), submitAt };
    if (rejectedContent !== null) {
      messages.push({
        ...sent,
        outcome: 'rejected',
        reason: rejectedContent,
        settleAt: submitAt + spread(delay, 3),
      });
    } else if (kind < OUTCOME_RATES.failed) {
      messages.push({
        ...sent,
        outcome: 'failed',
        reason: detail < 0.75 ? REASONS.notInService : REASONS.memoryFull,
        settleAt: submitAt + 1 + spread(delay, 11),
      });
    } else if (kind < OUTCOME_RATES.failed + OUTCOME_RATES.expired) {
      messages.push({
        ...sent,
        outcome: 'expired',
        reason: REASONS.phoneOff,
        settleAt: submitAt + EXPIRY_TICKS + spread(delay, 4) - 1,
      });
    } else if (kind < OUTCOME_RATES.failed + OUTCOME_RATES.expired + OUTCOME_RATES.rejected) {
      messages.push({
        ...sent,
        outcome: 'rejected',
        reason: REASONS.barred,
        settleAt: submitAt + spread(delay, 3),
      });
    } else {
      // Most phones answer within a second or two; a few take longer.
      messages.push({
        ...sent,
        outcome: 'delivered',
        reason: '',
        settleAt: submitAt + spread(delay * delay, 8),
      });
    }
  }
  return messages;
}

/** Where a message stands at `tick`; one not yet submitted when the campaign stopped is unsent. */
export function statusAt(
  message: DeliveryMessage,
  tick: number,
  stoppedAt: number | null,
): MessageStatus {
  if (stoppedAt !== null && message.submitAt > stoppedAt && message.parts > 0) return 'unsent';
  if (tick < message.submitAt) return 'queued';
  if (tick < message.settleAt) return 'submitted';
  return message.outcome;
}

/** The reason shown beside a status: the outcome's, once it has arrived. */
export function reasonAt(status: MessageStatus, message: DeliveryMessage): string {
  if (status === 'unsent') return REASONS.stopped;
  return isFinal(status) ? message.reason : '';
}

/** The tick after which nothing changes any more. */
export function finalTick(messages: readonly DeliveryMessage[], stoppedAt: number | null): number {
  let last = 0;
  for (const message of messages) {
    if (statusAt(message, Number.POSITIVE_INFINITY, stoppedAt) === 'unsent') continue;
    last = Math.max(last, message.settleAt);
  }
  return stoppedAt === null ? last : Math.max(last, stoppedAt);
}

export type DeliveryCounts = Record<MessageStatus, number>;

export const emptyCounts = (): DeliveryCounts => ({
  queued: 0,
  submitted: 0,
  delivered: 0,
  failed: 0,
  rejected: 0,
  expired: 0,
  unsent: 0,
});

/** What the campaign's messages add up to at `tick`, in messages and in SMS credits. */
export interface DeliveryProgress {
  counts: DeliveryCounts;
  /** Messages with an outcome (every status but queued and submitted). */
  settled: number;
  total: number;
  /** SMS credits held when the campaign started: every part it may send. */
  reserved: number;
  /** Credits given back: rejected messages and those a stop kept from going. */
  refunded: number;
}

export function deliveryProgress(
  messages: readonly DeliveryMessage[],
  tick: number,
  stoppedAt: number | null,
): DeliveryProgress {
  const counts = emptyCounts();
  let reserved = 0;
  let refunded = 0;
  for (const message of messages) {
    const status = statusAt(message, tick, stoppedAt);
    counts[status] += 1;
    reserved += message.parts;
    if (isRefunded(status)) refunded += message.parts;
  }
  const settled = messages.length - counts.queued - counts.submitted;
  return { counts, settled, total: messages.length, reserved, refunded };
}

/** Credits a campaign costs in the end (or so far): what was held, less what came back. */
export const chargedCredits = (progress: Pick<DeliveryProgress, 'reserved' | 'refunded'>) =>
  progress.reserved - progress.refunded;

/** Delivered as a share of the messages that have an outcome and went out, one decimal. */
export function liveDeliveryRate(counts: DeliveryCounts): number {
  const outcomes = counts.delivered + counts.failed + counts.rejected + counts.expired;
  return outcomes === 0 ? 0 : Math.round((counts.delivered / outcomes) * 1000) / 10;
}

/** Settled as a whole-number percentage of every message, for the progress bar. */
export const progressPercent = (progress: Pick<DeliveryProgress, 'settled' | 'total'>): number =>
  progress.total === 0 ? 100 : Math.floor((progress.settled / progress.total) * 100);

/** "1,218 of 1,250 delivered (97.4%)". */
export function describeOutcome(progress: DeliveryProgress): string {
  const rate = liveDeliveryRate(progress.counts);
  return `${formatNumber(progress.counts.delivered)} of ${formatNumber(progress.total)} delivered (${rate.toFixed(1)}%)`;
}
