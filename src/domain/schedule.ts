/**
 * Rules for a scheduled send: when it is, whether it has passed, whether it suits people.
 * Every date and time is read in the account's time zone, never the browser's.
 */
import type { QuietHours, Timezone } from './settings';

/** Recommended sending window (SPEC section 9 best practices): 9 AM to 6 PM, inclusive. */
export const BUSINESS_HOURS = { start: 9 * 60, end: 18 * 60 } as const;

/**
 * The spec's zones as the fixed offsets their names denote, in minutes east of UTC. No daylight
 * saving: Accra keeps GMT all year, and EST and PST name the winter offsets.
 */
export const ZONE_OFFSET_MINUTES: Record<Timezone, number> = {
  UTC: 0,
  EST: -300,
  PST: -480,
  GMT: 0,
};

const ZONE_PLACES: Record<Timezone, string | null> = {
  UTC: null,
  EST: 'New York in winter',
  PST: 'Los Angeles in winter',
  GMT: 'Accra time',
};

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** A date and time on the wall clock of a zone: "YYYY-MM-DD" and "HH:MM". */
export interface WallClock {
  date: string;
  time: string;
}

/** Minutes after midnight of an "HH:MM" time, or null when it is not a time. */
export function minutesOfDay(time: string): number | null {
  const match = TIME_PATTERN.exec(time.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59 || Number(match[3] ?? 0) > 59) return null;
  return hours * 60 + minutes;
}

/**
 * The moment a "YYYY-MM-DD" date and "HH:MM" time name on the wall clock of `zone`, as epoch
 * milliseconds; null when either is not a real date or time (30 February, 25:00).
 */
export function scheduledAt(date: string, time: string, zone: Timezone): number | null {
  const match = DATE_PATTERN.exec(date.trim());
  const minutes = minutesOfDay(time);
  if (!match || minutes === null) return null;
  const year = Number(match[1]);
  const month = Number(match[2]) - 1;
  const day = Number(match[3]);
  // setUTCFullYear, unlike Date.UTC, keeps years 0 to 99 as written.
  const moment = new Date(0);
  moment.setUTCFullYear(year, month, day);
  if (
    moment.getUTCFullYear() !== year ||
    moment.getUTCMonth() !== month ||
    moment.getUTCDate() !== day
  ) {
    return null;
  }
  return moment.getTime() + minutes * MINUTE - ZONE_OFFSET_MINUTES[zone] * MINUTE;
}

