import { describe, expect, test } from 'vitest';
import market from '../../markets/tz.json' with { type: 'json' };
import { RATING_CHECK_DELAY_MS } from '../../src/loan/rating/rating-rule.ts';
import type { Phone } from '../helpers/browser.ts';
import { expectHeading, fill, loginThroughUi, TEXT } from './app-steps.ts';
import { accessibilityProblems, disbursedBorrower } from './repay-steps.ts';
import { e2eFile } from './setup.ts';

/**
 * The rating popup (src/loan/rating/rating-rule.ts): it asks once after the money went out, 'Later'
 * hides it and it does not come back before the interval; in the app 'Rate now' asks the native bridge's
 * `toGooglePlayer` for the app's package. The bridge here is a stand-in written for this test: a
 * `window.JSBridge.postMessage` that records each call and answers it through `window.onNativeResult`
 * (docs/bridge.md), injected before the app's scripts run.
 */

const { baseURL, newPhone, newBorrower } = e2eFile();
const en = TEXT.en;

interface BridgeCall {
  id: string;
  action: string;
  payload: Record<string, unknown>;
}

/** The fake native shell: every action succeeds with no data (getLoginInfo: the app knows no session). */
function fakeBridge(): void {
  const calls: BridgeCall[] = [];
  (window as unknown as { bridgeCalls: BridgeCall[] }).bridgeCalls = calls;
  (window as unknown as { JSBridge: { postMessage(message: string): void } }).JSBridge = {
    postMessage(message: string) {
      const call = JSON.parse(message) as BridgeCall;
      calls.push(call);
      setTimeout(() => {
        const answer = (window as unknown as { onNativeResult?: (id: string, reply: string) => void })
          .onNativeResult;
        answer?.(call.id, JSON.stringify({ ok: true, data: null }));
      }, 0);
    },
  };
}

const title = fill(en.rating.title, { app: market.appName });

/** On Home, the popup has had its chance: its check waits RATING_CHECK_DELAY_MS, then asks the server. */
async function popupStaysAway(phone: Phone): Promise<void> {
  await expectHeading(phone.page, en.home.title);
  await phone.page.waitForTimeout(RATING_CHECK_DELAY_MS + 2_000);
  expect(await phone.page.getByRole('dialog', { name: title }).count()).toBe(0);
}

describe('rating popup', () => {
  test('asks once after the payout; Later hides it until the interval; in the app Rate now opens the store', async () => {
    const borrower = await disbursedBorrower(newBorrower, baseURL, 'en');
    const { page } = borrower;

    // The money went out: on Home the popup asks, in a browser saying where 'Rate now' goes.
    await page.goto(baseURL);
    const dialog = page.getByRole('dialog', { name: title });
    await dialog.waitFor({ timeout: 15_000 });
    await dialog.getByTestId('rating-browser-note').getByText(en.rating.browserNote).waitFor();
    expect(await accessibilityProblems(page)).toEqual([]);
    await dialog.getByRole('button', { name: en.rating.later, exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Not again before the interval: not after a reload, not after a trip through Records.
    await page.reload();
    await popupStaysAway(borrower.phone);
    await page.getByRole('link', { name: en.tabs.records }).click();
    await expectHeading(page, en.records.title);
    await page.getByRole('link', { name: en.tabs.home }).click();
    await popupStaysAway(borrower.phone);

    // The same borrower on a phone where the app hosts the page (a fresh device record): 'Rate now'.
    const app = await newPhone();
    await app.page.addInitScript(fakeBridge);
    await app.page.goto(`${baseURL}#/user/login`);
    await loginThroughUi(app.page, 'en', borrower.mobile);
    const inApp = app.page.getByRole('dialog', { name: title });
    await inApp.waitFor({ timeout: 15_000 });
    expect(await inApp.getByTestId('rating-browser-note').count()).toBe(0);
    await inApp.getByRole('button', { name: en.rating.rateNow, exact: true }).click();
    await inApp.waitFor({ state: 'hidden' });
    const calls = await app.page.evaluate(
      () => (window as unknown as { bridgeCalls: BridgeCall[] }).bridgeCalls,
    );
    expect(calls.filter((c) => c.action === 'toGooglePlayer').map((c) => c.payload)).toEqual([
      { packageId: market.packageName },
    ]);
    // Rated: never again.
    await app.page.reload();
    await popupStaysAway(app);
  }, 150_000);
});
