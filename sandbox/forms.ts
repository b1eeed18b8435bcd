/**
 * The sandbox validates what the app submits with the same files and the same code as the app: the
 * market's schemas/<market>/<form>.* built by src/forms/compile/build-schema.ts, compiled by ajv with
 * the options of the browser's precompiled validators, and run through src/forms/validate.ts (hidden
 * fields left out, cross-field and calendar checks). Messages come from the app's locale files.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildValidationSchema } from '../src/forms/compile/build-schema.ts';
import { localToday } from '../src/forms/dates.ts';
import type { FieldError, FormDefinition, FormValues } from '../src/forms/spec.ts';
import { validateForm } from '../src/forms/validate.ts';
import { fromWire, toWire } from '../src/forms/values.ts';
import { compileValidator } from '../scripts/forms/compile.ts';
import { readFormSources, readLocales, readRegions, usesRegions } from '../scripts/forms/sources.ts';
import { localeText } from '../src/forms/compile/lint-support.ts';
import { ApiError } from './errors.ts';
import type { Lang } from './messages.ts';

export interface SandboxFormsOptions {
  /** The project folder (schemas/, regions/, locales/, markets/). */
  readonly root: string;
  /** The market the app is built for (VITE_MARKET), default `tz`. */
  readonly market: string;
}

export interface Accepted {
  readonly values: FormValues;
}

export type SandboxForms = ReturnType<typeof sandboxForms>;

export function sandboxForms({ root, market }: SandboxFormsOptions) {
  const definitions = new Map<string, FormDefinition>();
  let locales: Record<string, unknown> | null = null;
  const marketFile = JSON.parse(readFileSync(path.join(root, 'markets', `${market}.json`), 'utf8')) as {
    nationalNumberLength: number;
  };

  /** Built on first use, so a sandbox that never sees a form never reads its files. */
  function definition(name: string): FormDefinition {
    const cached = definitions.get(name);
    if (cached) return cached;
    const sources = readFormSources(root, market, name);
    const regions = usesRegions(sources.rules) ? readRegions(root, market).regions : [];
    const built: FormDefinition = {
      name,
      market,
      schema: sources.schema,
      ui: sources.ui,
      rules: sources.rules,
      regions,
      version: sources.version,
      validate: compileValidator(buildValidationSchema(sources.schema, sources.rules, regions)),
    };
    definitions.set(name, built);
    return built;
  }

  function text(lang: Lang, error: FieldError): string {
    locales ??= readLocales(root);
    const template =
      localeText(locales[lang === 'sw_KE' ? 'sw' : 'en'], error.key) ??
      localeText(locales.en, error.key) ??
      error.key;
    return template.replace(/{{(\w+)}}/g, (whole, name: string) => String(error.params[name] ?? whole));
  }

  return {
    /**
     * Checks a submitted form: unknown fields are refused, then the app's own validation runs. Returns
     * exactly the values to store; throws envelope code 400 naming the first field and its problem.
     */
    accept(
      name: string,
      payload: Record<string, unknown>,
      loginPhone: string,
      nowMs: number,
      lang: Lang,
    ): Accepted {
      const def = definition(name);
      const { t: _timestamp, ...sent } = payload;
      // The call's names (rules.wire, e.g. feedback's `remark`) back to the form's fields.
      const raw = fromWire(def.rules, sent);
      const fields = Object.keys((def.schema.properties as object | undefined) ?? {});
      const unknown = Object.keys(raw).filter((field) => !fields.includes(field));
      if (unknown.length > 0) {
        throw ApiError.invalidParam('paramUnknownField', { field: unknown.join(', '), form: name });
      }
      const context = {
        loginPhone,
        nationalLength: marketFile.nationalNumberLength,
        today: localToday(new Date(nowMs)),
      };
      const { values, errors } = validateForm(def, raw, context);
      const first = errors[0];
      if (first) throw ApiError.invalidParam('paramForm', { field: first.field, reason: text(lang, first) });
      return { values: toWire(def.rules, values) };
    },
  };
}
