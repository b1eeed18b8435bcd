import { afterEach, describe, expect, it } from 'vitest';
import { pruneHidden } from '../../../src/forms/conditions.ts';
import { choicesFor } from '../../../src/forms/options.ts';
import type { FormValues } from '../../../src/forms/spec.ts';
import { validateForm } from '../../../src/forms/validate.ts';
import { applyResets, fitValues } from '../../../src/forms/values.ts';
import formsCommonTexts from '../../../src/i18n/sections/forms-common.ts';
import kycTexts from '../../../src/i18n/sections/kyc.ts';
import { addTexts, setLanguage, translateDataKey } from '../../../src/i18n/i18n.ts';
import { marketDefinition } from '../../helpers/forms.ts';
import { PERSONAL_OK, QUESTIONNAIRE_OK, WORK_OK } from '../../helpers/tz-values.ts';

// The keys are the schemas' (data): the engine's own words are a section, the forms' texts in the first file.
addTexts(formsCommonTexts);
addTexts(kycTexts);
const t = translateDataKey;

const forms = {
  personal: marketDefinition('tz', 'personal'),
  work: marketDefinition('tz', 'work'),
  questionnaire: marketDefinition('tz', 'questionnaire'),
  feedback: marketDefinition('tz', 'feedback'),
};
type Form = keyof typeof forms;
const OK: Record<Form, FormValues> = {
  personal: PERSONAL_OK,
  work: WORK_OK,
  questionnaire: QUESTIONNAIRE_OK,
  feedback: { type: 1, description: 'My repayment is not shown yet' },
};
const context = { nationalLength: 9, loginPhone: '712345678', today: { day: 22, month: 11, year: 2026 } };

afterEach(() => setLanguage('en'));

/** The message each field shows, in `lang`. */
function messages(form: Form, values: FormValues, lang: 'en' | 'sw'): Record<string, string> {
  setLanguage(lang);
  const { errors } = validateForm(forms[form], values, context);
  return Object.fromEntries(errors.map((e) => [e.field, t(e.key, e.params)]));
}

