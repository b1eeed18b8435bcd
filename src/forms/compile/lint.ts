import type { FormRules, JsonSchema, Region, UiSchema } from '../spec.ts';
import { buildValidationSchema } from './build-schema.ts';
import { lintRules } from './lint-rules.ts';
import { lintSchema } from './lint-schema.ts';
import { lintUploads } from './lint-uploads.ts';
import { pointer, reporter, type LintIssue, type Locales } from './lint-support.ts';
import { lintUi } from './lint-ui.ts';

/*
 * `npm run lint:schemas`, the build and the schema playground all run this: every problem names the file,
 * the JSON pointer inside it and how to fix it. Pure: files come in parsed, the JSON Schema compiler is
 * passed in (ajv in Node and in the playground).
 */

export interface FormFiles {
  name: string;
  schema: unknown;
  ui: unknown;
  rules: unknown;
  files: { schema: string; ui: string; rules: string };
}

export interface LintContext {
  locales: Locales;
  regions: Region[];
  /** Compiles a JSON Schema; returns the compiler's complaint, or null when it compiles. */
  compile?: (schema: JsonSchema) => string | null;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function lintForm(form: FormFiles, context: LintContext): LintIssue[] {
  const issues: LintIssue[] = [];
  const parts = { schema: form.schema, ui: form.ui, rules: form.rules };
  for (const [part, value] of Object.entries(parts)) {
    if (!isObject(value)) {
      reporter(issues, form.files[part as keyof typeof parts])(
        '',
        'the file must hold one JSON object',
        'start it with { and end it with }',
      );
    }
  }
  if (issues.length > 0) return issues;
  const schema = form.schema as JsonSchema;
  const ui = form.ui as UiSchema;
  const rules = { messages: {}, ...(form.rules as object) } as FormRules;
  lintSchema(issues, form.files.schema, schema);
  if (issues.length > 0) return issues; // the other files are read against the schema's fields
  lintUi(issues, form.files.ui, ui, schema, rules, context.locales);
  lintRules(issues, {
    file: form.files.rules,
    schema,
    rules,
    regions: context.regions,
    locales: context.locales,
  });
  lintUploads(issues, { name: form.name, files: form.files, schema, ui, rules });
  if (issues.length === 0 && context.compile) {
    const complaint = context.compile(buildValidationSchema(schema, rules, context.regions));
    if (complaint) {
      reporter(issues, form.files.schema)(
        '',
        `the schema does not compile: ${complaint}`,
        'check the keyword values (numbers for lengths, a list for enum, …)',
      );
    }
  }
  return issues;
}

/** A region list: every region has an id, a name and districts; ids are unique. */
export function lintRegions(file: string, data: unknown): LintIssue[] {
  const issues: LintIssue[] = [];
  const report = reporter(issues, file);
  const regions = isObject(data) ? data.regions : undefined;
  if (!Array.isArray(regions) || regions.length === 0) {
    report(
      pointer('regions'),
      'the file has no "regions" list',
      'write { "market", "source", "regions": [ { "id", "name", "districts": [...] } ] }',
    );
    return issues;
  }
  const regionIds = new Set<string>();
  regions.forEach((region: unknown, i) => {
    const at = pointer('regions', i);
    if (!isObject(region) || typeof region.id !== 'string' || typeof region.name !== 'string') {
      report(at, 'a region needs a string "id" and "name"', 'add both');
      return;
    }
    if (regionIds.has(region.id))
      report(`${at}/id`, `region id "${region.id}" appears twice`, 'give each region its own id');
    regionIds.add(region.id);
    const districts = region.districts;
    if (!Array.isArray(districts) || districts.length === 0) {
      report(
        `${at}/districts`,
        `region "${region.name}" has no districts`,
        'list its districts as [{ "id", "name" }]',
      );
      return;
    }
    const districtIds = new Set<string>();
    districts.forEach((district: unknown, j) => {
      if (!isObject(district) || typeof district.id !== 'string' || typeof district.name !== 'string') {
        report(`${at}/districts/${j}`, 'a district needs a string "id" and "name"', 'add both');
      } else if (districtIds.has(district.id)) {
        report(
          `${at}/districts/${j}/id`,
          `district id "${district.id}" appears twice in ${region.name}`,
          'give each district its own id',
        );
      } else districtIds.add(district.id);
    });
  });
  return issues;
}
