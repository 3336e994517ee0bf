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
import { ExternalAnchor } from '@/ui/links';
import { usePagePreload } from '@/ui/page-preload';
import { CheckList } from '../shared/check-list';
import { SiteAlert } from '../shared/site-alert';
import {
  selectAuthError,
  selectAuthMode,
  selectAuthValue,
  selectPasswordVisible,
} from './use-auth-form';
import { useSiteForms } from '../forms/site-forms';
import { FormField, type FieldControl } from '../shared/form-field';
import { formatNumber } from '@/domain/numbers';
import { buttonClass, sc } from '@/ui/static-styles';

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
    <button
      type="button"
      className={buttonClass({ size: 'sm', variant: 'ghost' }, 'auth-password-toggle')}
      aria-label={visible ? 'Hide password' : 'Show password'}
      aria-controls={`${fieldId('password')} ${fieldId('confirmPassword')}`}
      onClick={() => actor.send({ type: 'auth.password.toggle' })}
    >
      {visible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
    </button>
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
    <input
      {...control}
      className={sc('input', 'input-md', 'input-outline')}
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
          <div className={sc('auth-password')}>
            {input(control)}
            <div>
              <PasswordToggle actor={actor} visible={visible} />
            </div>
          </div>
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
    <div
      className={sc('auth-panel')}
      onPointerEnter={preloadDashboard}
      onFocus={preloadDashboard}
      onTouchStart={preloadDashboard}
    >
      <div role="group" aria-label="Choose a form" className={sc('auth-modes')}>
        {MODES.map(({ mode: option, label }) => (
          <button
            key={option}
            type="button"
            className={buttonClass({
              variant: mode === option ? 'solid' : 'outline',
              palette: 'brand',
            })}
            aria-pressed={mode === option}
            onClick={() => actor.send({ type: 'auth.mode.select', mode: option })}
          >
            {label}
          </button>
        ))}
      </div>
      <form
        noValidate
        aria-labelledby="auth-form-title"
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'auth.form.submit' });
        }}
      >
        <div className={sc('auth-form')}>
          <h2 id="auth-form-title">
            {mode === 'signIn' ? 'Sign in to the demo' : 'Create a demo account'}
          </h2>
          <div className={sc('auth-fields')}>
            {fields.map((field) => (
              <div
                key={`${mode}-${field}`}
                data-wide={field === 'firstName' || field === 'lastName' ? undefined : ''}
              >
                <AuthInput actor={actor} mode={mode} field={field} />
              </div>
            ))}
          </div>
          <button
            type="submit"
            className={buttonClass({ palette: 'gold', size: 'lg', full: true })}
          >
            {mode === 'signIn' ? 'Sign in to the demo' : 'Create demo account'}
          </button>
          <p>
            Any email and password will do: this form checks only that the required fields are
            filled in.
          </p>
        </div>
      </form>
    </div>
  );
}

export default function AuthPage() {
  const forms = useSiteForms();
  return forms ? <AuthPageView actor={forms.authForm} /> : null;
}

function AuthPageView({ actor }: { actor: AuthFormActorRef }) {
  return (
    <div className={sc('page-width', 'auth-page')}>
      <div className={sc('auth-grid')}>
        <div className={sc('auth-intro')}>
          <h1>Try the demo dashboard</h1>
          <SiteAlert status="info" title="This is a demo.">
            Signing in here opens a sample dashboard in your browser. No account is created, no SMS
            is sent and nothing you type is saved.
          </SiteAlert>
          <p>
            Want a real account?{' '}
            <ExternalAnchor href={config.appUrl} className={sc('strong-link')}>
              Sign up on the {BRAND.name} web app
              <span className={sc('sr-only')}> (opens in a new tab)</span>
            </ExternalAnchor>
            .
          </p>
          <div className={sc('auth-try')}>
            <h2>What you can try</h2>
            <CheckList items={TRY_LIST} size="md" />
          </div>
        </div>
        <AuthForm actor={actor} />
      </div>
    </div>
  );
}
