import { describe, expect, it } from 'vitest';
import { pruneHidden } from '../../../src/forms/conditions.ts';
import { choicesFor } from '../../../src/forms/options.ts';
import { validateForm } from '../../../src/forms/validate.ts';
import { applyResets, cleanValues, fitValues, withDefaults } from '../../../src/forms/values.ts';
import { DEMO_VALID, demoDefinition } from '../../helpers/forms.ts';

const def = demoDefinition();
const context = { nationalLength: 9, loginPhone: '0799999999', today: { day: 22, month: 11, year: 2026 } };
const check = (values: Record<string, unknown>) => validateForm(def, values, context);
const keys = (values: Record<string, unknown>) =>
  Object.fromEntries(check(values).errors.map((e) => [e.field, e.key]));

describe('visibility (rules.visibleWhen)', () => {
  it('shows a field while its condition holds and hides it otherwise', () => {
    expect(pruneHidden(def, { kind: 'b' }).hidden).toEqual(new Set(['day']));
    expect(pruneHidden(def, { kind: 'a' }).hidden).toEqual(new Set(['extra', 'day']));
    expect(pruneHidden(def, { kind: 'c', freq: 'Weekly' }).hidden).toEqual(new Set(['detail', 'extra']));
  });

  it('neither validates nor submits hidden values', () => {
    const result = check({ ...DEMO_VALID, kind: 'a', extra: 'not for a', detail: 'x'.repeat(50) });
    expect(result.errors.map((e) => e.field)).toEqual(['detail']); // detail is shown for a: too long
    const hiddenDetail = check({ ...DEMO_VALID, kind: 'c', detail: 'x'.repeat(50), extra: '!' });
    expect(hiddenDetail.errors).toEqual([]);
    expect(hiddenDetail.values).not.toHaveProperty('detail');
    expect(hiddenDetail.values).not.toHaveProperty('extra');
  });

  it('requires a conditional field only while it is shown', () => {
    const { kind: _, extra: __, ...rest } = DEMO_VALID;
    expect(keys({ ...rest, kind: 'b' })).toEqual({ extra: 'm.extra.required' });
    expect(keys({ ...rest, kind: 'a' })).toEqual({});
  });
});

describe('validation messages (rules.messages)', () => {
  it('accepts complete values and submits exactly them', () => {
    expect(check(DEMO_VALID)).toEqual({ values: DEMO_VALID, errors: [] });
  });

  it('reports one message per field, in display order, required first', () => {
    const result = check({});
    // No district: it cannot be chosen before its region, which carries the message.
    expect(result.errors.map((e) => e.field)).toEqual([
      'kind',
      'detail',
      'name',
      'email',
      'region',
      'phone1',
      'phone2',
      'born',
      'card',
      'agree',
    ]);
    expect(result.errors[0]).toEqual({ field: 'kind', key: 'm.kind.required', params: {} });
  });

  it('a field whose choices wait for another says nothing until that one is answered and right', () => {
    const { district: _, ...withoutDistrict } = DEMO_VALID;
    expect(keys({ ...withoutDistrict, region: undefined })).not.toHaveProperty('district');
    expect(keys({ ...withoutDistrict, region: 'no-such-region' })).not.toHaveProperty('district');
    expect(keys(withoutDistrict).district).toBe('m.district.required');
  });

  it('picks a message by schema path, then keyword, then invalid', () => {
    expect(keys({ ...DEMO_VALID, email: 'not an email' }).email).toBe('m.email.format');
    expect(keys({ ...DEMO_VALID, email: 'amani@outlook.com' }).email).toBe('m.email.domain');
    expect(keys({ ...DEMO_VALID, name: 'Al' }).name).toBe('m.name.invalid');
    expect(check({ ...DEMO_VALID, detail: 'x'.repeat(11) }).errors).toEqual([
      { field: 'detail', key: 'm.detail.long', params: { limit: 10 } },
    ]);
  });

  it('strips spaces from no-space fields and trims text', () => {
    const result = check({ ...DEMO_VALID, email: ' amani.j @ gmail.com ', name: '  Amani ' });
    expect(result.errors).toEqual([]);
    expect(result.values).toMatchObject({ email: 'amani.j@gmail.com', name: 'Amani' });
  });
});