/** Spec section 5, rule by rule: [form, change, field, English text, Kiswahili text]. */
const SECTION_5: Array<[Form, FormValues, string, string, string]> = [
  [
    'personal',
    { firstName: undefined },
    'firstName',
    'Please input first name',
    'Tafadhali weka jina la kwanza',
  ],
  [
    'personal',
    { firstName: 'Al' },
    'firstName',
    'Please input first name of at least 3 letters',
    'Tafadhali weka jina la kwanza lenye angalau herufi 3',
  ],
  [
    'personal',
    { firstName: 'Amani2' },
    'firstName',
    'Please input first name of at least 3 letters',
    'Tafadhali weka jina la kwanza lenye angalau herufi 3',
  ],
  [
    // Three characters but two letters: the rule counts letters.
    'personal',
    { firstName: 'A B' },
    'firstName',
    'Please input first name of at least 3 letters',
    'Tafadhali weka jina la kwanza lenye angalau herufi 3',
  ],
  [
    'personal',
    { lastName: "O'N" },
    'lastName',
    'Please input last name of at least 3 letters',
    'Tafadhali weka jina la ukoo lenye angalau herufi 3',
  ],
  [
    'personal',
    { lastName: 'Ju' },
    'lastName',
    'Please input last name of at least 3 letters',
    'Tafadhali weka jina la ukoo lenye angalau herufi 3',
  ],
  [
    'personal',
    { middleName: 'K.' },
    'middleName',
    'Please input middle name in letters only',
    'Tafadhali weka jina la kati kwa herufi tu',
  ],
  ['personal', { gender: undefined }, 'gender', 'Please select gender', 'Tafadhali chagua jinsia'],
  [
    'personal',
    { inputBirthday: undefined },
    'inputBirthday',
    'Please select your date of birth',
    'Tafadhali chagua tarehe yako ya kuzaliwa',
  ],
  [
    'personal',
    { inputBirthday: '23-11-2008' },
    'inputBirthday',
    'You must be between 18 and 65 years old',
    'Lazima uwe na umri kati ya miaka 18 na 65',
  ],
  [
    'personal',
    { inputBirthday: '29-02-2001' },
    'inputBirthday',
    'You must be between 18 and 65 years old',
    'Lazima uwe na umri kati ya miaka 18 na 65',
  ],
  [
    'personal',
    { nationalId: '19900615-1234' },
    'nationalId',
    'Please enter the correct National ID Number(NIDA Number)',
    'Tafadhali weka Namba sahihi ya Kitambulisho cha Taifa (Namba ya NIDA)',
  ],
  [
    'personal',
    { nationalId: undefined },
    'nationalId',
    'Please enter the correct National ID Number(NIDA Number)',
    'Tafadhali weka Namba sahihi ya Kitambulisho cha Taifa (Namba ya NIDA)',
  ],
  [
    'personal',
    { whatsappNo: '07123456789' },
    'whatsappNo',
    'Please enter the correct WhatsApp number',
    'Tafadhali weka namba sahihi ya WhatsApp',
  ],
  [
    'personal',
    { whatsappNo: '0712abc678' },
    'whatsappNo',
    'Please enter the correct WhatsApp number',
    'Tafadhali weka namba sahihi ya WhatsApp',
  ],
  [
    'personal',
    { sparePhone: '12345678901234' },
    'sparePhone',
    'Please enter the correct alternative phone number',
    'Tafadhali weka namba mbadala sahihi ya simu',
  ],
  ['personal', { email: undefined }, 'email', 'Please input email', 'Tafadhali weka barua pepe'],
  [
    'personal',
    { email: 'amani@outlook.com' },
    'email',
    "Gmail/Yahoo Mail only and email addr can't contain special symbols.",
    'Gmail/Yahoo Mail pekee, na anwani ya barua pepe haiwezi kuwa na alama maalum.',
  ],
  [
    'personal',
    { email: 'amani#1@gmail.com' },
    'email',
    'The mailbox format was entered incorrectly, it cannot contain spaces or others',
    'Muundo wa barua pepe si sahihi, hauwezi kuwa na nafasi au alama nyingine',
  ],
  [
    'personal',
    { address: 'A' },
    'address',
    'The address must be 2 to 100 characters',
    'Anwani iwe na herufi 2 hadi 100',
  ],
  [
    'personal',
    { address: 'x'.repeat(101) },
    'address',
    'The address must be 2 to 100 characters',
    'Anwani iwe na herufi 2 hadi 100',
  ],
  [
    'personal',
    { pinCode: '123' },
    'pinCode',
    'Please enter the correct postcode (5 digits)',
    'Tafadhali weka postikodi sahihi (tarakimu 5)',
  ],
  [
    'personal',
    { education: undefined },
    'education',
    'Please select education',
    'Tafadhali chagua kiwango cha elimu',
  ],
  ['personal', { city: 'nyamagana' }, 'city', 'Please select district', 'Tafadhali chagua wilaya'],
  [
    'work',
    { employmentType: undefined },
    'employmentType',
    'Please select employment type',
    'Tafadhali chagua aina ya ajira',
  ],
  [
    'work',
    { companyName: 'x'.repeat(101) },
    'companyName',
    'Please enter a valid company name (2 to 100 characters)',
    'Tafadhali weka jina sahihi la kampuni (herufi 2 hadi 100)',
  ],
  [
    'work',
    { companyPhone: '12' },
    'companyPhone',
    'Please enter the correct company phone number',
    'Tafadhali weka namba sahihi ya simu ya kampuni',
  ],
  [
    'work',
    { monthlySalary: undefined },
    'monthlySalary',
    'Please select monthly income',
    'Tafadhali chagua kipato cha mwezi',
  ],
  [
    'work',
    { emergencyContactName1: 'x'.repeat(51) },
    'emergencyContactName1',
    'Please enter a valid contact name (letters only, at most 50)',
    'Tafadhali weka jina sahihi (herufi tu, zisizozidi 50)',
  ],
  [
    'work',
    { emergencyContactMobile1: '1234567890' },
    'emergencyContactMobile1',
    'Please enter the correct mobile number of the contact',
    'Tafadhali weka namba sahihi ya simu ya mtu wa dharura',
  ],
  [
    'work',
    { emergencyContactMobile1: '07540000011' },
    'emergencyContactMobile1',
    'Please enter the correct mobile number of the contact',
    'Tafadhali weka namba sahihi ya simu ya mtu wa dharura',
  ],
  [
    'work',
    { emergencyContactRelation2: 'Siblings' },
    'emergencyContactRelation2',
    'same relation not allowed',
    'uhusiano unaofanana hauruhusiwi',
  ],
  [
    'work',
    { emergencyContactMobile1: '0754000002', emergencyContactMobile2: '754000002' },
    'emergencyContactMobile2',
    'The two emergency contacts must have different mobile numbers',
    'Watu wawili wa dharura lazima wawe na namba tofauti za simu',
  ],
  [
    'work',
    { emergencyContactMobile1: '0712345678' },
    'emergencyContactMobile1',
    'An emergency contact cannot have your own mobile number',
    'Mtu wa dharura hawezi kuwa na namba yako ya simu',
  ],
  [
    'work',
    { payFrequency: 'Biweekly', monthlyPayday: '5', monthlyPaydayTwo: '5' },
    'monthlyPaydayTwo',
    'The second payday must be a different day',
    'Siku ya pili ya malipo iwe tofauti na ya kwanza',
  ],
  ['questionnaire', { '7': undefined }, '7', 'Please answer this question', 'Tafadhali jibu swali hili'],
  [
    'questionnaire',
    { loanAgreement: undefined },
    'loanAgreement',
    'Please agree to the loan agreement',
    'Tafadhali kubali mkataba wa mkopo',
  ],
  [
    'questionnaire',
    { loanAgreement: false },
    'loanAgreement',
    'Please agree to the loan agreement',
    'Tafadhali kubali mkataba wa mkopo',
  ],
  [
    'feedback',
    { description: undefined },
    'description',
    'Please describe the problem',
    'Tafadhali eleza tatizo',
  ],
  [
    'feedback',
    { description: 'Too short' },
    'description',
    'the minimum word cannot be less than 10',
    'idadi ya herufi haiwezi kuwa chini ya 10',
  ],
  // Pictures are uploaded as they are picked (rules.uploads): the form sends their references. Size and
  // type are checked before a picture is read (tests/component/forms/upload.test.tsx); the count here too.
  [
    'feedback',
    { images: ['ref-1', 'ref-2', 'ref-3', 'ref-4'] },
    'images',
    'More than 3 pictures have been uploaded',
    'Zaidi ya picha 3 zimepakiwa',
  ],
];

