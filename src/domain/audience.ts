import type { Contact } from './contacts';
import { CONTACT_GROUPS, groupById, type ContactGroupId } from './groups';
import { NETWORKS, networkOf, type Network } from './networks';
import { formatNumber } from './numbers';
import { isApprovedOn, type SenderId, type SenderIdStatus } from './sender-ids';

/**
 * Who a campaign reaches: the contacts of its group that have not opted out. Opted-out contacts
 * (the suppression list) are never recipients; they are counted beside, so a person sees them.
 */

export interface GroupAudience {
  /** Contacts a campaign to this group reaches. */
  recipients: number;
  /** Contacts of this group on the suppression list. */
  optedOut: number;
}

export type AudienceCounts = Record<ContactGroupId, GroupAudience>;

export const isRecipient = (contact: Contact): boolean => contact.optOut === null;

const inGroup = (contact: Contact, group: ContactGroupId) =>
  group === 'all' || contact.group === group;

/** Every group's recipients and opted-out contacts, in one pass over the database. */
export function audienceCounts(contacts: readonly Contact[]): AudienceCounts {
  const counts = Object.fromEntries(
    CONTACT_GROUPS.map((group) => [group.id, { recipients: 0, optedOut: 0 }]),
  ) as AudienceCounts;
  for (const contact of contacts) {
    const key = isRecipient(contact) ? 'recipients' : 'optedOut';
    counts.all[key] += 1;
    counts[contact.group][key] += 1;
  }
  return counts;
}

/** The contacts a campaign to `group` reaches, in list order. */
export function recipientsOf(contacts: readonly Contact[], group: ContactGroupId): Contact[] {
  return contacts.filter((contact) => isRecipient(contact) && inGroup(contact, group));
}

/** "Customers (1,250) · 12 opted out", or "Customers (1,250)" when nobody opted out. */
export function groupOptionLabel(id: ContactGroupId, counts: AudienceCounts): string {
  const { recipients, optedOut } = counts[id];
  const label = `${groupById(id).name} (${formatNumber(recipients)})`;
  return optedOut > 0 ? `${label} · ${formatNumber(optedOut)} opted out` : label;
}

/** Recipients a sender ID cannot reach: those on a network where it is not approved. */
export interface BlockedNetwork {
  network: Network;
  status: SenderIdStatus;
  count: number;
  /** The first few of them, in list order, to name in the summary. */
  examples: Contact[];
}

/** Who a campaign reaches, and who it leaves out and why. */
export interface CampaignReach {
  recipients: Contact[];
  /** Contacts of the group on the suppression list. */
  optedOut: number;
  /** Networks where the sender ID is not approved, with the contacts on them. */
  blocked: BlockedNetwork[];
}

const EXAMPLES = 3;

/**
 * The contacts a campaign to `group` sent with `sender` reaches: not opted out, and on a network
 * that approved the sender ID (numbers outside Ghana's networks are not held back). No group, no
 * one.
 */
export function campaignReach(
  contacts: readonly Contact[],
  group: ContactGroupId | null,
  sender: SenderId | undefined,
): CampaignReach {
  const reach: CampaignReach = { recipients: [], optedOut: 0, blocked: [] };
  if (group === null) return reach;
  const blocked = new Map<Network, BlockedNetwork>();
  for (const network of NETWORKS) {
    if (sender && !isApprovedOn(sender, network)) {
      blocked.set(network, { network, status: sender.statuses[network], count: 0, examples: [] });
    }
  }
  for (const contact of contacts) {
    if (!inGroup(contact, group)) continue;
    if (!isRecipient(contact)) {
      reach.optedOut += 1;
      continue;
    }
    const network = blocked.size > 0 ? networkOf(contact.phone) : null;
    const held = network === null ? undefined : blocked.get(network);
    if (held) {
      held.count += 1;
      if (held.examples.length < EXAMPLES) held.examples.push(contact);
    } else {
      reach.recipients.push(contact);
    }
  }
  reach.blocked = [...blocked.values()].filter((entry) => entry.count > 0);
  return reach;
}
