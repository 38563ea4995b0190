/**
 * Calendar dates as 'YYYY-MM-DD' strings: a date of birth has no time of day
 * and no time zone, so it never goes through Date's UTC/local conversions.
 */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Parses a real calendar date ('2001-02-30' is not one); null otherwise. */
export function parseCalendarDate(value: unknown): CalendarDate | null {
  if (typeof value !== 'string') return null;
  const m = ISO_DATE.exec(value.trim());
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (year < 1000 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export function formatCalendarDate({ year, month, day }: CalendarDate): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const READABLE_DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * A calendar date as people read it: '2002-03-14' → '14 March 2002' (day,
 * month name, year: never ambiguous between day-first and month-first
 * readers). Anything that is not a calendar date is returned as it is.
 */
export function readableCalendarDate(value: string): string {
  const date = parseCalendarDate(value);
  if (!date) return value;
  return READABLE_DATE.format(new Date(Date.UTC(date.year, date.month - 1, date.day)));
}

/** Today in the browser's own time zone, as the person filling in the form sees it. */
export function localToday(now: Date = new Date()): string {
  return formatCalendarDate({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() });
}

/**
 * The latest calendar date anywhere on Earth (UTC+14). The server checks ages
 * against it so that a contestant whose birthday is today where she lives is
 * never refused because the server's clock is in an earlier time zone.
 */
export function latestToday(now: Date = new Date()): string {
  const ahead = new Date(now.getTime() + 14 * 60 * 60 * 1000);
  return formatCalendarDate({
    year: ahead.getUTCFullYear(),
    month: ahead.getUTCMonth() + 1,
    day: ahead.getUTCDate(),
  });
}
