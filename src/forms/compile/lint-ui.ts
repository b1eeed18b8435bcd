import type { FormRules, JsonSchema, Primitive, UiSchema } from '../spec.ts';
import { CHOOSES_OPTION, WIDGET_TYPES, isWidgetName, WIDGET_KINDS } from '../widget-names.ts';
import { DOCUMENT_IDS, isDocumentId } from '../../lib/document-ids.ts';
import {
  checkKey,
  didYouMean,
  localeText,
  pointer,
  quoted,
  reporter,
  type LintIssue,
  type Locales,
} from './lint-support.ts';

// ui:after and ui:before place a field next to another: scripts/forms/sources.ts settles them into the
// order when a market's form is merged, so they remain only where no merge happens (the playground).
const UI_KEYS = new Set([
  'ui:widget',
  'ui:title',
  'ui:help',
  'ui:placeholder',
  'ui:options',
  'ui:autofocus',
  'ui:after',
  'ui:before',
]);
const UI_OPTIONS = new Set([
  'labels',
  'inputMode',
  'autocomplete',
  'maxLength',
  'rows',
  'minYearsAgo',
  'maxYearsAgo',
  'search',
  'parts',
  'partLabels',
  'document',
]);

function typesOf(field: JsonSchema): string[] {
  const type = field.type;
  return Array.isArray(type) ? (type as string[]) : typeof type === 'string' ? [type] : [];
}

