import { describe, expect, it } from 'vitest';
import {
  formatTime12h,
  isInPast,
  isWithinBusinessHours,
  minutesOfDay,
  scheduledAt,
} from '@/domain/schedule';

const at = (year: number, month: number, day: number, hours = 0, minutes = 0) =>
  new Date(year, month - 1, day, hours, minutes).getTime();

describe('schedule', () => {
  it('reads date and time inputs as local time', () => {
    expect(scheduledAt('2026-12-01', '14:30')).toBe(at(2026, 12, 1, 14, 30));
    expect(scheduledAt('2026-12-01', '14:30:00')).toBe(at(2026, 12, 1, 14, 30));
  });

  it.each([
    ['', '10:00'],
    ['2026-12-01', ''],
    ['2026-02-30', '10:00'],
    ['2026-13-01', '10:00'],
    ['01/12/2026', '10:00'],
    ['2026-12-01', '24:00'],
    ['2026-12-01', '9am'],
  ])('refuses %j at %j', (date, time) => {
    expect(scheduledAt(date, time)).toBeNull();
  });

  it('knows the past from an injected now', () => {
    const now = at(2026, 11, 21, 10, 0);
    expect(isInPast('2026-11-21', '09:59', now)).toBe(true);
    expect(isInPast('2026-11-21', '10:00', now)).toBe(true);
    expect(isInPast('2026-11-21', '10:01', now)).toBe(false);
    expect(isInPast('2025-12-31', '23:59', now)).toBe(true);
    expect(isInPast('2027-01-01', '08:00', now)).toBe(false);
    expect(isInPast('', '', now)).toBe(false);
  });

  it.each([
    ['08:59', false],
    ['09:00', true],
    ['12:30', true],
    ['18:00', true],
    ['18:01', false],
    ['23:15', false],
    ['00:00', false],
    ['', false],
  ])('%s is within 9 AM to 6 PM: %s', (time, within) => {
    expect(isWithinBusinessHours(time)).toBe(within);
  });

  it('formats times for people', () => {
    expect(minutesOfDay('18:00')).toBe(1080);
    expect(formatTime12h('00:05')).toBe('12:05 AM');
    expect(formatTime12h('09:00')).toBe('9:00 AM');
    expect(formatTime12h('12:00')).toBe('12:00 PM');
    expect(formatTime12h('18:30')).toBe('6:30 PM');
  });
});
