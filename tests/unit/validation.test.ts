// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hasErrors, isBlank, isEmail, requiredErrors } from '@/domain/validation';

describe('validation', () => {
  it.each([
    ['', true],
    ['   ', true],
    ['\n\t', true],
    [' a ', false],
  ])('isBlank(%j) is %s', (value, blank) => expect(isBlank(value)).toBe(blank));

  it.each([
    ['ama@example.com', true],
    [' kofi.boateng@shop.com.gh ', true],
    ['ama@', false],
    ['ama example.com', false],
    ['@example.com', false],
  ])('isEmail(%j) is %s', (value, ok) => expect(isEmail(value)).toBe(ok));

  it('names each blank required field', () => {
    const errors = requiredErrors({ name: ' ', email: 'a@b.co', note: '' }, ['name', 'email'], {
      name: 'Full name',
      email: 'Email',
      note: 'Note',
    });
    expect(errors).toEqual({ name: 'Full name is required.' });
    expect(hasErrors(errors)).toBe(true);
    expect(hasErrors({})).toBe(false);
  });
});