/** True when the date and time, read in `zone`, name a moment at or before `now`. */
export function isInPast(date: string, time: string, now: number, zone: Timezone): boolean {
  const moment = scheduledAt(date, time, zone);
  return moment !== null && moment <= now;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** The date and time the wall clock of `zone` shows at `now` (seconds dropped). */
export function wallClock(now: number, zone: Timezone): WallClock {
  const shifted = new Date(now + ZONE_OFFSET_MINUTES[zone] * MINUTE);
  return {
    date: `${pad(shifted.getUTCFullYear(), 4)}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`,
    time: `${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}`,
  };
}

/**
 * True when `time` falls in quiet hours: from start (inclusive) to end (exclusive), wrapping
 * midnight when end comes before start. Equal start and end mean no quiet hours; anything that is
 * not a time is never quiet.
 */
export function isQuietTime(time: string, quiet: QuietHours): boolean {
  const minutes = minutesOfDay(time);
  const start = minutesOfDay(quiet.start);
  const end = minutesOfDay(quiet.end);
  if (minutes === null || start === null || end === null || start === end) return false;
  return start < end ? minutes >= start && minutes < end : minutes >= start || minutes < end;
}

/** True when, on the wall clock of `zone`, `now` falls in quiet hours. */
export function isQuietAt(now: number, zone: Timezone, quiet: QuietHours): boolean {
  return isQuietTime(wallClock(now, zone).time, quiet);
}

/**
 * When, on the wall clock of `zone`, the quiet hours in force at `now` end: at 21:30 with quiet
 * hours 20:00 to 08:00, tomorrow at 08:00; at 02:00, today at 08:00. Outside quiet hours, the
 * next end after `now`. With no quiet hours (start equals end, or not times), `now` itself.
 */
export function nextQuietEnd(now: number, zone: Timezone, quiet: QuietHours): WallClock {
  const start = minutesOfDay(quiet.start);
  const end = minutesOfDay(quiet.end);
  if (start === null || end === null || start === end) return wallClock(now, zone);
  const local = now + ZONE_OFFSET_MINUTES[zone] * MINUTE;
  const endToday = Math.floor(local / DAY) * DAY + end * MINUTE;
  const endLocal = endToday > local ? endToday : endToday + DAY;
  return wallClock(endLocal, 'UTC');
}

/** The zone as the account's settings name it: 'GMT', 'UTC', 'EST', 'PST'. */
export function zoneLabel(zone: Timezone): string {
  return zone;
}

/** 'UTC+0', 'UTC−5' (with a true minus sign), 'UTC−8'. */
export function zoneOffsetLabel(zone: Timezone): string {
  const offset = ZONE_OFFSET_MINUTES[zone];
  const sign = offset < 0 ? '\u2212' : '+';
  const hours = Math.floor(Math.abs(offset) / 60);
  const minutes = Math.abs(offset) % 60;
  return `UTC${sign}${hours}${minutes === 0 ? '' : `:${pad(minutes)}`}`;
}

/** 'GMT (UTC+0, Accra time)', 'UTC (UTC+0)', 'EST (UTC−5, New York in winter)'. */
export function describeZone(zone: Timezone): string {
  const place = ZONE_PLACES[zone];
  return `${zoneLabel(zone)} (${zoneOffsetLabel(zone)}${place === null ? '' : `, ${place}`})`;
}

/** '2026-12-01 at 10:00 GMT'. */
export function formatZoned(date: string, time: string, zone: Timezone): string {
  return `${date} at ${time} ${zoneLabel(zone)}`;
}

/** True for times from 9:00 to 18:00; false outside, and for anything that is not a time. */
export function isWithinBusinessHours(time: string): boolean {
  const minutes = minutesOfDay(time);
  return minutes !== null && minutes >= BUSINESS_HOURS.start && minutes <= BUSINESS_HOURS.end;
}

/** "14:30" reads as "2:30 PM". */
export function formatTime12h(time: string): string {
  const minutes = minutesOfDay(time);
  if (minutes === null) return time;
  const hours = Math.floor(minutes / 60);
  const suffix = hours < 12 ? 'AM' : 'PM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes % 60).padStart(2, '0')} ${suffix}`;
}

/** The schedule rules an account sets: its zone, and the quiet hours promotional messages keep. */
export interface ScheduleRules {
  timezone: Timezone;
  quietHours: QuietHours;
}

export const SCHEDULE_MISSING = 'Choose a date and a time.';

/** "2026-12-01 at 10:00 GMT has already passed. ..." */
export function pastScheduleMessage(
  date: string,
  time: string,
  zone: Timezone,
  alternative: string,
) {
  return `${formatZoned(date, time, zone)} has already passed. Choose a later date and time${alternative}.`;
}

/** Why a promotional message may not go at `time`, and what to do instead. */
export function quietHoursMessage(time: string, rules: ScheduleRules): string {
  const { start, end } = rules.quietHours;
  const zone = zoneLabel(rules.timezone);
  return `${time} ${zone} is inside your quiet hours (${start} to ${end} ${zone}), when promotional messages are not sent. Choose a time from ${end} to ${start}, or mark the message Transactional if it is one.`;
}

/**
 * The composer's schedule rules, for a campaign moved to another time: a date and a time, not
 * past in the account's zone, and outside quiet hours unless transactional. The reason a person
 * reads, or null when the time will do.
 */
export function scheduleProblem(
  date: string,
  time: string,
  now: number,
  rules: ScheduleRules,
  promotional: boolean,
): string | null {
  if (scheduledAt(date, time, rules.timezone) === null) return SCHEDULE_MISSING;
  if (isInPast(date, time, now, rules.timezone)) {
    return pastScheduleMessage(date, time, rules.timezone, '');
  }
  if (promotional && isQuietTime(time, rules.quietHours)) return quietHoursMessage(time, rules);
  return null;
}
