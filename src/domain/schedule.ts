/** Rules for a scheduled send: when it is, whether it has passed, whether it suits people. */

/** Recommended sending window (SPEC section 9 best practices): 9 AM to 6 PM, inclusive. */
export const BUSINESS_HOURS = { start: 9 * 60, end: 18 * 60 } as const;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** Minutes after midnight of an "HH:MM" time, or null when it is not a time. */
export function minutesOfDay(time: string): number | null {
  const match = TIME_PATTERN.exec(time.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  return hours * 60 + minutes;
}

/**
 * The moment a "YYYY-MM-DD" date and "HH:MM" time name, in the person's own time zone (what
 * date and time inputs give), as epoch milliseconds; null when either is not a real date or
 * time (30 February, 25:00).
 */
export function scheduledAt(date: string, time: string): number | null {
  const match = DATE_PATTERN.exec(date.trim());
  const minutes = minutesOfDay(time);
  if (!match || minutes === null) return null;
  const year = Number(match[1]);
  const month = Number(match[2]) - 1;
  const day = Number(match[3]);
  const moment = new Date(year, month, day, Math.floor(minutes / 60), minutes % 60);
  if (moment.getFullYear() !== year || moment.getMonth() !== month || moment.getDate() !== day) {
    return null;
  }
  return moment.getTime();
}

/** True when the date and time name a moment at or before `now`. */
export function isInPast(date: string, time: string, now: number): boolean {
  const moment = scheduledAt(date, time);
  return moment !== null && moment <= now;
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
