/** Today's date as "YYYY-MM-DD" in GMT, Accra's time all year: what records are dated with. */
export function todayIso(now: number = Date.now()): string {
  return new Date(now).toISOString().slice(0, 10);
}
