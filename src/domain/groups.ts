/** Contact groups a campaign can be sent to, with the spec's fixed demo counts. */
export const CONTACT_GROUPS = [
  { id: 'all', name: 'All Contacts', count: 2847 },
  { id: 'customers', name: 'Customers', count: 1250 },
  { id: 'prospects', name: 'Prospects', count: 890 },
  { id: 'vip', name: 'VIP Customers', count: 145 },
] as const;

/** The new-campaign dialog also lists the newsletter group (the spec gives it no count). */
export const NEWSLETTER_GROUP = { id: 'newsletter', name: 'Newsletter' } as const;

export type ContactGroupId = (typeof CONTACT_GROUPS)[number]['id'];
export type CampaignGroupId = ContactGroupId | typeof NEWSLETTER_GROUP.id;

export function isContactGroupId(value: string): value is ContactGroupId {
  return CONTACT_GROUPS.some((group) => group.id === value);
}

export function groupById(id: ContactGroupId) {
  const group = CONTACT_GROUPS.find((candidate) => candidate.id === id);
  if (!group) throw new Error(`Unknown contact group: ${id}`);
  return group;
}

/** "All Contacts (2847)": how a group option reads in a selector. */
export function groupLabel(id: ContactGroupId): string {
  const group = groupById(id);
  return `${group.name} (${group.count})`;
}
