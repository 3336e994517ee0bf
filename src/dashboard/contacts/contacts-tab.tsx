import { Heading } from '@chakra-ui/react';

/** Placeholder until the composer and contacts issue fills this tab. */
export function ContactsTab() {
  return (
    <Heading as="h2" size="lg">
      ContactsTab
    </Heading>
  );
}
