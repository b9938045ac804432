const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether year, month (1–12) and day name a day that exists: 2026-02-30 does not. */
export function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** Whether a value is a calendar day written yyyy-MM-dd that exists. */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = CALENDAR_DAY.exec(value);
  return match !== null && isRealDate(+match[1]!, +match[2]!, +match[3]!);
}

/** The calendar day `days` after a yyyy-MM-dd day (before, when negative). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
