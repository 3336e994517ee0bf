import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { selectContacts, type ContactsActorRef } from '@machines/contacts.machine';
import { audienceCounts, type AudienceCounts } from '@/domain/audience';

/**
 * Every group's recipients and opted-out contacts, counted from the contacts actor's list: once
 * per change of the list, so adding, importing or opting out a contact changes every count.
 */
export function useAudienceCounts(contacts: ContactsActorRef): AudienceCounts {
  const list = useSelector(contacts, selectContacts);
  return useMemo(() => audienceCounts(list), [list]);
}
