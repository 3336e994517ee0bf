// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { authFormMachine, type AuthFormEmitted } from '@machines/auth-form.machine';
import { appWithChildren } from '../support/app-children';
import { selectPage } from '@/state/selectors';
import type { AuthField, AuthFormValues } from '@/domain/auth-form';

/** The auth form as the app spawns it, so its `auth.submit` reaches the app machine. */
function startApp() {
  const app = createActor(appWithChildren, { input: {} }).start();
  app.send({ type: 'nav.auth' });
  app.send({ type: 'site.forms.ready' });
  const form = app.getSnapshot().children.authForm;
  if (!form) throw new Error('The sign-in form did not start.');
  const invalid: AuthField[] = [];
  form.on('auth.invalid', (event: AuthFormEmitted) => invalid.push(event.field));
  const fill = (values: Partial<AuthFormValues>) => {
    for (const [field, value] of Object.entries(values)) {
      form.send({ type: 'auth.field.change', field: field as AuthField, value });
    }
  };
  return { app, form, invalid, fill };
}

describe('auth form machine: Sign In', () => {
  it('starts on Sign In, password hidden, nothing filled', () => {
    const form = createActor(authFormMachine).start();
    expect(form.getSnapshot().value).toBe('signIn');
    expect(form.getSnapshot().context.passwordVisible).toBe(false);
  });

  it('requires email and password, focusing the first missing one', () => {
    const { app, form, invalid } = startApp();
    form.send({ type: 'auth.form.submit' });
    expect(form.getSnapshot().context.errors).toEqual({
      email: 'Email is required.',
      password: 'Password is required.',
    });
    expect(invalid).toEqual(['email']);
    expect(selectPage(app.getSnapshot())).toBe('auth');
    expect(app.getSnapshot().context.loggedIn).toBe(false);
  });

  it('refuses an email that is not one, and a whitespace password', () => {
    const { form, fill, invalid } = startApp();
    fill({ email: 'ama.example.com', password: '   ' });
    form.send({ type: 'auth.form.submit' });
    expect(form.getSnapshot().context.errors).toEqual({
      email: 'Enter a valid email address, like ama@example.com.',
      password: 'Password is required.',
    });
    expect(invalid).toEqual(['email']);
  });

  it('does not ask for names to sign in', () => {
    const { app, form, fill } = startApp();
    fill({ email: 'ama@example.com', password: 'akwaaba' });
    form.send({ type: 'auth.form.submit' });
    expect(app.getSnapshot().context.loggedIn).toBe(true);
    expect(selectPage(app.getSnapshot())).toBe('dashboard');
  });

  it('forgets the password once signed in', () => {
    const { form, fill } = startApp();
    fill({ email: 'ama@example.com', password: 'akwaaba' });
    form.send({ type: 'auth.password.toggle' });
    form.send({ type: 'auth.form.submit' });
    expect(form.getSnapshot().context.values.password).toBe('');
    expect(form.getSnapshot().context.passwordVisible).toBe(false);
  });
});

describe('auth form machine: Create Account', () => {
  it('requires first name, last name, email and password; company and confirm are optional', () => {
    const { app, form, invalid } = startApp();
    form.send({ type: 'auth.mode.select', mode: 'signUp' });
    expect(form.getSnapshot().value).toBe('signUp');
    form.send({ type: 'auth.form.submit' });
    expect(form.getSnapshot().context.errors).toEqual({
      firstName: 'First name is required.',
      lastName: 'Last name is required.',
      email: 'Email is required.',
      password: 'Password is required.',
    });
    expect(invalid).toEqual(['firstName']);
    expect(app.getSnapshot().context.loggedIn).toBe(false);
  });

  it('does not compare confirm password with the password, as the spec says', () => {
    const { app, form, fill } = startApp();
    form.send({ type: 'auth.mode.select', mode: 'signUp' });
    fill({
      firstName: 'Esi',
      lastName: 'Owusu',
      email: 'esi@capecoastschool.edu.gh',
      password: 'one',
      confirmPassword: 'two',
    });
    form.send({ type: 'auth.form.submit' });
    expect(app.getSnapshot().context.loggedIn).toBe(true);
    expect(selectPage(app.getSnapshot())).toBe('dashboard');
  });

  it('clears errors when switching mode and keeps what was typed', () => {
    const { form, fill } = startApp();
    fill({ email: 'esi@example.com' });
    form.send({ type: 'auth.form.submit' });
    expect(form.getSnapshot().context.errors.password).toBeDefined();
    form.send({ type: 'auth.mode.select', mode: 'signUp' });
    expect(form.getSnapshot().context.errors).toEqual({});
    expect(form.getSnapshot().context.values.email).toBe('esi@example.com');
    form.send({ type: 'auth.mode.select', mode: 'signIn' });
    expect(form.getSnapshot().value).toBe('signIn');
  });

  it('clears a field error as it is corrected', () => {
    const { form, fill } = startApp();
    form.send({ type: 'auth.mode.select', mode: 'signUp' });
    form.send({ type: 'auth.form.submit' });
    fill({ lastName: 'Owusu' });
    expect(form.getSnapshot().context.errors.lastName).toBeUndefined();
    expect(form.getSnapshot().context.errors.firstName).toBe('First name is required.');
  });
});

describe('auth form machine: password visibility', () => {
  it('toggles in either mode', () => {
    const form = createActor(authFormMachine).start();
    form.send({ type: 'auth.password.toggle' });
    expect(form.getSnapshot().context.passwordVisible).toBe(true);
    form.send({ type: 'auth.mode.select', mode: 'signUp' });
    form.send({ type: 'auth.password.toggle' });
    expect(form.getSnapshot().context.passwordVisible).toBe(false);
  });
});
