// @vitest-environment node
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lintAll } from '../../../scripts/forms/lint-cli.ts';
import { formsPlugin } from '../../../scripts/forms/vite-plugin.ts';
import { formatIssue } from '../../../src/forms/compile/lint-support.ts';
import { scratchProject } from '../../helpers/forms.ts';

/**
 * Mistakes product staff can make in the form files (issue 26), each planted in a scratch copy of the
 * project's files: `npm run lint:schemas` must report each one, once, against the file that has it, with
 * the place inside it. Each of these would otherwise break or block a form at run time (RJSF's raw error
 * and a JSON dump, a field nobody can fill in, a label saying "(optional)" twice, …).
 */
type Json = Record<string, unknown>;
type Edit = (files: {
  read: (file: string) => Json;
  write: (file: string, value: unknown) => void;
  text: (file: string, text: string) => void;
}) => void;

function lintWith(edit: Edit): string[] {
  return scratchProject((root) => {
    const at = (file: string) => path.join(root, file);
    edit({
      read: (file) => JSON.parse(readFileSync(at(file), 'utf8')) as Json,
      write: (file, value) => {
        mkdirSync(path.dirname(at(file)), { recursive: true });
        writeFileSync(at(file), `${JSON.stringify(value, null, 2)}\n`);
      },
      text: (file, text) => writeFileSync(at(file), text),
    });
    return lintAll(root).issues.map((issue) => formatIssue(issue).split('\n')[0] as string);
  });
}

const field = (files: Parameters<Edit>[0], file: string, name: string, change: Json) => {
  const schema = files.read(file) as { properties: Record<string, Json> };
  schema.properties[name] = { ...schema.properties[name], ...change };
  files.write(file, schema);
};

