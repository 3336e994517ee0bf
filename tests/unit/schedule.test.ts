// @vitest-environment node
/**
 * Every expectation is written against Date.UTC, never `new Date(y, m, d)`: the suite passes the
 * same under any process time zone, and fails if the browser's zone leaks into a schedule. CI
 * runs it as is and under TZ=America/New_York.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  describeZone,
  formatTime12h,
  formatZoned,
  isInPast,
  isQuietAt,
  isQuietTime,
  isWithinBusinessHours,
  minutesOfDay,
  nextQuietEnd,
  scheduledAt,
  wallClock,
  ZONE_OFFSET_MINUTES,
  zoneLabel,
  zoneOffsetLabel,
} from '@/domain/schedule';
import { DEFAULT_QUIET_HOURS, TIMEZONES, type Timezone } from '@/domain/settings';

const utc = (year: number, month: number, day: number, hours = 0, minutes = 0) =>
  Date.UTC(year, month - 1, day, hours, minutes);

describe('scheduledAt', () => {
  it('reads a GMT schedule as Accra time: UTC+0, whatever the browser says', () => {
    expect(scheduledAt('2026-12-01', '14:30', 'GMT')).toBe(utc(2026, 12, 1, 14, 30));
    expect(scheduledAt('2026-12-01', '14:30', 'UTC')).toBe(utc(2026, 12, 1, 14, 30));
    expect(scheduledAt('2026-12-01', '14:30:00', 'GMT')).toBe(utc(2026, 12, 1, 14, 30));
  });

  it('reads EST and PST as UTC−5 and UTC−8, in summer as in winter (no daylight saving)', () => {
    expect(scheduledAt('2026-12-01', '10:00', 'EST')).toBe(utc(2026, 12, 1, 15));
    expect(scheduledAt('2026-07-01', '10:00', 'EST')).toBe(utc(2026, 7, 1, 15));
    expect(scheduledAt('2026-12-01', '10:00', 'PST')).toBe(utc(2026, 12, 1, 18));
    expect(scheduledAt('2026-07-01', '10:00', 'PST')).toBe(utc(2026, 7, 1, 18));
  });

  it('crosses into the next UTC day, month and year', () => {
    expect(scheduledAt('2026-12-31', '20:00', 'PST')).toBe(utc(2027, 1, 1, 4));
    expect(scheduledAt('2026-02-28', '23:30', 'EST')).toBe(utc(2026, 3, 1, 4, 30));
  });

  it('accepts 29 February in a leap year only', () => {
    expect(scheduledAt('2028-02-29', '09:00', 'GMT')).toBe(utc(2028, 2, 29, 9));
    expect(scheduledAt('2026-02-29', '09:00', 'GMT')).toBeNull();
  });

  it('keeps a two-digit year as written', () => {
    const moment = scheduledAt('0099-06-01', '00:00', 'UTC');
    expect(moment).not.toBeNull();
    expect(new Date(moment ?? 0).getUTCFullYear()).toBe(99);
  });

  it.each([
    ['', '10:00'],
    ['2026-12-01', ''],
    ['2026-02-30', '10:00'],
    ['2026-04-31', '10:00'],
    ['2026-13-01', '10:00'],
    ['2026-00-10', '10:00'],
    ['2026-12-00', '10:00'],
    ['01/12/2026', '10:00'],
    ['2026-12-01', '24:00'],
    ['2026-12-01', '25:00'],
    ['2026-12-01', '10:60'],
    ['2026-12-01', '10:00:60'],
    ['2026-12-01', '9am'],
    ['2026-12-01', '9:00'],
  ])('refuses %j at %j', (date, time) => {
    for (const zone of TIMEZONES) expect(scheduledAt(date, time, zone)).toBeNull();
  });
});

describe('isInPast', () => {
  it('knows the past from an injected now, at or before it', () => {
    const now = utc(2026, 11, 21, 10, 0);
    expect(isInPast('2026-11-21', '09:59', now, 'GMT')).toBe(true);
    expect(isInPast('2026-11-21', '10:00', now, 'GMT')).toBe(true);
    expect(isInPast('2026-11-21', '10:01', now, 'GMT')).toBe(false);
    expect(isInPast('2025-12-31', '23:59', now, 'GMT')).toBe(true);
    expect(isInPast('2027-01-01', '08:00', now, 'GMT')).toBe(false);
    expect(isInPast('', '', now, 'GMT')).toBe(false);
  });

  it('reads the schedule in the account zone: 10:00 UTC is 05:00 in New York', () => {
    const now = utc(2026, 11, 21, 10, 0);
    expect(isInPast('2026-11-21', '05:00', now, 'EST')).toBe(true);
    expect(isInPast('2026-11-21', '05:01', now, 'EST')).toBe(false);
    expect(isInPast('2026-11-21', '09:00', now, 'EST')).toBe(false);
    expect(isInPast('2026-11-21', '02:00', now, 'PST')).toBe(true);
    expect(isInPast('2026-11-21', '02:01', now, 'PST')).toBe(false);
  });
});

describe('wallClock', () => {
  it('shows the date and time of the zone, not the browser', () => {
    const now = utc(2026, 12, 1, 3, 7) + 42_000;
    expect(wallClock(now, 'GMT')).toEqual({ date: '2026-12-01', time: '03:07' });
    expect(wallClock(now, 'UTC')).toEqual({ date: '2026-12-01', time: '03:07' });
    expect(wallClock(now, 'EST')).toEqual({ date: '2026-11-30', time: '22:07' });
    expect(wallClock(now, 'PST')).toEqual({ date: '2026-11-30', time: '19:07' });
  });

  it('round-trips with scheduledAt in every zone', () => {
    const now = utc(2027, 1, 1, 0, 15);
    for (const zone of TIMEZONES) {
      const { date, time } = wallClock(now, zone);
      expect(scheduledAt(date, time, zone)).toBe(now);
    }
  });
});

describe('isQuietTime', () => {
  it.each([
    ['20:00', true],
    ['21:00', true],
    ['23:59', true],
    ['00:00', true],
    ['07:59', true],
    ['08:00', false],
    ['12:00', false],
    ['19:59', false],
    ['', false],
    ['8:00', false],
    ['nonsense', false],
  ])('%j is quiet from 20:00 to 08:00: %s', (time, quiet) => {
    expect(isQuietTime(time, DEFAULT_QUIET_HOURS)).toBe(quiet);
  });

  it('handles quiet hours within one day', () => {
    const lunch = { start: '12:00', end: '14:00' };
    expect(isQuietTime('11:59', lunch)).toBe(false);
    expect(isQuietTime('12:00', lunch)).toBe(true);
    expect(isQuietTime('13:59', lunch)).toBe(true);
    expect(isQuietTime('14:00', lunch)).toBe(false);
  });

  it('treats equal start and end, or quiet hours that are not times, as none', () => {
    for (const time of ['00:00', '08:00', '12:00', '23:59']) {
      expect(isQuietTime(time, { start: '08:00', end: '08:00' })).toBe(false);
      expect(isQuietTime(time, { start: '', end: '08:00' })).toBe(false);
      expect(isQuietTime(time, { start: '20:00', end: '8am' })).toBe(false);
    }
  });
});

describe('isQuietAt', () => {
  it('reads quiet hours on the account clock', () => {
    // 02:00 UTC: night in Accra, 21:00 in New York, 18:00 in Los Angeles.
    const now = utc(2026, 12, 1, 2);
    expect(isQuietAt(now, 'GMT', DEFAULT_QUIET_HOURS)).toBe(true);
    expect(isQuietAt(now, 'EST', DEFAULT_QUIET_HOURS)).toBe(true);
    expect(isQuietAt(now, 'PST', DEFAULT_QUIET_HOURS)).toBe(false);
  });

  it('ends quiet hours on the minute', () => {
    const end = utc(2026, 12, 1, 8);
    expect(isQuietAt(end - 1, 'GMT', DEFAULT_QUIET_HOURS)).toBe(true);
    expect(isQuietAt(end, 'GMT', DEFAULT_QUIET_HOURS)).toBe(false);
    expect(isQuietAt(utc(2026, 12, 1, 20) - 1, 'GMT', DEFAULT_QUIET_HOURS)).toBe(false);
    expect(isQuietAt(utc(2026, 12, 1, 20), 'GMT', DEFAULT_QUIET_HOURS)).toBe(true);
  });
});

describe('nextQuietEnd', () => {
  it('ends evening quiet hours tomorrow morning', () => {
    expect(nextQuietEnd(utc(2026, 12, 1, 21, 30), 'GMT', DEFAULT_QUIET_HOURS)).toEqual({
      date: '2026-12-02',
      time: '08:00',
    });
  });

  it('ends night quiet hours this morning', () => {
    expect(nextQuietEnd(utc(2026, 12, 1, 2), 'GMT', DEFAULT_QUIET_HOURS)).toEqual({
      date: '2026-12-01',
      time: '08:00',
    });
  });

  it('crosses a month and a year end', () => {
    expect(nextQuietEnd(utc(2026, 12, 31, 22), 'GMT', DEFAULT_QUIET_HOURS)).toEqual({
      date: '2027-01-01',
      time: '08:00',
    });
  });

  it('answers in the account zone', () => {
    // 03:00 UTC on 1 Dec is 22:00 on 30 Nov in New York: quiet until 08:00 on 1 Dec there.
    const now = utc(2026, 12, 1, 3);
    const end = nextQuietEnd(now, 'EST', DEFAULT_QUIET_HOURS);
    expect(end).toEqual({ date: '2026-12-01', time: '08:00' });
    expect(scheduledAt(end.date, end.time, 'EST')).toBe(utc(2026, 12, 1, 13));
    // 07:00 UTC on 1 Dec is 23:00 on 30 Nov in Los Angeles.
    expect(nextQuietEnd(utc(2026, 12, 1, 7), 'PST', DEFAULT_QUIET_HOURS)).toEqual({
      date: '2026-12-01',
      time: '08:00',
    });
  });

  it('outside quiet hours, gives the next end after now', () => {
    expect(nextQuietEnd(utc(2026, 12, 1, 12), 'GMT', DEFAULT_QUIET_HOURS)).toEqual({
      date: '2026-12-02',
      time: '08:00',
    });
    expect(nextQuietEnd(utc(2026, 12, 1, 8), 'GMT', DEFAULT_QUIET_HOURS)).toEqual({
      date: '2026-12-02',
      time: '08:00',
    });
    const lunch = { start: '12:00', end: '14:00' };
    expect(nextQuietEnd(utc(2026, 12, 1, 13), 'GMT', lunch)).toEqual({
      date: '2026-12-01',
      time: '14:00',
    });
  });

  it('with no quiet hours, gives now', () => {
    const now = utc(2026, 12, 1, 21, 30);
    expect(nextQuietEnd(now, 'GMT', { start: '08:00', end: '08:00' })).toEqual({
      date: '2026-12-01',
      time: '21:30',
    });
  });
});

describe('zone labels', () => {
  it.each<[Timezone, number, string, string]>([
    ['GMT', 0, 'UTC+0', 'GMT (UTC+0, Accra time)'],
    ['UTC', 0, 'UTC+0', 'UTC (UTC+0)'],
    ['EST', -300, 'UTC\u22125', 'EST (UTC\u22125, New York in winter)'],
    ['PST', -480, 'UTC\u22128', 'PST (UTC\u22128, Los Angeles in winter)'],
  ])('%s is %i minutes from UTC: %s, %s', (zone, offset, offsetLabel, description) => {
    expect(ZONE_OFFSET_MINUTES[zone]).toBe(offset);
    expect(zoneLabel(zone)).toBe(zone);
    expect(zoneOffsetLabel(zone)).toBe(offsetLabel);
    expect(describeZone(zone)).toBe(description);
  });

  it('writes a schedule with its zone', () => {
    expect(formatZoned('2026-12-01', '10:00', 'GMT')).toBe('2026-12-01 at 10:00 GMT');
    expect(formatZoned('2026-12-01', '10:00', 'PST')).toBe('2026-12-01 at 10:00 PST');
  });
});

describe('under any process time zone', () => {
  const original = process.env.TZ;
  afterEach(() => {
    if (original === undefined) delete process.env.TZ;
    else process.env.TZ = original;
  });

  // Node applies a new TZ at once: the browser-zone bug this guards against would show here.
  it.each(['America/New_York', 'Pacific/Kiritimati', 'Asia/Kolkata'])('%s', (processZone) => {
    process.env.TZ = processZone;
    expect(new Date(utc(2026, 12, 1)).getTimezoneOffset()).not.toBe(0);
    expect(scheduledAt('2026-12-01', '10:00', 'GMT')).toBe(utc(2026, 12, 1, 10));
    expect(scheduledAt('2026-12-01', '10:00', 'EST')).toBe(utc(2026, 12, 1, 15));
    expect(wallClock(utc(2026, 12, 1, 23, 30), 'GMT')).toEqual({
      date: '2026-12-01',
      time: '23:30',
    });
    expect(isQuietAt(utc(2026, 12, 1, 21), 'GMT', DEFAULT_QUIET_HOURS)).toBe(true);
    expect(isQuietAt(utc(2026, 12, 1, 12), 'GMT', DEFAULT_QUIET_HOURS)).toBe(false);
    expect(nextQuietEnd(utc(2026, 12, 1, 21, 30), 'GMT', DEFAULT_QUIET_HOURS)).toEqual({
      date: '2026-12-02',
      time: '08:00',
    });
  });
});

describe('business hours', () => {
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
    expect(minutesOfDay(' 07:05 ')).toBe(425);
    expect(minutesOfDay('24:00')).toBeNull();
    expect(formatTime12h('00:05')).toBe('12:05 AM');
    expect(formatTime12h('09:00')).toBe('9:00 AM');
    expect(formatTime12h('12:00')).toBe('12:00 PM');
    expect(formatTime12h('18:30')).toBe('6:30 PM');
    expect(formatTime12h('later')).toBe('later');
  });
});