describe('spec section 5, every rule and message, in English and Kiswahili', () => {
  it.each(SECTION_5)('%s %j → %s', (form, change, field, english, kiswahili) => {
    const values = { ...OK[form], ...change };
    expect(messages(form, values, 'en')).toEqual({ [field]: english });
    expect(messages(form, values, 'sw')).toEqual({ [field]: kiswahili });
  });

  it('accepts the complete forms, and strips spaces from the email', () => {
    for (const form of Object.keys(OK) as Form[]) expect(messages(form, OK[form], 'en'), form).toEqual({});
    const result = validateForm(forms.personal, { ...PERSONAL_OK, email: ' amani.juma @gmail.com' }, context);
    expect(result).toMatchObject({ errors: [], values: { email: 'amani.juma@gmail.com' } });
  });

  it('accepts names of three letters or more with a space, an apostrophe or a hyphen between them', () => {
    for (const name of ['Ali', 'Li Na', "O'Neil", 'Mary-Ann', 'Ana Bo'])
      expect(messages('personal', { ...PERSONAL_OK, firstName: name, lastName: name }, 'en'), name).toEqual(
        {},
      );
  });

  it('accepts a 29 February birthday in a leap year, and both forms of a phone number', () => {
    expect(messages('personal', { ...PERSONAL_OK, inputBirthday: '29-02-2000' }, 'en')).toEqual({});
    expect(messages('personal', { ...PERSONAL_OK, whatsappNo: '712345678' }, 'en')).toEqual({});
  });

  it('names the questionnaire and its summary with the spec’s texts', () => {
    expect(t('kyc.questionnaireIntro')).toBe('Complete the credit history questionnaire');
    expect(t(forms.questionnaire.rules.summary!)).toBe(
      'There are still unanswered questions, please complete',
    );
    expect(
      Object.keys(forms.questionnaire.schema.properties as object).filter((k) => /^\d+$/.test(k)),
    ).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11']);
  });
});

const hidden = (form: Form, values: FormValues) => [...pruneHidden(forms[form], values).hidden].sort();
const first = (frequency: string) =>
  choicesFor(forms.work, 'monthlyPayday', { payFrequency: frequency })?.choices.map((c) => c.value);

