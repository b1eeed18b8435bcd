import formsDateTexts from '../../i18n/sections/forms-date.ts';
import { useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { useT, type KeysOf } from '../../i18n/i18n.ts';
import { Select, type SelectOption } from '../../ui/Select.tsx';
import {
  daysInMonth,
  formatDayMonthYear,
  localToday,
  parseDayMonthYear,
  withinYearsAgo,
  type YearsAgoRange,
} from '../dates.ts';
import styles from './widgets.module.css';
import { fieldProps, optionNumber } from './widget-props.ts';

interface Parts {
  day: string;
  month: string;
  year: string;
}

const EMPTY: Parts = { day: '', month: '', year: '' };

function fromValue(value: unknown): Parts {
  const date = typeof value === 'string' ? parseDayMonthYear(value) : null;
  return date ? { day: String(date.day), month: String(date.month), year: String(date.year) } : EMPTY;
}

function toValue(parts: Parts): string | undefined {
  if (!parts.day || !parts.month || !parts.year) return undefined;
  const text = formatDayMonthYear({
    day: Number(parts.day),
    month: Number(parts.month),
    year: Number(parts.year),
  });
  return parseDayMonthYear(text) ? text : undefined;
}

const options = (list: number[], label?: (n: number) => string): SelectOption[] =>
  list.map((n) => ({ value: String(n), label: label ? label(n) : String(n) }));

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * A date as `dd-mm-yyyy` from three native lists (day, month, year). Only real dates inside the allowed
 * range are offered (`ui:options.minYearsAgo` / `maxYearsAgo`: 18 and 65 for a birthday), so 29 February
 * appears only in leap years and a borrower cannot pick a day that makes them 17.
 */
export function DateWidget(props: WidgetProps) {
  const t = useT(formsDateTexts);
  const field = fieldProps(props);
  const limits: YearsAgoRange = {
    minYearsAgo: optionNumber(props, 'minYearsAgo'),
    maxYearsAgo: optionNumber(props, 'maxYearsAgo'),
  };
  const [parts, setParts] = useState<Parts>(() => fromValue(props.value));
  const [seen, setSeen] = useState<unknown>(props.value);
  // A value set from outside (a reset, a restored draft) replaces what the lists show.
  if (props.value !== seen) {
    setSeen(props.value);
    if (props.value !== toValue(parts)) setParts(fromValue(props.value));
  }

  const today = localToday();
  const ok = (day: number, month: number, year: number) =>
    day <= daysInMonth(year, month) && withinYearsAgo({ day, month, year }, today, limits);
  const newest = today.year - (limits.minYearsAgo ?? 0);
  const oldest = today.year - (limits.maxYearsAgo ?? 100) - 1;
  // The allowed dates are one unbroken stretch, so a year or month is offered when its first or last
  // day is allowed: cheap enough to recompute on every render of a low-end phone.
  // Newest first: most borrowers are young, and the list opens at the top.
  const years = range(oldest, newest)
    .map((_, i) => newest - i)
    .filter((y) => ok(1, 1, y) || ok(31, 12, y));
  const year = Number(parts.year) || null;
  const month = Number(parts.month) || null;
  const months = range(1, 12).filter((m) => !year || ok(1, m, year) || ok(daysInMonth(year, m), m, year));
  // Before a year is chosen, a leap year stands in so that 29 February can still be picked first.
  const lastDay = month ? daysInMonth(year ?? 2000, month) : 31;
  const days = range(1, lastDay).filter((d) => !year || !month || ok(d, month, year));

  const update = (change: Partial<Parts>) => {
    let next = { ...parts, ...change };
    // A day the new month or year does not have (31 April, 29 February 2001) is cleared.
    if (next.day && next.month && next.year && !ok(Number(next.day), Number(next.month), Number(next.year))) {
      next = { ...next, day: '' };
    }
    setParts(next);
    const value = toValue(next);
    setSeen(value);
    props.onChange(value);
  };

  return (
    <div className={styles.date}>
      <Select
        id={field.id}
        aria-label={t('forms.date.day')}
        aria-describedby={field.describedBy}
        placeholder={t('forms.date.day')}
        value={parts.day}
        options={options(days)}
        invalid={field.invalid}
        onChange={(day) => update({ day })}
        onBlur={field.onBlur}
        disabled={props.disabled}
      />
      <Select
        aria-label={t('forms.date.month')}
        aria-describedby={field.describedBy}
        placeholder={t('forms.date.month')}
        value={parts.month}
        options={options(months, (m) => t(`forms.date.months.${m}` as KeysOf<typeof formsDateTexts>))}
        invalid={field.invalid}
        onChange={(value) => update({ month: value })}
        onBlur={field.onBlur}
        disabled={props.disabled}
      />
      <Select
        aria-label={t('forms.date.year')}
        aria-describedby={field.describedBy}
        placeholder={t('forms.date.year')}
        value={parts.year}
        options={options(years)}
        invalid={field.invalid}
        onChange={(value) => update({ year: value })}
        onBlur={field.onBlur}
        disabled={props.disabled}
      />
    </div>
  );
}