describe('options that depend on another field (rules.options)', () => {
  it('offers the districts of the chosen region only, and refuses another region’s district', () => {
    const dar = choicesFor(def, 'district', { region: 'dar-es-salaam' })?.choices.map((c) => c.value);
    expect(dar).toEqual(['ilala', 'kinondoni', 'temeke', 'kigamboni', 'ubungo']);
    expect(choicesFor(def, 'district', {})?.choices).toEqual([]);
    expect(keys({ ...DEMO_VALID, district: 'nyamagana' }).district).toBe('m.district.required');
  });

  it('offers dates for a monthly and weekdays for a weekly payday, and validates them so', () => {
    expect(choicesFor(def, 'day', { freq: 'Monthly' })).toMatchObject({ layout: 'grid' });
    expect(choicesFor(def, 'day', { freq: 'Weekly' })?.choices).toEqual([
      { value: 'Monday', labelKey: 'demo.weekdays.Monday', text: 'Monday' },
      { value: 'Friday', labelKey: 'demo.weekdays.Friday', text: 'Friday' },
    ]);
    expect(keys({ ...DEMO_VALID, freq: 'Weekly', day: '15' }).day).toBe('m.day.required');
    expect(keys({ ...DEMO_VALID, freq: 'Weekly', day: 'Friday' })).toEqual({});
  });
});

describe('resets (rules.resets)', () => {
  it('clears the district when the region changes, and chained fields too', () => {
    const before = { region: 'dar-es-salaam', district: 'ilala', freq: 'Monthly', day: '1' };
    expect(applyResets(def.rules, before, { ...before, region: 'mwanza' })).toEqual({
      region: 'mwanza',
      freq: 'Monthly',
      day: '1',
    });
    expect(applyResets(def.rules, before, { ...before, freq: 'Weekly' })).toEqual({
      region: 'dar-es-salaam',
      district: 'ilala',
      freq: 'Weekly',
    });
    expect(applyResets(def.rules, before, { ...before })).toEqual(before);
  });
});

describe('cross-field and calendar checks (rules.checks)', () => {
  it('treats 0712345678 and 712345678 as the same number', () => {
    expect(keys({ ...DEMO_VALID, phone1: '0712345678', phone2: '712345678' })).toEqual({
      phone2: 'm.phone.same',
    });
    expect(keys({ ...DEMO_VALID, phone1: '712345678', phone2: '0712345679' })).toEqual({});
  });

  it('refuses the login phone in either form', () => {
    expect(keys({ ...DEMO_VALID, phone1: '799999999' })).toEqual({ phone1: 'm.phone.login' });
    expect(keys({ ...DEMO_VALID, phone2: '0799999999' })).toEqual({ phone2: 'm.phone.login' });
  });

  it('checks a real calendar and the age range', () => {
    expect(keys({ ...DEMO_VALID, born: '29-02-2000' })).toEqual({});
    expect(keys({ ...DEMO_VALID, born: '29-02-2001' })).toEqual({ born: 'm.born.range' });
    expect(keys({ ...DEMO_VALID, born: '22-11-2008' })).toEqual({}); // 18 today
    expect(keys({ ...DEMO_VALID, born: '23-11-2008' })).toEqual({ born: 'm.born.range' }); // 18 tomorrow
    expect(keys({ ...DEMO_VALID, born: '23-11-1960' })).toEqual({}); // 65
    expect(keys({ ...DEMO_VALID, born: '22-11-1960' })).toEqual({ born: 'm.born.range' }); // 66 today
  });
});

describe('fitting stored values to today’s schema', () => {
  it('clears legacy options, other regions’ districts, wrong types and unknown fields; keeps text', () => {
    const stored = {
      kind: 'Graduate',
      region: 'mwanza',
      district: 'ilala',
      freq: 'Monthly',
      day: 'Monday',
      name: 'A1',
      phone1: 712345678,
      gone: 'x',
    };
    expect(fitValues(def, stored)).toEqual({ region: 'mwanza', freq: 'Monthly', name: 'A1' });
  });

  it('fills schema defaults and cleans typed text', () => {
    expect(withDefaults(def.schema, {})).toEqual({ card: 'NIDA' });
    expect(cleanValues(def, { name: '  ', email: 'a b', unknown: 1 })).toEqual({ email: 'ab' });
  });
});