describe('conditional fields (spec section 4)', () => {
  const PAY = ['jobExperience', 'payFrequency', 'monthlyPayday', 'monthlyPaydayTwo'];

  it('unemployed hides industry, experience and pay fields', () => {
    expect(hidden('work', { ...WORK_OK, employmentType: 'Unemployed' })).toEqual(
      expect.arrayContaining(['industryCategory', 'monthlySalary', ...PAY]),
    );
    expect(
      messages(
        'work',
        {
          employmentType: 'Unemployed',
          incomeSource: 'Family support',
          emergencyContactName1: 'Neema Juma',
          emergencyContactMobile1: '0754000001',
          emergencyContactRelation1: 'Siblings',
          emergencyContactName2: 'Baraka Mushi',
          emergencyContactMobile2: '0655000002',
          emergencyContactRelation2: 'Friends',
        },
        'en',
      ),
    ).toEqual({});
  });

  it('self-employed hides experience and pay frequency (and so the paydays)', () => {
    expect(
      hidden('work', { ...WORK_OK, employmentType: 'Self employed' }).filter((f) => PAY.includes(f)),
    ).toEqual([...PAY].sort());
    expect(hidden('work', { ...WORK_OK, employmentType: 'Self employed' })).not.toContain('industryCategory');
  });

  it('pays: a date for Monthly and Biweekly, a weekday for Weekly and Fourteen; a second payday for Biweekly and Fourteen', () => {
    expect(first('Monthly')).toHaveLength(31);
    expect(first('Biweekly')?.at(-1)).toBe('31');
    expect(first('Weekly')).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(first('Fourteen')).toEqual(first('Weekly'));
    for (const [frequency, second] of [
      ['Monthly', true],
      ['Weekly', true],
      ['Biweekly', false],
      ['Fourteen', false],
    ] as const) {
      expect(
        hidden('work', { ...WORK_OK, payFrequency: frequency }).includes('monthlyPaydayTwo'),
        frequency,
      ).toBe(second);
    }
    expect(messages('work', { ...WORK_OK, payFrequency: 'Weekly', monthlyPayday: '25' }, 'en')).toEqual({
      monthlyPayday: 'Please select payday',
    });
    expect(messages('work', { ...WORK_OK, payFrequency: 'Fourteen', monthlyPayday: 'Friday' }, 'en')).toEqual(
      { monthlyPaydayTwo: 'Please select the second payday' },
    );
  });

  it('education and marital status appear after a birthday is chosen', () => {
    // Only these two depend on the birthday: another field's own condition would not change this test.
    const before = hidden('personal', { ...PERSONAL_OK, inputBirthday: undefined });
    const after = hidden('personal', PERSONAL_OK);
    expect(before.filter((name) => !after.includes(name))).toEqual(['education', 'maritalStatus']);
    expect(after).not.toContain('education');
    expect(after).not.toContain('maritalStatus');
  });
});

describe('resets and stored values (spec section 4, docs/decisions.md)', () => {
  it('a new region clears the district; a new employment type clears industry; a new pay frequency clears paydays', () => {
    const { rules } = forms.work;
    expect(
      applyResets(forms.personal.rules, PERSONAL_OK, { ...PERSONAL_OK, state: 'arusha' }),
    ).not.toHaveProperty('city');
    expect(applyResets(rules, WORK_OK, { ...WORK_OK, workState: 'arusha' })).not.toHaveProperty('workCity');
    expect(applyResets(rules, WORK_OK, { ...WORK_OK, employmentType: 'Self employed' })).not.toHaveProperty(
      'industryCategory',
    );
    const biweekly = { ...WORK_OK, payFrequency: 'Biweekly', monthlyPaydayTwo: '10' };
    const weekly = applyResets(rules, biweekly, { ...biweekly, payFrequency: 'Weekly' });
    expect(weekly).not.toHaveProperty('monthlyPayday');
    expect(weekly).not.toHaveProperty('monthlyPaydayTwo');
  });

  it('never offers legacy options, and clears a stored legacy value on load', () => {
    const education = choicesFor(forms.personal, 'education', {})?.choices.map((c) => c.value);
    expect(education).toEqual([
      'Primary school',
      'Junior high school',
      'Senior high school',
      'College/University',
      'Other',
    ]);
    const marital = choicesFor(forms.personal, 'maritalStatus', {})?.choices.map((c) => c.value);
    expect(marital).toEqual(['Unmarried', 'Married', 'Divorced', 'Others']);
    const stored = { ...PERSONAL_OK, education: 'Graduate', maritalStatus: 'Single', gender: 'male' };
    const fitted = fitValues(forms.personal, stored);
    expect(fitted).not.toHaveProperty('education');
    expect(fitted).not.toHaveProperty('maritalStatus');
    expect(fitted).not.toHaveProperty('gender');
    expect(fitValues(forms.work, { ...WORK_OK, employmentType: 'Student' })).not.toHaveProperty(
      'employmentType',
    );
  });

  it('offers the salary bands of the spec plus 280001 - 400000', () => {
    expect(choicesFor(forms.work, 'monthlySalary', {})?.choices.map((c) => c.value)).toEqual([
      'Less than 70000',
      '70001 - 180000',
      '180001 - 280000',
      '280001 - 400000',
      'More than 400000',
    ]);
  });
});
