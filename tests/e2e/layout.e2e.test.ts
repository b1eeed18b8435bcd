import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectHeading, TEXT } from './app-steps.ts';
import { openPicker } from './kyc-steps.ts';
import { e2eFile } from './setup.ts';

/**
 * What a borrower sees on a narrow phone, in both languages (issue 8): titles are never cut, a radio
 * label never wraps inside its option, and an amount never breaks between the currency and the figure.
 */
const { baseURL, newBorrower } = e2eFile();

/** How many lines the element's text takes, from the rectangles of its text. */
function linesOf(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
    return tops.size;
  });
}

/** The title is shown whole: nothing hidden by overflow or an ellipsis. */
async function expectWholeTitle(page: Page, title: string): Promise<void> {
  const heading = page.getByRole('heading', { name: title, exact: true, level: 1 });
  await heading.waitFor();
  const clipped = await heading.evaluate(
    (element) => element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight,
  );
  expect(clipped, title).toBe(false);
}

describe.each(['en', 'sw'] as const)('on a 360 px phone in %s', (lang) => {
  const t = TEXT[lang];

  test('the questionnaire title is shown whole; the employment options each fit on one line', async () => {
    const { page } = await newBorrower(lang);
    await page.goto(`${baseURL}#/auth/loan_question`);
    await expectWholeTitle(page, t.screens.loanQuestion);

    await page.goto(`${baseURL}#/auth/additionalInfomation`);
    await expectHeading(page, t.screens.additionalInfo);
    const options = Object.values(t.options.employmentType);
    expect(options.length).toBeGreaterThan(1);
    for (const option of options) {
      const radio = page.getByRole('radio', { name: option, exact: true });
      expect(await linesOf(radio.locator('xpath=following-sibling::span')), option).toBe(1);
    }
  });
});

// Each amount is its own inline block (src/loan-ui/OfferFigures.tsx): whole on a line while it fits.
test('Home at 390 px: each amount of the range stays on one line', async () => {
  const { page } = await newBorrower();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(baseURL);
  const range = page.getByTestId('loan-range');
  await expect.poll(() => range.textContent()).toMatch(/TZS/);
  const amounts = await range.evaluate((element) =>
    [...element.children]
      .filter((child) => /^TZS\s[\d,]+$/.test(child.textContent ?? ''))
      .map((child) => {
        const piece = document.createRange();
        piece.selectNodeContents(child);
        return new Set([...piece.getClientRects()].map((rect) => Math.round(rect.top))).size;
      }),
  );
  expect(amounts).toEqual([1, 1]);
});

test('a tap on the dimmed page closes the sheet and reaches nothing under it', async () => {
  const { page } = await newBorrower();
  const p = TEXT.en.forms.personal;
  await page.goto(`${baseURL}#/auth/personal_infomation`);
  await expectHeading(page, TEXT.en.screens.personalInfo);
  const firstName = page.getByLabel(p.firstName.label, { exact: true });
  const box = await firstName.boundingBox();
  if (!box) throw new Error('the first name field is not on screen');
  const sheet = await openPicker(page, p.residenceType.label);
  await sheet.waitFor();
  // The first name field lies under the dimmed overlay, above the sheet.
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  await sheet.waitFor({ state: 'detached' });
  expect(await firstName.evaluate((element) => element === document.activeElement)).toBe(false);
  expect(await page.getByRole('dialog').count()).toBe(0);
});
