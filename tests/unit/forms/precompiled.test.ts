// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { buildValidationSchema } from '../../../src/forms/compile/build-schema.ts';
import { conditionSchema } from '../../../src/forms/compile/build-schema.ts';
import { holds, pruneHidden } from '../../../src/forms/conditions.ts';
import type { CompiledValidate, Condition } from '../../../src/forms/spec.ts';
import { compileValidator, standaloneModule } from '../../../scripts/forms/compile.ts';
import { DEMO, DEMO_VALID, FIXTURE_REGIONS, demoDefinition } from '../../helpers/forms.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'forms-precompiled-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const schema = buildValidationSchema(DEMO.schema, DEMO.rules, FIXTURE_REGIONS);
const code = standaloneModule(schema);

async function precompiled(): Promise<CompiledValidate> {
  const file = path.join(dir, 'demo.mjs');
  writeFileSync(file, code);
  return ((await import(/* @vite-ignore */ pathToFileURL(file).href)) as { validate: CompiledValidate })
    .validate;
}

const demoValue = fc.record(
  {
    kind: fc.constantFrom('a', 'b', 'c', 'Graduate', ''),
    detail: fc.string({ maxLength: 14 }),
    extra: fc.string(),
    name: fc.oneof(fc.string(), fc.constantFrom('Amani', 'Al', 'Ann3')),
    email: fc.oneof(fc.emailAddress(), fc.constantFrom('a@gmail.com', 'b.c@yahoo.com', 'x@outlook.com')),
    region: fc.constantFrom('dar-es-salaam', 'mwanza', 'nowhere'),
    district: fc.constantFrom('ilala', 'nyamagana', 'ubungo', 'x'),
    freq: fc.constantFrom('Monthly', 'Weekly', 'Daily'),
    day: fc.constantFrom('1', '31', 'Monday', 'Sunday', '40'),
    phone1: fc.oneof(fc.stringMatching(/^0?[1-9][0-9]{8}$/), fc.string()),
    phone2: fc.oneof(fc.stringMatching(/^0?[1-9][0-9]{8}$/), fc.string()),
    born: fc.oneof(fc.stringMatching(/^[0-3][0-9]-[01][0-9]-(19[5-9][0-9]|20[01][0-9])$/), fc.string()),
    card: fc.constantFrom('NIDA', 'passport'),
    agree: fc.boolean(),
  },
  { requiredKeys: [] },
);

describe('precompiled validators', () => {
  it('are plain code: no require, no eval, no Function constructor', () => {
    expect(code).not.toMatch(/\brequire\(/);
    expect(code).not.toMatch(/(?<![\w$.])(?:eval\s*[()]|Function\s*\()/);
    expect(code).toMatch(/export const validate\b/);
  });

  it('accept and refuse exactly what ajv compiled at run time does', async () => {
    const fromModule = await precompiled();
    const atRunTime = compileValidator(schema);
    fc.assert(
      fc.property(demoValue, (value) => {
        const pruned = pruneHidden(DEMO, value).values;
        expect(fromModule(pruned)).toBe(atRunTime(pruned));
        expect(fromModule.errors?.map((e) => e.schemaPath)).toEqual(
          atRunTime.errors?.map((e) => e.schemaPath),
        );
      }),
      { numRuns: 300 },
    );
    expect(fromModule(DEMO_VALID)).toBe(true);
  });
});

describe('conditions as JSON Schema', () => {
  const conditions: Condition[] = [
    { field: 'kind', in: ['a', 'b'] },
    { field: 'kind', notIn: ['c'] },
    { field: 'kind', filled: true },
    { field: 'kind', filled: false },
  ];
  it('hold for the same values in the engine and in the compiled schema', () => {
    for (const condition of conditions) {
      const validate = compileValidator({ type: 'object', ...conditionSchema(condition) });
      fc.assert(
        fc.property(
          fc.record({ kind: fc.constantFrom('a', 'b', 'c', 'd') }, { requiredKeys: [] }),
          (values) => {
            expect(validate(values)).toBe(holds(condition, values));
          },
        ),
      );
    }
  });

  it('make a field required exactly while the engine shows it', () => {
    const validate = compileValidator(schema);
    fc.assert(
      fc.property(demoValue, (value) => {
        const { values, hidden } = pruneHidden(DEMO, value);
        validate(values);
        const missing = new Set(
          (validate.errors ?? [])
            .filter((e) => e.keyword === 'required')
            .map((e) => String(e.params.missingProperty)),
        );
        for (const field of ['detail', 'extra', 'day']) {
          const shownAndEmpty = !hidden.has(field) && values[field] === undefined;
          expect(missing.has(field), field).toBe(shownAndEmpty);
        }
      }),
      { numRuns: 300 },
    );
  });
});

it('the demo definition compiles', () => {
  expect(demoDefinition().validate(DEMO_VALID)).toBe(true);
});