const PLANTED: Array<[string, Edit, RegExp]> = [
  [
    'a field left out of ui:order',
    (f) => {
      const ui = f.read('schemas/base/personal.ui.json');
      ui['ui:order'] = (ui['ui:order'] as string[]).filter((name) => name !== 'email');
      f.write('schemas/base/personal.ui.json', ui);
    },
    /^schemas\/base\/personal\.ui\.json#\/ui:order: "email" is not placed on the screen/,
  ],
  [
    'a field placed twice',
    (f) => {
      const ui = f.read('schemas/base/work.ui.json');
      ui['ui:order'] = [...(ui['ui:order'] as string[]), 'incomeSource'];
      f.write('schemas/base/work.ui.json', ui);
    },
    /^schemas\/base\/work\.ui\.json#\/ui:order\/\d+: "incomeSource" is placed twice/,
  ],
  [
    'minLength above maxLength',
    (f) => field(f, 'schemas/base/personal.schema.json', 'address', { minLength: 60, maxLength: 50 }),
    /^schemas\/base\/personal\.schema\.json#\/properties\/address\/minLength: field "address" can never be valid: minLength 60 is above maxLength 50/,
  ],
  [
    'a pattern whose texts are all shorter than minLength',
    (f) => field(f, 'schemas/base/personal.schema.json', 'pinCode', { minLength: 6 }),
    /^schemas\/base\/personal\.schema\.json#\/properties\/pinCode\/pattern: field "pinCode" can never be valid: its pattern matches texts of 5 characters/,
  ],
  [
    'an empty list of options',
    (f) => field(f, 'schemas/base/personal.schema.json', 'education', { enum: [] }),
    /^schemas\/base\/personal\.schema\.json#\/properties\/education\/enum: field "education" can never be valid: the list of options is empty/,
  ],
  [
    'options of the wrong type',
    (f) => field(f, 'schemas/base/personal.schema.json', 'gender', { enum: ['1', '2'] }),
    /^schemas\/base\/personal\.schema\.json#\/properties\/gender\/enum: field "gender" can never be valid: none of its options passes/,
  ],
  [
    'a minimum above the maximum',
    (f) => field(f, 'schemas/base/personal.schema.json', 'gender', { minimum: 3, maximum: 2 }),
    /^schemas\/base\/personal\.schema\.json#\/properties\/gender\/minimum: field "gender" can never be valid: no number lies between 3 and 2/,
  ],
  [
    'a default that is not an option',
    (f) => field(f, 'schemas/base/personal.schema.json', 'education', { default: 'Graduate' }),
    /^schemas\/base\/personal\.schema\.json#\/properties\/education\/default: field "education" has a default \("Graduate"\) that is not one of its options/,
  ],
  [
    'a JSON syntax error (a trailing comma)',
    (f) => f.text('schemas/base/work.ui.json', '{\n  "incomeSource": {\n    "ui:widget": "sheet",\n  }\n}\n'),
    /^schemas\/base\/work\.ui\.json:4:3: is not valid JSON: .* at line 4, column 3/,
  ],
  [
    'a misspelt field in the base rules (reported once, not again for Kenya)',
    (f) => {
      const rules = f.read('schemas/base/personal.rules.json') as { resets: Record<string, string[]> };
      rules.resets.state = ['cty'];
      f.write('schemas/base/personal.rules.json', rules);
    },
    /^schemas\/base\/personal\.rules\.json#\/resets\/state\/0: the reset clears "cty" is not a field of the schema\. Did you mean "city"\?$/,
  ],
  [
    'a misspelt field in a market file',
    (f) => f.write('schemas/ke/work.ui.json', { monthlySalery: { 'ui:widget': 'sheet' } }),
    /^schemas\/ke\/work\.ui\.json#: names "monthlySalery", .* Did you mean "monthlySalary"\?/,
  ],
  [
    'a label that already says "(optional)"',
    (f) => {
      const en = f.read('locales/en.json') as { forms: { personal: Record<string, Record<string, string>> } };
      en.forms.personal.middleName!.label = 'Middle name (optional)';
      f.write('locales/en.json', en);
    },
    /^schemas\/base\/personal\.ui\.json#\/middleName\/ui:title: the label "forms\.personal\.middleName\.label" already says "\(optional\)"/,
  ],
  [
    'a place next to a field that does not exist',
    (f) =>
      f.write('schemas/ke/personal.ui.json', {
        ...f.read('schemas/ke/personal.ui.json'),
        email: { 'ui:after': 'adress' },
      }),
    /^schemas\/ke\/personal\.ui\.json#: "email" is placed after "adress", which is not another field of the form\. Did you mean "address"\?/,
  ],
  [
    'a required name that is not a field',
    (f) =>
      f.write('schemas/ke/personal.schema.json', {
        ...f.read('schemas/ke/personal.schema.json'),
        $addRequired: ['middleNam'],
      }),
    /^schemas\/ke\/personal\.schema\.json#: "\$addRequired" names "middleNam", which is not a field\. Did you mean "middleName"\?/,
  ],
  [
    'a market hiding a field the base rules still need',
    (f) => {
      const patch = f.read('schemas/ke/personal.schema.json') as { properties: Json };
      patch.properties.inputBirthday = null;
      f.write('schemas/ke/personal.schema.json', patch);
    },
    // Kenya has its own rules file: the rules to change for Kenya are there (a condition and a check).
    /^schemas\/ke\/personal\.rules\.json#\/(conditions\/birthdayChosen|checks\/0)\/field: the (condition|check) names "inputBirthday" is not a field of the schema\./,
  ],
  [
    'a text missing in a language the market has',
    (f) => {
      const sw = f.read('locales/sw.json') as { forms: { personal: Record<string, Record<string, string>> } };
      delete sw.forms.personal.address!.label;
      f.write('locales/sw.json', sw);
    },
    /^schemas\/base\/personal\.ui\.json#\/address\/ui:title: the label "forms\.personal\.address\.label" is missing from locales\/sw\.json$/,
  ],
  [
    'a misspelt key in a market file',
    (f) => {
      const { currency, ...tz } = f.read('markets/tz.json');
      f.write('markets/tz.json', { ...tz, curency: currency });
    },
    /^markets\/tz\.json#: must (have required property 'currency'|NOT have additional properties \("curency"\))$/,
  ],
  [
    'a wallet without its name, and a support hour that does not exist',
    (f) => {
      const tz = f.read('markets/tz.json') as { wallets: Json[]; support: Json };
      tz.wallets.push({ id: 'airtel' });
      tz.support.opens = '25:00';
      f.write('markets/tz.json', tz);
    },
    /^markets\/tz\.json#\/(wallets\/4: must have required property 'name'|support\/opens: must match pattern .*)$/,
  ],
  [
    'a collection step that breaks a promise of the market',
    (f) => {
      const ke = f.read('markets/ke.json') as { collectionSteps: string[] };
      ke.collectionSteps.push('contact');
      f.write('markets/ke.json', ke);
    },
    /^markets\/ke\.json#\/collectionSteps: has "contact", which \/neverAsks promises not to collect$/,
  ],
];

