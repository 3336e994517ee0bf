/**
 * The groups a campaign can be sent to. Their counts are not kept here: they are counted from
 * the contact database (src/domain/audience.ts), so adding, importing, deleting or opting out a
 * contact changes every count at once.
 */
export const CONTACT_GROUPS = [
  { id: 'all', name: 'All Contacts' },
  { id: 'customers', name: 'Customers' },
  { id: 'prospects', name: 'Prospects' },
  { id: 'vip', name: 'VIP Customers' },
  { id: 'newsletter', name: 'Newsletter' },
] as const;

export type ContactGroupId = (typeof CONTACT_GROUPS)[number]['id'];
/** Campaigns name the same groups as the composer. */
export type CampaignGroupId = ContactGroupId;

/**
 * The spec's numbers (SPEC section 3), which the sample database is generated to give as the
 * recipients a campaign reaches on the first screen: All 2,847 = 1,250 + 890 + 145 + 562.
 */
export const SAMPLE_AUDIENCE: Readonly<Record<ContactGroupId, number>> = {
  all: 2847,
  customers: 1250,
  prospects: 890,
  vip: 145,
  newsletter: 562,
};

export function isContactGroupId(value: string): value is ContactGroupId {
  return CONTACT_GROUPS.some((group) => group.id === value);
}

export function groupById(id: ContactGroupId) {
  const group = CONTACT_GROUPS.find((candidate) => candidate.id === id);
  if (!group) throw new Error(`Unknown contact group: ${id}`);
  return group;
}
