import {
  Alert,
  Box,
  Button,
  chakra,
  Container,
  Group,
  Heading,
  IconButton,
  Input,
  InputGroup,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import type { AuthFormActorRef, AuthFormEmitted } from '@machines/auth-form.machine';
import { BRAND, config } from '@/state/config';
import {
  AUTH_LABELS,
  AUTH_MODE_FIELDS,
  AUTH_REQUIRED,
  type AuthField,
  type AuthMode,
} from '@/domain/auth-form';
import { SAMPLE_AUDIENCE } from '@/domain/groups';
import { ExternalLink } from '@/ui/links';
import { usePagePreload } from '@/ui/page-preload';
import { CheckList } from '../shared/check-list';
import {
  selectAuthError,
  selectAuthMode,
  selectAuthValue,
  selectPasswordVisible,
} from './use-auth-form';
import { useSiteForms } from '../forms/site-forms';
import { FormField, type FieldControl } from '../shared/form-field';
import { formatNumber } from '@/domain/numbers';
import { sc } from '@/ui/static-styles';

const fieldId = (field: AuthField) => `auth-${field}`;
const errorId = (field: AuthField) => `auth-${field}-error`;

const AUTOCOMPLETE: Record<AuthField, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  company: 'organization',
  email: 'email',
  password: 'current-password',
  confirmPassword: 'new-password',
};

const MODES: { mode: AuthMode; label: string }[] = [
  { mode: 'signIn', label: 'Sign In' },
  { mode: 'signUp', label: 'Create Account' },
];

const allContacts = SAMPLE_AUDIENCE.all;
const TRY_LIST = [
  `Browse ${formatNumber(allContacts)} sample contacts in customer, prospect and VIP groups`,
  'Write an SMS with templates and personal tags, and see how many SMS it uses',
  'Send or schedule a campaign to a group',
  'Read delivery and engagement analytics',
];

function PasswordToggle({ actor, visible }: { actor: AuthFormActorRef; visible: boolean }) {
  return (
    <IconButton
      variant="ghost"
      size="sm"
      aria-label={visible ? 'Hide password' : 'Show password'}
      aria-controls={`${fieldId('password')} ${fieldId('confirmPassword')}`}
      onClick={() => actor.send({ type: 'auth.password.toggle' })}
      me="-2"
    >
      {visible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
    </IconButton>
  );
}

function AuthInput({
  actor,
  mode,
  field,
}: {
  actor: AuthFormActorRef;
  mode: AuthMode;
  field: AuthField;
}) {
  const value = useSelector(actor, selectAuthValue(field));
  const error = useSelector(actor, selectAuthError(field));
  const visible = useSelector(actor, selectPasswordVisible);
  const required = AUTH_REQUIRED[mode].includes(field);
  const isPassword = field === 'password' || field === 'confirmPassword';
  const input = (control: FieldControl) => (
    <Input
      {...control}
      name={field}
      type={isPassword ? (visible ? 'text' : 'password') : field === 'email' ? 'email' : 'text'}
      autoComplete={
        field === 'password' && mode === 'signUp' ? 'new-password' : AUTOCOMPLETE[field]
      }
      value={value}
      aria-describedby={error ? errorId(field) : undefined}
      onChange={(event) =>
        actor.send({ type: 'auth.field.change', field, value: event.target.value })
      }
    />
  );
  return (
    <FormField
      id={fieldId(field)}
      errorId={errorId(field)}
      label={AUTH_LABELS[field]}
      required={required}
      error={error}
    >
      {(control) =>
        field === 'password' ? (
          <InputGroup endElement={<PasswordToggle actor={actor} visible={visible} />}>
            {input(control)}
          </InputGroup>
        ) : (
          input(control)
        )
      }
    </FormField>
  );
}

function AuthForm({ actor }: { actor: AuthFormActorRef }) {
  const mode = useSelector(actor, selectAuthMode);
  const fields = AUTH_MODE_FIELDS[mode];
  // The dashboard's code is fetched once a person starts on the form (a pointer over it, focus
  // in it), so it is here by the time they sign in, and not evaluated while the page shows.
  const preloadPage = usePagePreload();
  const preloadDashboard = () => preloadPage('dashboard');

  useEffect(() => {
    const subscription = actor.on('auth.invalid', (event: AuthFormEmitted) => {
      document.getElementById(fieldId(event.field))?.focus();
    });
    return () => subscription.unsubscribe();
  }, [actor]);

  return (
    <Stack
      onPointerEnter={preloadDashboard}
      onFocus={preloadDashboard}
      onTouchStart={preloadDashboard}
      gap="6"
      p={{ base: 5, md: 8 }}
      borderRadius="l3"
      borderWidth="1px"
      borderColor="border"
      bg="bg.panel"
      boxShadow="sm"
    >
      <Group attached role="group" aria-label="Choose a form" w="full">
        {MODES.map(({ mode: option, label }) => (
          <Button
            key={option}
            flex="1"
            variant={mode === option ? 'solid' : 'outline'}
            colorPalette="brand"
            aria-pressed={mode === option}
            onClick={() => actor.send({ type: 'auth.mode.select', mode: option })}
          >
            {label}
          </Button>
        ))}
      </Group>
      <chakra.form
        noValidate
        aria-labelledby="auth-form-title"
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'auth.form.submit' });
        }}
      >
        <Stack gap="5">
          <Heading as="h2" id="auth-form-title" size="lg">
            {mode === 'signIn' ? 'Sign in to the demo' : 'Create a demo account'}
          </Heading>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
            {fields.map((field) => (
              <Box
                key={`${mode}-${field}`}
                gridColumn={
                  field === 'firstName' || field === 'lastName' ? undefined : { sm: 'span 2' }
                }
              >
                <AuthInput actor={actor} mode={mode} field={field} />
              </Box>
            ))}
          </SimpleGrid>
          <Button type="submit" colorPalette="gold" size="lg" width="full">
            {mode === 'signIn' ? 'Sign in to the demo' : 'Create demo account'}
          </Button>
          <Text fontSize="sm" color="fg.muted" textAlign="center">
            Any email and password will do: this form checks only that the required fields are
            filled in.
          </Text>
        </Stack>
      </chakra.form>
    </Stack>
  );
}

export default function AuthPage() {
  const forms = useSiteForms();
  return forms ? <AuthPageView actor={forms.authForm} /> : null;
}

function AuthPageView({ actor }: { actor: AuthFormActorRef }) {
  return (
    <Container maxW="6xl" py={{ base: 8, md: 16 }}>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: 8, lg: 16 }} alignItems="start">
        <Stack gap="6">
          <Heading as="h1" size={{ base: '3xl', md: '4xl' }} letterSpacing="tight">
            Try the demo dashboard
          </Heading>
          <Alert.Root status="info" variant="subtle" borderRadius="l2">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>This is a demo.</Alert.Title>
              <Alert.Description>
                Signing in here opens a sample dashboard in your browser. No account is created, no
                SMS is sent and nothing you type is saved.
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
          <Text>
            Want a real account?{' '}
            <ExternalLink href={config.appUrl} color="brand.fg" fontWeight="semibold">
              Sign up on the {BRAND.name} web app
              <span className={sc('sr-only')}> (opens in a new tab)</span>
            </ExternalLink>
            .
          </Text>
          <Stack gap="3">
            <Heading as="h2" size="md">
              What you can try
            </Heading>
            <CheckList items={TRY_LIST} size="md" />
          </Stack>
        </Stack>
        <AuthForm actor={actor} />
      </SimpleGrid>
    </Container>
  );
}
