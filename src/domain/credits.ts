import { formatNumber } from './numbers';
import { formatCedis } from './plans';
import { estimatedCost } from './sms';

/**
 * SMS credits: the account pays one credit per SMS part. Sending a campaign holds (reserves)
 * every part it may send; a rejected message, or one a stop kept from going, gives its credits
 * back. A campaign's charge is what it held less what came back.
 */
export interface LedgerEntry {
  campaignId: number;
  name: string;
  /** When it started sending, epoch ms. */
  at: number;
  reserved: number;
  refunded: number;
  /** True once every message has an outcome: the charge is final. */
  settled: boolean;
}

export const entryCharge = (entry: Pick<LedgerEntry, 'reserved' | 'refunded'>): number =>
  entry.reserved - entry.refunded;

/** The balance after the visit's campaigns: the opening balance less every charge so far. */
export function creditBalance(opening: number, entries: readonly LedgerEntry[]): number {
  return entries.reduce((balance, entry) => balance - entryCharge(entry), opening);
}

/** "1,250 SMS". */
export const formatCredits = (credits: number): string => `${formatNumber(credits)} SMS`;

/** "GH₵ 39.88": what credits are worth at the plan's rate. */
export const creditsValue = (credits: number, ratePerSms: number): string =>
  formatCedis(estimatedCost(credits, ratePerSms));

/** Why a campaign cannot go: it needs more credits than the account holds. */
export function insufficientCredit(needed: number, balance: number): string {
  return `This campaign needs ${formatCredits(needed)} credits and your balance is ${formatCredits(balance)}. Buy credits (Settings, Billing), or send to a smaller group.`;
}