/** The ui file: every field has a registered widget that suits it, and every text it names is translated. */
export function lintUi(
  issues: LintIssue[],
  file: string,
  ui: UiSchema,
  schema: JsonSchema,
  rules: FormRules,
  locales: Locales,
): void {
  const report = reporter(issues, file);
  const properties = (schema.properties as Record<string, JsonSchema> | undefined) ?? {};
  const names = Object.keys(properties);
  const order = ui['ui:order'];
  if (order !== undefined) {
    if (!Array.isArray(order))
      report(pointer('ui:order'), '"ui:order" must be a list of field names', 'write ["firstName", …]');
    else {
      // Every field on screen exactly once: the form engine refuses to draw a form whose order leaves a
      // field out (without "*") or names one twice.
      const placed = new Set<string>();
      order.forEach((name, i) => {
        const value = String(name);
        if (placed.has(value))
          report(
            pointer('ui:order', i),
            value === '*' ? '"*" appears twice in "ui:order"' : `"${value}" is placed twice in "ui:order"`,
            'keep one',
          );
        placed.add(value);
        if (value !== '*' && !names.includes(value))
          report(
            pointer('ui:order', i),
            `"${value}" is not a field.${didYouMean(value, names)}`,
            `use one of ${quoted(names)}`,
          );
      });
      const left = names.filter((name) => !placed.has(name));
      if (!placed.has('*') && left.length > 0)
        report(
          pointer('ui:order'),
          `${quoted(left.map((name) => `"${name}"`))} ${left.length === 1 ? 'is' : 'are'} not placed on the screen: "ui:order" lists neither ${left.length === 1 ? 'it' : 'them'} nor "*", and the form could not be drawn`,
          'add each to "ui:order", or place it with "ui:after": "<field>" in its ui entry',
        );
    }
  }
  for (const key of Object.keys(ui)) {
    if (key === 'ui:order' || key === '$comment') continue;
    if (!names.includes(key))
      report(
        pointer(key),
        `"${key}" is not a field of the schema.${didYouMean(key, names)}`,
        `remove it or add the field to the schema; fields: ${quoted(names)}`,
      );
  }
  for (const name of names) {
    const entry = ui[name] as Record<string, unknown> | undefined;
    const at = pointer(name);
    if (!entry || typeof entry !== 'object') {
      report(at, `field "${name}" has no ui entry`, `add "${name}": { "ui:widget": …, "ui:title": … }`);
      continue;
    }
    for (const key of Object.keys(entry)) {
      if (!UI_KEYS.has(key))
        report(
          `${at}${pointer(key)}`,
          `"${key}" is not a ui key this engine reads`,
          `use ${quoted([...UI_KEYS])}`,
        );
    }
    const widget = entry['ui:widget'];
    if (!isWidgetName(widget)) {
      report(
        `${at}${pointer('ui:widget')}`,
        `widget ${JSON.stringify(widget)} is not registered`,
        `use one of ${quoted(Object.keys(WIDGET_KINDS), 20)}`,
      );
      continue;
    }
    const field = properties[name] as JsonSchema;
    const types = typesOf(field);
    if (types.length > 0 && !types.some((t) => WIDGET_TYPES[widget].includes(t))) {
      report(
        `${at}${pointer('ui:widget')}`,
        `widget "${widget}" edits ${WIDGET_TYPES[widget].join(' or ')}, but "${name}" is ${types.join(' or ')}`,
        'choose a widget for this type or change the type',
      );
    }
    if (widget !== 'hidden' && widget !== 'agreement') {
      checkKey(report, locales, `${at}${pointer('ui:title')}`, entry['ui:title'], 'the label');
      // The form writes "(optional)" after the label of every field that is not required.
      const title = entry['ui:title'];
      const said = Object.keys(locales).filter((lang) => {
        const marker = localeText(locales[lang], 'forms.common.optional');
        const text = typeof title === 'string' ? localeText(locales[lang], title) : undefined;
        return (
          marker !== undefined && text !== undefined && text.toLowerCase().includes(marker.toLowerCase())
        );
      });
      if (said.length > 0)
        report(
          `${at}${pointer('ui:title')}`,
          `the label "${String(title)}" already says ${quoted(said.map((lang) => `"${localeText(locales[lang], 'forms.common.optional') ?? ''}"`))} (locales/${said.join('.json, locales/')}.json); the form adds it to every field that is not required, so it would show twice`,
          'take it out of the label text',
        );
    }
    if (widget === 'agreement')
      checkKey(report, locales, `${at}${pointer('ui:title')}`, entry['ui:title'], 'the agreement text');
    for (const key of ['ui:help', 'ui:placeholder'] as const) {
      if (entry[key] !== undefined)
        checkKey(
          report,
          locales,
          `${at}${pointer(key)}`,
          entry[key],
          key === 'ui:help' ? 'the hint' : 'the placeholder',
        );
    }
    const options = (entry['ui:options'] ?? {}) as Record<string, unknown>;
    for (const key of Object.keys(options)) {
      if (!UI_OPTIONS.has(key))
        report(
          `${at}${pointer('ui:options', key)}`,
          `ui option "${key}" is not one this engine reads`,
          `use ${quoted([...UI_OPTIONS], 20)}`,
        );
    }
    if (options.document !== undefined && (widget !== 'agreement' || !isDocumentId(options.document)))
      report(
        `${at}${pointer('ui:options', 'document')}`,
        `"document" names the agreement an "agreement" box links to; ${JSON.stringify(options.document)} is not one, or the widget is not "agreement"`,
        `use one of ${quoted([...DOCUMENT_IDS])} on an "agreement" widget`,
      );
    if (Array.isArray(options.partLabels)) {
      options.partLabels.forEach((key, i) =>
        checkKey(report, locales, `${at}${pointer('ui:options', 'partLabels', i)}`, key, 'the part label'),
      );
    }
    const source = rules.options?.[name];
    const enumValues = Array.isArray(field.enum) ? (field.enum as Primitive[]) : null;
    if (
      CHOOSES_OPTION(widget) &&
      !enumValues &&
      !source &&
      !(widget === 'radio' && types.includes('boolean'))
    ) {
      report(
        `${at}${pointer('ui:widget')}`,
        `"${widget}" chooses from options, but "${name}" has no "enum" and no options in the rules`,
        'add an "enum" to the schema or an entry under "options" in the rules file',
      );
    }
    if (widget === 'region' && source?.from !== 'regions')
      report(
        `${at}${pointer('ui:widget')}`,
        `"region" needs "options": { "${name}": { "from": "regions" } } in the rules`,
        'add it to the rules file',
      );
    if (widget === 'district' && source?.from !== 'districts')
      report(
        `${at}${pointer('ui:widget')}`,
        `"district" needs "options": { "${name}": { "from": "districts", "parent": … } } in the rules`,
        'add it to the rules file',
      );
    if (enumValues) {
      const prefix = options.labels;
      if (typeof prefix !== 'string') {
        report(
          `${at}${pointer('ui:options')}`,
          `"${name}" has options but no "labels" key prefix`,
          `add "ui:options": { "labels": "options.${name}" } and the texts under that key`,
        );
      } else {
        enumValues.forEach((value, i) =>
          checkKey(
            report,
            locales,
            `${at}${pointer('ui:options', 'labels')}`,
            `${prefix}.${String(value)}`,
            `the label of option ${i + 1}`,
          ),
        );
      }
    }
  }
}
