import { useEffect, useMemo, useState } from 'react';
import enText from '../locales/en.json?raw';
import swText from '../locales/sw.json?raw';
import regionFile from '../regions/tz.json';
import schemaExample from '../schemas/base/personal.schema.json';
import uiExample from '../schemas/base/personal.ui.json';
import rulesExample from '../schemas/base/personal.rules.json';
import { buildValidationSchema } from '../src/forms/compile/build-schema.ts';
import { lintForm } from '../src/forms/compile/lint.ts';
import { formatIssue } from '../src/forms/compile/lint-support.ts';
import { UPLOADERS } from '../src/features/feedback/upload-calls.ts';
import { SchemaForm } from '../src/forms/SchemaForm.tsx';
import type { FormDefinition, FormRules, JsonSchema, Region, UiSchema } from '../src/forms/spec.ts';
import { addTexts } from '../src/i18n/i18n.ts';
import { compileValidator } from '../scripts/forms/compile.ts';

/*
 * For product staff: paste a form's schema, ui and rules JSON and see the form and the schema lint live.
 * The validator is compiled in the browser (ajv), which only Storybook does; the app gets it precompiled.
 */

const locales = { en: JSON.parse(enText) as unknown, sw: JSON.parse(swText) as unknown };
const regions = (regionFile as { regions: Region[] }).regions;

function flatten(node: unknown, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  if (typeof node === 'string') out[prefix.slice(0, -1)] = node;
  else if (typeof node === 'object' && node !== null)
    for (const [key, value] of Object.entries(node)) flatten(value, `${prefix}${key}.`, out);
  return out;
}

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

function parse(label: string, text: string): { value?: unknown; error?: string } {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch (error) {
    return { error: `${label}: not valid JSON (${(error as Error).message})` };
  }
}

const compile = (schema: JsonSchema) => {
  try {
    compileValidator(schema);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

export interface PlaygroundProps {
  schema?: unknown;
  ui?: unknown;
  rules?: unknown;
}

export function SchemaPlayground(props: PlaygroundProps) {
  const [texts, setTexts] = useState({
    schema: pretty(props.schema ?? schemaExample),
    ui: pretty(props.ui ?? uiExample),
    rules: pretty(props.rules ?? rulesExample),
  });
  // Every text of both locale files, so labels of new fields show as soon as their keys exist.
  useEffect(() => addTexts({ en: flatten(locales.en), sw: flatten(locales.sw) }), []);

  const result = useMemo(() => {
    const parsed = {
      schema: parse('schema', texts.schema),
      ui: parse('ui', texts.ui),
      rules: parse('rules', texts.rules),
    };
    const syntax = Object.values(parsed).flatMap((p) => (p.error ? [p.error] : []));
    if (syntax.length > 0) return { problems: syntax, definition: null };
    const files = { schema: 'schema.json', ui: 'ui.json', rules: 'rules.json' };
    const form = {
      name: 'playground',
      files,
      schema: parsed.schema.value,
      ui: parsed.ui.value,
      rules: parsed.rules.value,
    };
    const issues = lintForm(form, { locales, regions, compile });
    if (issues.length > 0) return { problems: issues.map(formatIssue), definition: null };
    const schema = form.schema as JsonSchema;
    const rules = { messages: {}, ...(form.rules as object) } as FormRules;
    const usesRegions = Object.values(rules.options ?? {}).some((source) => source.from !== 'sets');
    const definition: FormDefinition = {
      name: 'playground',
      market: 'tz',
      schema,
      ui: form.ui as UiSchema,
      rules,
      regions: usesRegions ? regions : [],
      version: 'playground',
      validate: compileValidator(buildValidationSchema(schema, rules, usesRegions ? regions : [])),
    };
    return { problems: [], definition };
  }, [texts]);

  const editor = (part: keyof typeof texts, label: string) => (
    <label style={{ display: 'block', marginBottom: 12 }}>
      <strong>{label}</strong>
      <textarea
        value={texts[part]}
        onChange={(event) => setTexts({ ...texts, [part]: event.target.value })}
        spellCheck={false}
        rows={10}
        style={{ display: 'block', width: '100%', fontFamily: 'monospace', fontSize: 12 }}
      />
    </label>
  );

  return (
    <div>
      {editor('schema', 'schema.json')}
      {editor('ui', 'ui.json')}
      {editor('rules', 'rules.json')}
      <section aria-label="Lint" data-testid="playground-lint">
        {result.problems.length === 0 ? (
          <p>No problems: this is the form.</p>
        ) : (
          <ul>
            {result.problems.map((problem) => (
              <li key={problem} style={{ whiteSpace: 'pre-wrap', color: 'var(--color-danger)' }}>
                {problem}
              </li>
            ))}
          </ul>
        )}
      </section>
      {result.definition ? (
        <SchemaForm
          // A new form (not a draft) for every change of the files.
          key={texts.schema + texts.ui + texts.rules}
          name="playground"
          definition={result.definition}
          user="playground"
          submitLabel="Submit"
          onSubmit={async () => undefined}
          uploaders={UPLOADERS}
        />
      ) : null}
    </div>
  );
}
