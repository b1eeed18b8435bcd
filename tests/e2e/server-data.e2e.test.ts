import { describe, expect, test } from 'vitest';
import { expectHeading, expectToast, TEXT } from './app-steps.ts';
import { e2eFile } from './setup.ts';

/**
 * Wrong server data is caught where it enters the app (issue 7): Home with figures that are not figures
 * shows its error state and retry, never "TZS NaN – TZS 0" or "up to NaN days".
 */
const { sb, newBorrower } = e2eFile();
const en = TEXT.en;

describe('server data checked at the edge', () => {
  test('Home with markup, null and text for its figures: the error state, then retry shows the real range', async () => {
    const { page } = await newBorrower();
    await sb.faults({
      mode: 'corrupt',
      path: 'portal/homepage/data',
      data: { minAmount: '<b>x</b>', maxAmount: null, maxTermDays: 'abc' },
    });
    await page.reload();
    await expectHeading(page, en.home.title);
    await page.getByText(en.home.loadFailed, { exact: true }).waitFor();
    await expectToast(page, en.errors.badReply);
    expect(await page.locator('body').textContent()).not.toMatch(/NaN|<b>/);

    await page.getByRole('button', { name: en.common.retry }).click();
    await expect
      .poll(() => page.getByTestId('loan-range').textContent())
      .toMatch(/^TZS [\d,]+ – TZS [\d,]+$/);
    expect(await page.locator('body').textContent()).not.toContain('NaN');
  });
});