describe('npm run lint:schemas catches every planted mistake, once, against the file that has it', () => {
  it.each(PLANTED)('%s', (_name, edit, expected) => {
    const issues = lintWith(edit);
    expect(issues.length, 'reported').toBeGreaterThan(0);
    // Every line is this mistake (no echo of it against another market's file), and no line twice.
    expect(
      issues.filter((line) => !expected.test(line)),
      'other lines',
    ).toEqual([]);
    expect(new Set(issues).size).toBe(issues.length);
  });
});

/** Adds a text field `branch` to `market`'s feedback form, its label in English only. */
const addBranch = (f: Parameters<Edit>[0], market: string) => {
  f.write(`schemas/${market}/feedback.schema.json`, { properties: { branch: { type: 'string' } } });
  f.write(`schemas/${market}/feedback.ui.json`, {
    branch: { 'ui:widget': 'text', 'ui:title': `forms.${market}.branch`, 'ui:after': 'description' },
  });
  const en = f.read('locales/en.json') as { forms: Json };
  en.forms[market] = { branch: 'Branch' };
  f.write('locales/en.json', en);
};

describe('the languages required are the market’s own', () => {
  it('an English-only market needs no Kiswahili for the field it adds', () => {
    const issues = lintWith((f) => {
      f.write('markets/ug.json', { ...f.read('markets/tz.json'), id: 'ug', languages: ['en'] });
      f.write('regions/ug.json', { ...f.read('regions/tz.json'), market: 'ug' });
      addBranch(f, 'ug');
    });
    expect(issues).toEqual([]);
  });

  it('the same field in Tanzania needs its Kiswahili text', () => {
    const issues = lintWith((f) => addBranch(f, 'tz'));
    expect(issues).toEqual([
      'schemas/tz/feedback.ui.json#/branch/ui:title: the label "forms.tz.branch" is missing from locales/sw.json',
    ]);
  });
});

describe('the build refuses a market file the app would refuse', () => {
  it('stops with the file, the place and the problem', () => {
    scratchProject((root) => {
      const tz = JSON.parse(readFileSync(path.join(root, 'markets/tz.json'), 'utf8')) as Json;
      writeFileSync(
        path.join(root, 'markets/tz.json'),
        JSON.stringify({ ...tz, wallets: [{ id: 'MTN Money', name: 'MTN' }] }),
      );
      const plugin = formsPlugin({ root, market: 'tz' });
      const buildStart = plugin.buildStart as (this: { addWatchFile: (file: string) => void }) => void;
      expect(() => buildStart.call({ addWatchFile: () => undefined })).toThrow(
        /markets\/tz\.json#\/wallets\/0\/id: must match pattern/,
      );
      writeFileSync(path.join(root, 'markets/tz.json'), JSON.stringify(tz));
      expect(() => buildStart.call({ addWatchFile: () => undefined })).not.toThrow();
    });
  });
});
