import {
  Badge,
  Box,
  Button,
  Dialog,
  Field,
  Flex,
  Heading,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Switch,
  Tabs,
  Text,
} from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { DemoActors } from '@machines/app.machine';
import { useAppActor } from '@/state/app-actor-context';
import { selectDialog, type AppSnapshot } from '@/state/selectors';
import { SAMPLE_ACCOUNT } from '@/domain/account';
import { formatCount } from '@/domain/dashboard-stats';
import { formatCedis } from '@/domain/plans';
import {
  SENDER_ID_MAX_LENGTH,
  TIMEZONES,
  senderIdLength,
  type SettingsTextField,
  type SettingsToggle,
} from '@/domain/settings';
import { ActorDialog, DialogCloseButton } from '@/ui/actor-dialog';
import { PageLink } from '@/ui/links';
import { selectSettingsDraft, selectSettingsTab } from '../selectors';

type SettingsRef = DemoActors['settings'];

const selectIsOpen = (snapshot: AppSnapshot) => selectDialog(snapshot) === 'settings';

function TextSetting({
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

function ToggleSetting({
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

/**
 * The dialog's content. The dialog mounts it when it opens and unmounts it once it has closed:
 * until then it reads and subscribes to nothing.
 */
function SettingsContent({ actor }: { actor: SettingsRef }) {
  const draft = useSelector(actor, selectSettingsDraft);
  const tab = useSelector(actor, selectSettingsTab);

  const { plan } = SAMPLE_ACCOUNT;

  return (
    <Dialog.Content>
      <Dialog.Header>
        <Stack gap="1">
          <Dialog.Title>Account Settings</Dialog.Title>
          <Dialog.Description color="fg.muted" textStyle="sm">
            Your profile, notifications, SMS defaults and plan. Changes last for this visit.
          </Dialog.Description>
        </Stack>
      </Dialog.Header>
      <Dialog.Body>
        <Tabs.Root
          value={tab}
          onValueChange={(details) =>
            actor.send({ type: 'settings.tab.select', tab: details.value })
          }
          variant="enclosed"
          fitted
        >
          <Box overflowX="auto" mb="4">
            <Tabs.List minW="max-content" w="full" aria-label="Settings sections">
              <Tabs.Trigger value="profile">Profile</Tabs.Trigger>
              <Tabs.Trigger value="notifications">Notifications</Tabs.Trigger>
              <Tabs.Trigger value="sms">SMS</Tabs.Trigger>
              <Tabs.Trigger value="billing">Billing</Tabs.Trigger>
            </Tabs.List>
          </Box>

          <Tabs.Content value="profile">
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
          </Tabs.Content>

          <Tabs.Content value="notifications">
            <Stack gap="0">
              <ToggleSetting
                actor={actor}
                field="emailNotifications"
                label="Email notifications"
                description="Campaign results and account news by email."
                checked={draft.emailNotifications}
              />
              <ToggleSetting
                actor={actor}
                field="smsNotifications"
                label="SMS notifications"
                description="A text when a campaign finishes or credits run low."
                checked={draft.smsNotifications}
              />
              <ToggleSetting
                actor={actor}
                field="campaignReports"
                label="Campaign reports"
                description="A weekly summary of delivery and clicks."
                checked={draft.campaignReports}
              />
            </Stack>
          </Tabs.Content>

          <Tabs.Content value="sms">
            <Stack gap="4">
              <Field.Root>
                <Field.Label>Default sender ID</Field.Label>
                <Input
                  value={draft.defaultSender}
                  maxLength={SENDER_ID_MAX_LENGTH}
                  autoComplete="off"
                  onChange={(event) =>
                    actor.send({
                      type: 'settings.field.change',
                      field: 'defaultSender',
                      value: event.currentTarget.value,
                    })
                  }
                />
                <Field.HelperText>
                  Max {SENDER_ID_MAX_LENGTH} characters, alphanumeric only ·{' '}
                  {senderIdLength(draft.defaultSender)}/{SENDER_ID_MAX_LENGTH}
                </Field.HelperText>
              </Field.Root>
              <ToggleSetting
                actor={actor}
                field="deliveryReports"
                label="Delivery reports"
                description="Track whether each message reached the handset."
                checked={draft.deliveryReports}
              />
              <Field.Root>
                <Field.Label>Timezone</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field
                    value={draft.timezone}
                    onChange={(event) =>
                      actor.send({
                        type: 'settings.timezone.change',
                        value: event.currentTarget.value,
                      })
                    }
                  >
                    {TIMEZONES.map((zone) => (
                      <option key={zone} value={zone}>
                        {zone}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                <Field.HelperText>
                  Used for scheduled campaigns. Ghana keeps GMT all year.
                </Field.HelperText>
              </Field.Root>
            </Stack>
          </Tabs.Content>

          <Tabs.Content value="billing">
            <Stack gap="4">
              <Box borderWidth="1px" borderColor="border" borderRadius="l3" p="4">
                <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
                  <Box>
                    <Text color="fg.muted" textStyle="sm">
                      Current plan
                    </Text>
                    <Heading as="h3" size="lg">
                      {plan.name}
                    </Heading>
                    <Text color="fg.muted" textStyle="sm">
                      {formatCedis(plan.price)} for {formatCount(plan.sms)} SMS ·{' '}
                      {formatCedis(plan.ratePerSms, 4)} per SMS
                    </Text>
                  </Box>
                  {plan.popular && (
                    <Badge colorPalette="gold" variant="solid">
                      Most popular
                    </Badge>
                  )}
                </Flex>
              </Box>
              <Box borderWidth="1px" borderColor="border" borderRadius="l3" p="4">
                <Text color="fg.muted" textStyle="sm">
                  Credit balance
                </Text>
                <Text fontSize="2xl" fontWeight="bold">
                  {formatCount(SAMPLE_ACCOUNT.creditBalance)} SMS
                </Text>
                <Text color="fg.muted" textStyle="sm">
                  Credits never expire.
                </Text>
              </Box>
              <Text>
                Need more credits?{' '}
                <PageLink
                  to="pricing"
                  color="brand.fg"
                  fontWeight="semibold"
                  textDecoration="underline"
                  onNavigate={() => actor.send({ type: 'settings.cancel' })}
                >
                  See plans and pricing
                </PageLink>
              </Text>
            </Stack>
          </Tabs.Content>
        </Tabs.Root>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={() => actor.send({ type: 'settings.cancel' })}>
          Cancel
        </Button>
        <Button onClick={() => actor.send({ type: 'settings.save' })}>Save Changes</Button>
      </Dialog.Footer>
      <DialogCloseButton label="Close settings" />
    </Dialog.Content>
  );
}

/** Account Settings: Profile, Notifications, SMS and Billing. Save keeps, Cancel discards. */
export function SettingsDialog({ actor }: { actor: SettingsRef }) {
  const open = useSelector(useAppActor(), selectIsOpen);
  return (
    <ActorDialog
      open={open}
      onClose={() => actor.send({ type: 'settings.cancel' })}
      size="lg"
      scrollBehavior="inside"
    >
      <SettingsContent actor={actor} />
    </ActorDialog>
  );
}
