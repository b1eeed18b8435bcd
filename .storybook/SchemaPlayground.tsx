import { useEffect, useMemo, useState } from 'react';
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
import { wholeLocale } from '../src/i18n/locale-tree.ts';
import { compileValidator } from '../scripts/forms/compile.ts';

/*
 * For product staff: paste a form's schema, ui and rules JSON and see the form and the schema lint live.
 * The validator is compiled in the browser (ajv), which only Storybook does; the app gets it precompiled.
 */

// Read raw, whole (the app's own import of a locale file leaves out the forms' texts).
const localeFiles = import.meta.glob<string>('../locales/**/*.json', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const localeOf = (lang: 'en' | 'sw') =>
  wholeLocale(
    JSON.parse(localeFiles[`../locales/${lang}.json`]!) as object,
    Object.fromEntries(
      Object.entries(localeFiles)
        .filter(([file]) => file.startsWith(`../locales/${lang}/`))
        .map(([file, text]) => [file.slice(`../locales/${lang}/`.length), JSON.parse(text) as object]),
    ),
  );
const locales = { en: localeOf('en'), sw: localeOf('sw') };
/** Both locale files whole, at the root of the key tree. */
const EVERY_TEXT = { path: '', texts: locales };
const regions = (regionFile as { regions: Region[] }).regions;

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
  useEffect(() => addTexts(EVERY_TEXT), []);

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
