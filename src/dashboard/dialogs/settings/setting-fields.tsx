import { Box, Field, Flex, Input, Switch, Text } from '@chakra-ui/react';
import type { DemoActors } from '@machines/app.machine';
import type { SettingsTextField, SettingsToggle } from '@/domain/settings';

export type SettingsRef = DemoActors['settings'];

/** A text field of the settings draft; each keystroke goes to the settings actor. */
export function TextSetting({
  actor,
  field,
  label,
  value,
  type = 'text',
  autoComplete,
}: {
  actor: SettingsRef;
  field: SettingsTextField;
  label: string;
  value: string;
  type?: string;
  autoComplete?: string;
}) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Input
        type={type}
        value={value}
        autoComplete={autoComplete}
        onChange={(event) =>
          actor.send({ type: 'settings.field.change', field, value: event.currentTarget.value })
        }
      />
    </Field.Root>
  );
}

/** An on/off setting with a line that says what it does. */
export function ToggleSetting({
  actor,
  field,
  label,
  description,
  checked,
}: {
  actor: SettingsRef;
  field: SettingsToggle;
  label: string;
  description: string;
  checked: boolean;
}) {
  return (
    <Flex
      justify="space-between"
      align="center"
      gap="4"
      py="3"
      borderBottomWidth="1px"
      borderColor="border.muted"
      _last={{ borderBottomWidth: '0' }}
    >
      <Switch.Root
        checked={checked}
        onCheckedChange={(details) =>
          actor.send({ type: 'settings.toggle', field, on: details.checked })
        }
        display="flex"
        justifyContent="space-between"
        w="full"
        gap="4"
        colorPalette="brand"
      >
        <Box>
          <Switch.Label fontWeight="medium">{label}</Switch.Label>
          <Text color="fg.muted" textStyle="sm">
            {description}
          </Text>
        </Box>
        <Switch.HiddenInput />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
      </Switch.Root>
    </Flex>
  );
}
