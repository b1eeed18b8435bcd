/*
 * Calendar dates typed as `dd-mm-yyyy` (docs/decisions.md): a real calendar (29 February in leap years), and
 * ages in whole years. Pure and dependency-free: the engine, the date widget and the sandbox share it.
 */

export interface DayMonthYear {
  day: number;
  month: number;
  year: number;
}

const PATTERN = /^(\d{2})-(\d{2})-(\d{4})$/;

export function daysInMonth(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one; UTC so no time zone can shift it.
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function parseDayMonthYear(text: string): DayMonthYear | null {
  const match = PATTERN.exec(text);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { day, month, year };
}

const two = (n: number) => String(n).padStart(2, '0');

export function formatDayMonthYear({ day, month, year }: DayMonthYear): string {
  return `${two(day)}-${two(month)}-${String(year).padStart(4, '0')}`;
}

/** Today's date where the borrower is (the device's calendar day). */
export function localToday(now: Date = new Date()): DayMonthYear {
  return { day: now.getDate(), month: now.getMonth() + 1, year: now.getFullYear() };
}

/** Whole years from `from` to `to` (an age: the birthday counts from its day). */
export function wholeYearsBetween(from: DayMonthYear, to: DayMonthYear): number {
  const beforeBirthday = to.month < from.month || (to.month === from.month && to.day < from.day);
  return to.year - from.year - (beforeBirthday ? 1 : 0);
}

export interface YearsAgoRange {
  /** The date must be at least this many whole years ago (18 for a birthday; 0: not in the future). */
  minYearsAgo?: number;
  /** …and at most this many. */
  maxYearsAgo?: number;
}

export function isAfter(a: DayMonthYear, b: DayMonthYear): boolean {
  return a.year !== b.year ? a.year > b.year : a.month !== b.month ? a.month > b.month : a.day > b.day;
}

export function withinYearsAgo(date: DayMonthYear, today: DayMonthYear, range: YearsAgoRange): boolean {
  if (isAfter(date, today)) return range.minYearsAgo === undefined;
  const years = wholeYearsBetween(date, today);
  if (range.minYearsAgo !== undefined && years < range.minYearsAgo) return false;
  if (range.maxYearsAgo !== undefined && years > range.maxYearsAgo) return false;
  return true;
}
