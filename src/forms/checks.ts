import { sameNationalNumber } from '../lib/national-number.ts';
import { isFilled } from './conditions.ts';
import { localToday, parseDayMonthYear, withinYearsAgo, type DayMonthYear } from './dates.ts';
import type { Check, FieldError, FormValues } from './spec.ts';

/** What the rules need beyond the values: who is logged in, the market's number length, and today. */
export interface CheckContext {
  /** The login phone in any form (`712345678` or `0712345678`); checks against it are skipped without one. */
  loginPhone?: string;
  /** Digits of a national mobile number in this market (9 in Tanzania and Kenya). */
  nationalLength: number;
  today?: DayMonthYear;
}

const error = (field: string, key: string): FieldError => ({ field, key, params: {} });

function same(a: unknown, b: unknown, compare: 'text' | 'phone', length: number): boolean {
  if (compare === 'phone') return sameNationalNumber(String(a), String(b), length);
  return String(a).trim().toLowerCase() === String(b).trim().toLowerCase();
}

/**
 * Runs the rules' cross-field and calendar checks on cleaned, pruned values. Fields listed in `skip`
 * (those that already failed the schema) are left alone, so each field shows one message.
 */
export function runChecks(
  checks: readonly Check[],
  values: FormValues,
  context: CheckContext,
  skip: ReadonlySet<string>,
): FieldError[] {
  const errors: FieldError[] = [];
  const failed = new Set(skip);
  const report = (field: string, key: string) => {
    if (failed.has(field)) return;
    failed.add(field);
    errors.push(error(field, key));
  };
  for (const check of checks) {
    if (check.check === 'differ') {
      check.fields.forEach((field, index) => {
        const value = values[field];
        if (!isFilled(value) || failed.has(field)) return;
        const earlier = check.fields.slice(0, index).filter((other) => isFilled(values[other]));
        if (
          earlier.some((other) => same(values[other], value, check.compare ?? 'text', context.nationalLength))
        )
          report(field, check.message);
      });
    } else if (check.check === 'notLoginPhone') {
      const login = context.loginPhone;
      if (!login) continue;
      for (const field of check.fields) {
        const value = values[field];
        if (isFilled(value) && sameNationalNumber(String(value), login, context.nationalLength))
          report(field, check.message);
      }
    } else {
      const value = values[check.field];
      if (!isFilled(value) || failed.has(check.field)) continue;
      const date = parseDayMonthYear(String(value));
      if (!date || !withinYearsAgo(date, context.today ?? localToday(), check))
        report(check.field, check.message);
    }
  }
  return errors;
}
