// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { lintForm } from '../../../src/forms/compile/lint.ts';
import { fromWire, toWire } from '../../../src/forms/values.ts';
import { compileValidator } from '../../../scripts/forms/compile.ts';
import { readFormSources, readLocales } from '../../../scripts/forms/sources.ts';
import { sandboxForms } from '../../../sandbox/forms.ts';
import { ROOT } from '../../helpers/forms.ts';

/**
 * Field-to-wire names declared in the rules (`rules.wire`, issue 8): feedback's `description` travels as
 * `remark`, the name of the spec's feedback/create call, with no screen code mapping it by hand.
 */
describe('names on the wire (rules.wire)', () => {
  const rules = { wire: { description: 'remark' } };

  it('renames on the way out and back, leaving other fields as they are', () => {
    const values = { type: 2, description: 'My repayment is not shown', contact: 'x' };
    expect(toWire(rules, values)).toEqual({ type: 2, remark: 'My repayment is not shown', contact: 'x' });
    expect(fromWire(rules, toWire(rules, values))).toEqual(values);
    expect(toWire({}, values)).toBe(values);
  });

  it('the feedback form declares it, and the sandbox reads the call under that name', () => {
    expect(readFormSources(ROOT, 'tz', 'feedback').rules.wire).toEqual({ description: 'remark' });
    const forms = sandboxForms({ root: ROOT, market: 'tz' });
    const accepted = forms.accept(
      'feedback',
      { t: 1, type: 2, remark: 'My repayment is not shown yet' },
      '712345678',
      Date.UTC(2026, 10, 23),
      'en',
    );
    expect(accepted.values).toEqual({ type: 2, remark: 'My repayment is not shown yet' });
    // A wrong value is reported under the field's name, as the borrower sees it.
    let refused: unknown;
    try {
      forms.accept('feedback', { t: 1, type: 2, remark: 'short' }, '712345678', 0, 'en');
    } catch (error) {
      refused = error;
    }
    expect(JSON.stringify(refused)).toContain('"field":"description"');
  });

  it('the lint refuses a wire name that is another field, or a field that does not exist', () => {
    const sources = readFormSources(ROOT, 'tz', 'feedback');
    const lint = (wire: Record<string, string>) =>
      lintForm(
        { ...sources, rules: { ...sources.rules, wire } },
        { locales: readLocales(ROOT), regions: [], compile: (schema) => (compileValidator(schema), null) },
      ).map((issue) => `${issue.pointer}: ${issue.message}`);
    expect(lint({ description: 'remark' })).toEqual([]);
    expect(lint({ description: 'contact' })).toEqual([
      `/wire/description: the wire name "contact" is also "contact"'s`,
    ]);
    expect(lint({ descripton: 'remark' })).toEqual([
      expect.stringContaining('/wire/descripton: wire names "descripton" is not a field of the schema'),
    ]);
  });
});
