import type { Locator, Page } from 'playwright-core';
import { expectHeading, expectToast, TEXT, type Lang, type Texts } from './app-steps.ts';

/** Filling the application forms as a person does: by label, tapping pickers and options. */

/** Taps the picker named `label` in the form; its half-screen sheet. */
/** The button that opens the picker named `label`: in the form, not the error summary above it (whose
 * items also start with the field's label). */
export const pickerButton = (page: Page, label: string): Locator =>
  page.locator('form').getByRole('button', { name: new RegExp(`^${escape(label)}`) });

export async function openPicker(page: Page, label: string): Promise<Locator> {
  await pickerButton(page, label).click();
  return page.getByRole('dialog', { name: label });
}

/** Opens the picker named `label` and taps `option` in its half-screen sheet. */
export async function pick(page: Page, label: string, option: string): Promise<void> {
  const sheet = await openPicker(page, label);
  await sheet.getByRole('radio', { name: option, exact: true }).click();
  await sheet.waitFor({ state: 'detached' });
}

/** Chooses a date in the day / month / year lists of the field named `label`. */
export async function chooseDate(
  page: Page,
  t: Texts,
  label: string,
  day: string,
  month: number,
  year: string,
) {
  const group = page.getByRole('group', { name: label });
  await group.getByLabel(t.forms.date.year, { exact: true }).selectOption(year);
  await group.getByLabel(t.forms.date.month, { exact: true }).selectOption(String(month));
  await group.getByLabel(t.forms.date.day, { exact: true }).selectOption(day);
}

export const field = (page: Page, label: string): Locator => page.getByLabel(label, { exact: true });

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** From Home: Apply now, the personal information filled and saved → additional information. */
export async function personalFromHome(page: Page, lang: Lang): Promise<void> {
  const t = TEXT[lang];
  await page.getByRole('button', { name: t.home.apply }).click();
  await expectHeading(page, t.screens.personalInfo);
  await fillPersonal(page, lang);
  await page.getByRole('button', { name: t.forms.common.next }).click();
  await expectToast(page, t.forms.common.saved);
  await expectHeading(page, t.screens.additionalInfo);
}

/** The personal information form, complete and valid (NIDA typed digit by digit across its parts). */
export async function fillPersonal(page: Page, lang: Lang): Promise<void> {
  const t = TEXT[lang];
  const p = t.forms.personal;
  await field(page, p.firstName.label).fill('Amani');
  await field(page, p.lastName.label).fill('Juma');
  await page.getByRole('radio', { name: t.options.gender['1'], exact: true }).check();
  await page.getByRole('group', { name: p.nationalId.label }).getByRole('textbox').first().click();
  await page.keyboard.type('19900615123450000127');
  await chooseDate(page, t, p.inputBirthday.label, '15', 6, '1990');
  await pick(page, p.education.label, t.options.education['College/University']);
  await pick(page, p.maritalStatus.label, t.options.maritalStatus.Married);
  await pick(page, p.residenceType.label, t.options.residenceType['Rented house']);
  await pick(page, p.state.label, 'Dar es Salaam');
  await pick(page, p.city.label, 'Ilala');
  await field(page, p.address.label).fill('Mtaa wa Uhuru 12');
  await page.getByRole('radio', { name: t.options.language.sw, exact: true }).check();
  await field(page, p.email.label).fill('amani.juma@gmail.com');
  await field(page, p.whatsappNo.label).fill('0712345678');
}

/** The additional information form for an employee paid monthly, with two emergency contacts. */
export async function fillWork(
  page: Page,
  lang: Lang,
  contacts: [string, string] = ['0754000001', '0655000002'],
) {
  const t = TEXT[lang];
  const w = t.forms.work;
  await page.getByRole('radio', { name: t.options.employmentType.Employee, exact: true }).check();
  await field(page, w.companyName.label).fill('Tanzania Breweries');
  await field(page, w.companyPhone.label).fill('0222123456');
  await chooseDate(page, t, w.startWorkingDate.label, '1', 3, '2020');
  await pick(page, w.industryCategory.label, t.options.industry.Retail);
  await pick(page, w.jobExperience.label, t.options.jobExperience['1-3 years']);
  await pick(page, w.monthlySalary.label, t.options.salary['280001 - 400000']);
  await pick(page, w.incomeSource.label, t.options.incomeSource.Salary);
  await pick(page, w.payFrequency.label, t.options.payFrequency.Monthly);
  await pick(page, w.monthlyPayday.label, '25');
  await pick(page, w.workState.label, 'Dar es Salaam');
  await pick(page, w.workCity.label, 'Kinondoni');
  await field(page, w.workAddress.label).fill('Plot 5, Morogoro Road');
  await field(page, w.contact1.name).fill('Neema Juma');
  await field(page, w.contact1.mobile).fill(contacts[0]);
  await pick(page, w.contact1.relation, t.options.relation.Siblings);
  await field(page, w.contact2.name).fill('Baraka Mushi');
  await field(page, w.contact2.mobile).fill(contacts[1]);
  await pick(page, w.contact2.relation, t.options.relation.Friends);
}
