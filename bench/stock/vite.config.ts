/**
 * The stock RJSF 6 page of `npm run bench:forms` (scripts/bench-forms.mjs): the project's personal and work
 * forms in @rjsf/core's default theme, validated at run time by @rjsf/validator-ajv8, the baseline the
 * project's own form engine is compared with. Not part of the app: built and previewed by the benchmark only.
 *
 * `virtual:stock-form/<form>` holds one form's schema as the project's build step produces it
 * (`buildValidationSchema`: the rules' visibility and option sources as JSON Schema `if`/`then` and `enum`s),
 * with English titles and option labels from locales/en.json. It is computed here, at build time, from
 * schemas/base/ (the tz forms) and regions/tz.json: none of the project's own code reaches the page.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { buildValidationSchema } from '../../src/forms/compile/build-schema.ts';
import { localeText } from '../../src/forms/compile/lint-support.ts';
import type { JsonSchema } from '../../src/forms/spec.ts';
import { readFormSources, readLocales, readRegions, usesRegions } from '../../scripts/forms/sources.ts';

const MARKET = 'tz';
const FORMS = ['personal', 'work'];
const PREFIX = 'virtual:stock-form/';

const here = fileURLToPath(new URL('.', import.meta.url));
const root = fileURLToPath(new URL('../..', import.meta.url));

/** One form as a stock RJSF app would hold it: the validation schema with titles, and a small uiSchema. */
export function stockForm(name: string): { schema: JsonSchema; uiSchema: Record<string, unknown> } {
  const sources = readFormSources(root, MARKET, name);
  const allRegions = readRegions(root, MARKET).regions;
  const regions = usesRegions(sources.rules) ? allRegions : [];
  const built = buildValidationSchema(sources.schema, sources.rules, regions);
  const en = readLocales(root).en;
  const regionNames = Object.fromEntries(regions.map((region) => [region.id, region.name]));

  const properties: Record<string, JsonSchema> = {};
  const uiSchema: Record<string, unknown> = { 'ui:order': sources.ui['ui:order'] };
  for (const [field, property] of Object.entries(built.properties as Record<string, JsonSchema>)) {
    const ui = (sources.ui[field] ?? {}) as Record<string, unknown>;
    const uiOptions = (ui['ui:options'] ?? {}) as Record<string, unknown>;
    const title = typeof ui['ui:title'] === 'string' ? localeText(en, ui['ui:title']) : undefined;
    properties[field] = title ? { title, ...property } : property;
    // Option labels: `ui:enumNames` also takes a value → label map (districts keep their ids).
    const labels =
      typeof uiOptions.labels === 'string'
        ? localeMap(en, uiOptions.labels)
        : sources.rules.options?.[field]?.from === 'regions'
          ? regionNames
          : undefined;
    const fieldUi: Record<string, unknown> = {};
    if (labels) fieldUi['ui:enumNames'] = labels;
    if (ui['ui:widget'] === 'hidden') fieldUi['ui:widget'] = 'hidden';
    if (Object.keys(fieldUi).length > 0) uiSchema[field] = fieldUi;
  }
  return { schema: { ...built, properties }, uiSchema };
}

/** The object at a dotted key of a locale file (`options.education` → its value → label map). */
function localeMap(locale: unknown, key: string): Record<string, string> | undefined {
  let node: unknown = locale;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'object' && node !== null ? (node as Record<string, string>) : undefined;
}

function stockFormsPlugin(): Plugin {
  return {
    name: 'bench-stock-forms',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const name = id.slice(PREFIX.length + 1);
      if (!FORMS.includes(name)) throw new Error(`No stock form "${name}" (${FORMS.join(', ')})`);
      const { schema, uiSchema } = stockForm(name);
      return `export const schema = ${JSON.stringify(schema)};\nexport const uiSchema = ${JSON.stringify(uiSchema)};\n`;
    },
  };
}

export default defineConfig({
  root: here,
  base: './',
  // The project's .env files are not this page's.
  envDir: here,
  plugins: [react(), stockFormsPlugin()],
  // Stock RJSF with ajv is one chunk of about 600 kB: Vite's 500 kB warning says nothing new here.
  build: { sourcemap: false, chunkSizeWarningLimit: 1000 },
});
