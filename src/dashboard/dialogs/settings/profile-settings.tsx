import { Box, SimpleGrid } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { selectSettingsDraft } from '../../selectors';
import { TextSetting, type SettingsRef } from './setting-fields';

/** Name, email, company and phone of the account holder. */
export function ProfileSettings({ actor }: { actor: SettingsRef }) {
  const draft = useSelector(actor, selectSettingsDraft);
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
      <TextSetting
        actor={actor}
        field="firstName"
        label="First name"
        value={draft.firstName}
        autoComplete="given-name"
      />
      <TextSetting
        actor={actor}
        field="lastName"
        label="Last name"
        value={draft.lastName}
        autoComplete="family-name"
      />
      <Box gridColumn={{ sm: 'span 2' }}>
        <TextSetting
          actor={actor}
          field="email"
          label="Email"
          type="email"
          value={draft.email}
          autoComplete="email"
        />
      </Box>
      <TextSetting
        actor={actor}
        field="company"
        label="Company"
        value={draft.company}
        autoComplete="organization"
      />
      <TextSetting
        actor={actor}
        field="phone"
        label="Phone"
        type="tel"
        value={draft.phone}
        autoComplete="tel"
      />
    </SimpleGrid>
  );
}
