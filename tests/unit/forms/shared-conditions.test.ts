// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { conditionsOf, pruneHidden } from '../../../src/forms/conditions.ts';
import { lintForm } from '../../../src/forms/compile/lint.ts';
import { compileValidator } from '../../../scripts/forms/compile.ts';
import { readFormSources, readLocales } from '../../../scripts/forms/sources.ts';
import { ROOT } from '../../helpers/forms.ts';
import { WORK_OK } from '../../helpers/tz-values.ts';

/**
 * One condition shared by many fields, written once (issue 8): the work form's eleven "while working"
 * fields name `working` instead of each repeating `employmentType notIn Unemployed`.
 */
describe('shared conditions (rules.conditions)', () => {
  const work = readFormSources(ROOT, 'tz', 'work');

  it('a field naming a shared condition is shown and hidden by it', () => {
    expect(work.rules.visibleWhen?.companyName).toBe('working');
    expect(conditionsOf(work.rules, 'companyName')).toEqual([
      { field: 'employmentType', notIn: ['Unemployed'] },
    ]);
    const { hidden } = pruneHidden(work, { ...WORK_OK, employmentType: 'Unemployed' });
    expect([...hidden]).toEqual(expect.arrayContaining(['companyName', 'workAddress', 'jobExperience']));
    expect(pruneHidden(work, WORK_OK).hidden.has('companyName')).toBe(false);
  });

  it('the lint refuses a name that is not a condition, and a condition no field uses', () => {
    const lint = (rules: object) =>
      lintForm(
        { ...work, rules: { ...work.rules, ...rules } },
        { locales: readLocales(ROOT), regions: [], compile: (schema) => (compileValidator(schema), null) },
      )
        .map((issue) => `${issue.pointer}: ${issue.message}`)
        .filter((line) => /condition/.test(line));
    expect(lint({})).toEqual([]);
    expect(lint({ visibleWhen: { ...work.rules.visibleWhen, companyName: 'workng' } })).toContain(
      '/visibleWhen/companyName: the condition "workng" is not in "conditions"',
    );
    expect(
      lint({ conditions: { ...work.rules.conditions, spare: { field: 'employmentType', filled: true } } }),
    ).toContain('/conditions/spare: the condition "spare" is used by no field');
    // A shared condition is checked like one written in place: here, a value that is not offered.
    expect(
      lint({
        conditions: { ...work.rules.conditions, working: { field: 'employmentType', notIn: ['Jobless'] } },
      }),
    ).toContain('/conditions/working/notIn/0: "Jobless" is not an option of "employmentType"');
  });
});
