// @vitest-environment node
import { en, sw } from '../../helpers/texts.ts';
import { describe, expect, it } from 'vitest';
import { lintForm, lintRegions, type FormFiles } from '../../../src/forms/compile/lint.ts';
import { formatIssue } from '../../../src/forms/compile/lint-support.ts';
import { compileValidator } from '../../../scripts/forms/compile.ts';
import { lintAll } from '../../../scripts/forms/lint-cli.ts';
import { formFiles, readFormSources, readRegions } from '../../../scripts/forms/sources.ts';
import { ROOT } from '../../helpers/forms.ts';

const compile = (schema: Record<string, unknown>) => {
  try {
    compileValidator(schema);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

/** The real tz personal form, changed by `edit`, linted; returns "file#pointer: message" lines. */
function lintPersonal(edit: (form: FormFiles) => void, locales: Record<string, unknown> = { en, sw }) {
  const sources = readFormSources(ROOT, 'tz', 'personal');
  const form: FormFiles = structuredClone({ ...sources, files: formFiles(ROOT, 'tz', 'personal') });
  edit(form);
  return lintForm(form, { locales, regions: readRegions(ROOT, 'tz').regions, compile }).map(
    (issue) => `${issue.file}#${issue.pointer}: ${issue.message}`,
  );
}

type Json = Record<string, Record<string, unknown>>;

describe('npm run lint:schemas', () => {
  it('passes on every market’s forms and regions as committed', () => {
    const { issues, checked } = lintAll(ROOT);
    expect(issues.map(formatIssue)).toEqual([]);
    expect(checked).toEqual(
      expect.arrayContaining(['schemas/tz/personal', 'schemas/ke/work', 'regions/tz.json']),
    );
  });
});

describe('the schema lint names the file and the JSON pointer', () => {
  it('refuses a widget that is not registered', () => {
    const issues = lintPersonal((f) => ((f.ui as Json).firstName!['ui:widget'] = 'fancy'));
    expect(issues).toEqual([
      'schemas/base/personal.ui.json#/firstName/ui:widget: widget "fancy" is not registered',
    ]);
  });

  it('refuses an agreement document that does not exist, or on a widget that is not an agreement', () => {
    const issues = lintPersonal((f) => {
      (f.ui as Json).firstName!['ui:options'] = { document: 'loan' };
    });
    expect(issues).toEqual([
      'schemas/base/personal.ui.json#/firstName/ui:options/document: "document" names the agreement an "agreement" box links to; "loan" is not one, or the widget is not "agreement"',
    ]);
  });

  it('refuses a reset or a condition naming a field that does not exist, or a value that is not offered', () => {
    const issues = lintPersonal((f) => {
      const rules = f.rules as { resets: Record<string, string[]>; visibleWhen: Record<string, unknown> };
      rules.resets.state = ['cty'];
      rules.visibleWhen.county = { field: 'education', in: ['Graduate'] };
    });
    expect(issues).toEqual([
      'schemas/base/personal.rules.json#/visibleWhen/county/in/0: "Graduate" is not an option of "education"',
      'schemas/base/personal.rules.json#/resets/state/0: the reset clears "cty" is not a field of the schema. Did you mean "city"?',
    ]);
  });

  it('refuses a key missing from a locale, naming the locale file', () => {
    const swWithout = structuredClone(sw) as { forms: { personal: { firstName: Record<string, string> } } };
    delete swWithout.forms.personal.firstName.label;
    expect(lintPersonal(() => {}, { en, sw: swWithout })).toEqual([
      'schemas/base/personal.ui.json#/firstName/ui:title: the label "forms.personal.firstName.label" is missing from locales/sw.json',
    ]);
  });

  it('refuses unknown keywords and `format`, with the fix', () => {
    const sources = readFormSources(ROOT, 'tz', 'personal');
    const form: FormFiles = structuredClone({ ...sources, files: formFiles(ROOT, 'tz', 'personal') });
    const properties = (form.schema as { properties: Json }).properties;
    properties.address!.minLenght = 2;
    properties.email!.format = 'email';
    const issues = lintForm(form, { locales: { en, sw }, regions: [], compile });
    expect(issues.map((i) => i.pointer)).toEqual([
      '/properties/address/minLenght',
      '/properties/email/format',
    ]);
    expect(issues[1]?.fix).toContain('pattern');
  });

  it('asks for a required message on every required field, and a message for each constraint', () => {
    const issues = lintPersonal((f) => {
      const messages = (f.rules as { messages: Json }).messages;
      delete messages.address!.required;
      delete messages.whatsappNo!.invalid;
    });
    expect(issues).toEqual([
      'schemas/base/personal.rules.json#/messages/address: "address" is required but has no "required" message',
      'schemas/base/personal.rules.json#/messages/whatsappNo: "whatsappNo" can fail pattern but has no message for it',
    ]);
  });

  it('refuses a circle of visibility conditions', () => {
    const issues = lintPersonal((f) => {
      const visible = (f.rules as { visibleWhen: Record<string, unknown> }).visibleWhen;
      visible.county = { field: 'pinCode', filled: true };
      visible.pinCode = { field: 'county', filled: true };
    });
    expect(issues).toEqual([
      'schemas/base/personal.rules.json#/visibleWhen/county: the visibility of "county" depends on itself through other fields',
      'schemas/base/personal.rules.json#/visibleWhen/pinCode: the visibility of "pinCode" depends on itself through other fields',
    ]);
  });

  it('refuses a region without districts and duplicate ids', () => {
    const issues = lintRegions('regions/xx.json', {
      regions: [
        { id: 'a', name: 'A', districts: [] },
        {
          id: 'a',
          name: 'A again',
          districts: [
            { id: 'd', name: 'D' },
            { id: 'd', name: 'D2' },
          ],
        },
      ],
    });
    expect(issues.map((i) => `${i.pointer}: ${i.message}`)).toEqual([
      '/regions/0/districts: region "A" has no districts',
      '/regions/1/id: region id "a" appears twice',
      '/regions/1/districts/1/id: district id "d" appears twice in A again',
    ]);
  });
});
