import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openPhone, type Phone } from '../helpers/browser.ts';
import { settle, trackRequests } from '../helpers/layout.ts';
import { uniqueMobile } from '../helpers/sandbox.ts';
import { expectHeading, LOCALE, registerThroughUi, TEXT, type Lang, type Texts } from './app-steps.ts';
import { e2eFile } from './setup.ts';

const { baseURL, getBrowser } = e2eFile();
const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeResult {
  violations: Array<{ id: string; impact: string | null; nodes: Array<{ target: unknown }> }>;
}

async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated, not added as a <script>: the app's Content-Security-Policy refuses inline scripts.
  await page.evaluate(readFileSync(axeSource, 'utf8'));
  const result = await page.evaluate(
    () => (window as unknown as { axe: { run(): Promise<AxeResult> } }).axe.run() as Promise<AxeResult>,
  );
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`);
}

/** Every visible control a finger can hit, smaller than 44 × 44 CSS pixels. */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const MIN = 44;
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input, [role="radio"], [role="checkbox"], label',
    );
    const small: string[] = [];
    for (const el of controls) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue; // not rendered
      // A caption label (for=…) is not a target: the field it names is.
      if (el instanceof HTMLLabelElement && !el.querySelector('input, button')) continue;
      // Hidden form mirrors (Radix keeps one behind its checkbox) cannot be touched.
      if (el.closest('[aria-hidden="true"]') || el.getAttribute('aria-hidden') === 'true') continue;
      // A link in running text (a document's name in a consent sentence) is as tall as its line: WCAG 2.5.8
      // exempts such targets, and padding it taller makes it cover the next line's link. Its sentence,
      // the label, is measured instead.
      const inSentence =
        // (A <button> styled `display: inline` computes as inline-block: it cannot be split across lines.)
        getComputedStyle(el).display.startsWith('inline') &&
        (el.parentElement?.textContent ?? '').trim().length > (el.textContent ?? '').trim().length;
      if (inSentence) continue;
      // A native input inside a label is hit through the whole label: measure the label instead.
      if (el instanceof HTMLInputElement && el.closest('label')) continue;
      // An input whose box is the field frame (text fields) is measured by its frame.
      const frame = el instanceof HTMLInputElement ? (el.parentElement?.getBoundingClientRect() ?? box) : box;
      if (frame.height < MIN || frame.width < MIN) {
        small.push(
          `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || '').trim()}" ${Math.round(frame.width)}×${Math.round(frame.height)}`,
        );
      }
    }
    return small;
  });
}

const SCREENS: Array<[string, (t: Texts) => string]> = [
  ['#/', (t) => t.home.title],
  ['#/records', (t) => t.records.title],
  ['#/me', (t) => t.me.title],
  ['#/user/login', (t) => t.auth.loginTitle],
  ['#/user/register', (t) => t.auth.registerTitle],
  ['#/user/nation', (t) => t.nation.title],
  ['#/user_center/settings', (t) => t.settings.title],
  ['#/user_center/language', (t) => t.language.title],
  ['#/auth/personal_infomation', (t) => t.screens.personalInfo],
  ['#/auth/additionalInfomation', (t) => t.screens.additionalInfo],
  ['#/auth/loan_question', (t) => t.screens.loanQuestion],
  ['#/auth/id_card_authentication', (t) => t.screens.idCard],
  ['#/bank_account/add_bankcard', (t) => t.screens.bankCard],
  ['#/pop', (t) => t.screens.permission],
  ['#/yx1', (t) => t.screens.promotion],
  ['#/no/such/page', (t) => t.screens.notFoundTitle],
];

describe.each(['en', 'sw'] as const)('accessibility in %s', (lang: Lang) => {
  let phone: Phone;
  beforeAll(async () => {
    phone = await openPhone(await getBrowser(), { baseURL, locale: LOCALE[lang] });
    trackRequests(phone.page);
    await phone.page.goto(`${baseURL}#/user/register`);
    await registerThroughUi(phone.page, lang, uniqueMobile());
    await expectHeading(phone.page, TEXT[lang].home.title);
  });
  afterAll(async () => {
    await phone.context.close();
  });

  test.each(SCREENS)('%s has no serious axe violations and 44 px touch targets', async (hash, title) => {
    const { page } = phone;
    await page.goto(`${baseURL}${hash}`);
    await expectHeading(page, title(TEXT[lang]));
    // The shell draws the title before the screen's code and data arrive: check the screen once it has
    // drawn what it will (a hash change has no load state to wait for).
    await settle(page);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
  });
});
