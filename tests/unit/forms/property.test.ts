// @vitest-environment node
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pruneHidden } from '../../../src/forms/conditions.ts';
import { choicesFor } from '../../../src/forms/options.ts';
import type { FormDefinition, FormValues, JsonSchema } from '../../../src/forms/spec.ts';
import { validateForm } from '../../../src/forms/validate.ts';
import { marketDefinition } from '../../helpers/forms.ts';
import { PERSONAL_OK, QUESTIONNAIRE_OK, WORK_OK } from '../../helpers/tz-values.ts';

const context = { nationalLength: 9, loginPhone: '712345678', today: { day: 22, month: 11, year: 2026 } };

/** Anything a person (or a broken draft) could put in a field: text of every kind, numbers, options. */
function anyValue(def: FormDefinition, field: string, base: FormValues): fc.Arbitrary<unknown> {
  const offered = choicesFor(def, field, base)?.choices.map((c) => c.value) ?? [];
  return fc.oneof(
    fc.string(),
    fc.string({ unit: 'grapheme' }),
    fc.stringMatching(/^[0-9 -]{0,24}$/),
    fc.constantFrom(...offered, '', ' ', 'Graduate', '0712345678', '712345678', '29-02-2001', 'a@gmail.com'),
    fc.integer(),
    fc.boolean(),
    fc.constant(undefined),
  );
}

const CASES: Array<[string, FormValues]> = [
  ['personal', PERSONAL_OK],
  ['work', WORK_OK],
  ['questionnaire', QUESTIONNAIRE_OK],
  ['feedback', { type: 2, description: 'Please extend my loan by a week' }],
];

describe.each(CASES)('the tz %s form, fed random values in every field', (name, ok) => {
  const def = marketDefinition('tz', name);
  const fields = Object.keys(def.schema.properties as Record<string, JsonSchema>);
  // Start from a valid form and replace any subset of its fields, so that both outcomes are explored.
  const values = fc
    .record(Object.fromEntries(fields.map((field) => [field, anyValue(def, field, ok)])), {
      requiredKeys: [],
    })
    .chain((random) =>
      fc.subarray(fields).map((chosen) => {
        const mixed: FormValues = { ...ok };
        for (const field of chosen) mixed[field] = random[field];
        return mixed;
      }),
    );

  it('never throws, and only ever lets through values that pass the schema and every rule', () => {
    let accepted = 0;
    fc.assert(
      fc.property(values, (input) => {
        const result = validateForm(def, input, context);
        if (result.errors.length > 0) return;
        accepted += 1;
        expect(def.validate(result.values)).toBe(true);
        const { hidden } = pruneHidden(def, result.values);
        expect(Object.keys(result.values).filter((field) => hidden.has(field))).toEqual([]);
        expect(validateForm(def, result.values, context)).toEqual({ values: result.values, errors: [] });
      }),
      { numRuns: 400 },
    );
    expect(accepted).toBeGreaterThan(0);
  });
});
