import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page, Route } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { openPhone } from '../helpers/browser.ts';
import { uniqueMobile } from '../helpers/sandbox.ts';
import { get, post, type TestSandbox } from '../unit/sandbox/helpers.ts';
import { pixelBomb, POLYGLOT } from '../unit/sandbox/crafted-files.ts';
import { cameraInput, expectSlot, slot } from './borrow-steps.ts';
import {
  expectHeading,
  expectToast,
  fill,
  logOutAndAskCode,
  registerThroughUi,
  storedToken,
  TEXT,
} from './app-steps.ts';
import { openCashier, payWith, repaymentControls } from './cashier-steps.ts';
import { e2eFile } from './setup.ts';

/**
 * The sandbox as an attacker meets it (issue 27), seen from the app: what a borrower is told when the
 * server says no for their safety.
 */
const { baseURL, sb, getBrowser, closeAfterTest, newBorrower } = e2eFile();
const { en, sw } = TEXT;

describe('verification codes', () => {
  test('five wrong codes lock the number: the wait is said in English, then in Kiswahili', async () => {
    const { page, mobile } = await newBorrower();
    await logOutAndAskCode(page, baseURL, mobile);
    const code = page.getByLabel(en.auth.code, { exact: true });
    for (let i = 0; i < 4; i++) {
      await code.fill(`00000${i}`);
      await page.getByRole('button', { name: en.auth.login, exact: true }).click();
      await page.getByText(en.errors.invalidCode, { exact: true }).waitFor();
      await code.fill('');
    }
    await code.fill('000009');
    await page.getByRole('button', { name: en.auth.login, exact: true }).click();
    await page.getByText(fill(en.errors.codeLocked, { minutes: 15 }), { exact: true }).waitFor();

    // The same number on a phone in Kiswahili: no new code while it waits, and it is told how long.
    const swahili = closeAfterTest(await openPhone(await getBrowser(), { baseURL, locale: 'sw-TZ' }));
    await swahili.page.goto(`${baseURL}#/user/login`);
    await swahili.page.getByLabel(sw.auth.mobile, { exact: true }).fill(mobile);
    await swahili.page.getByRole('button', { name: sw.auth.getCode }).click();
    await expectToast(swahili.page, fill(sw.errors.codeLocked, { minutes: 15 }));
    expect(await swahili.page.getByRole('button', { name: sw.auth.getCode }).isEnabled()).toBe(true);
  });
});

/** Counts the replies that refused a request for its time (10010401, docs/protocol.md "Replays"). */
function countClockRefusals(page: Page): { count: number } {
  const seen = { count: 0 };
  page.on('response', (response) => {
    if (!/\/(api|cou)\//.test(new URL(response.url()).pathname)) return;
    void response
      .json()
      .then((body: { code?: number }) => {
        if (body.code === 10010401) seen.count += 1;
      })
      .catch(() => undefined);
  });
  return seen;
}

describe('replays', () => {
  test('a phone whose clock is 3 hours ahead still registers and pays: it keeps the server’s time', async () => {
    const phone = closeAfterTest(await openPhone(await getBrowser(), { baseURL }));
    const { page } = phone;
    await page.clock.install({ time: Date.now() + 3 * 60 * 60 * 1000 });
    const refusals = countClockRefusals(page);
    const mobile = uniqueMobile('approved');
    await page.goto(`${baseURL}#/user/register`);
    await registerThroughUi(page, 'en', mobile);
    await expectHeading(page, en.home.title);
    // The first request went out on the phone's clock, was refused, and went again on the server's.
    expect(refusals.count).toBeGreaterThan(0);

    // Money out through the app's own calls (pay-steps.ts does the same), then Pay on the cashier.
    await sb.fillProfile(mobile, 'questionnaire');
    const token = await storedToken(page);
    const api = { origin: baseURL.replace(/\/$/, '') } as TestSandbox;
    const { body } = await post<{ orderNo: string }>(
      api,
      'loan/loan-order/apply-market',
      { productId: 'p1', amount: 20000 },
      { token },
    );
    const { orderNo } = body.data;
    await post(api, 'user/submit', { orderNo }, { token });
    await sb.decideNow(mobile);
    await get(api, 'loan/get-money', { orderNo }, { token });
    await sb.decideNow(mobile);
    await openCashier(page, baseURL, orderNo, 5000);
    await payWith(page, en, 'M-Pesa', 'online', 5000);
    await expect
      .poll(async () => (await repaymentControls(baseURL).payments(mobile)).orders.map((o) => o.amount))
      .toEqual([5000]);
  });
});

/**
 * Swaps the picture inside the app's next upload (a multipart request) for `bytes`, the encrypted payload
 * and every other byte kept: what an attacker between the app and the server would send. The app checks
 * pictures itself before sending, so only this way does a crafted file reach the sandbox from the app.
 */
async function swapNextUpload(page: Page, bytes: Buffer): Promise<void> {
  let done = false;
  await page.route('**/api/**', async (route: Route) => {
    const request = route.request();
    const boundary = /boundary=([^;]+)/.exec(request.headers()['content-type'] ?? '')?.[1];
    const body = request.postDataBuffer();
    const part = body?.indexOf('name="file"') ?? -1;
    if (done || !boundary || !body || part < 0) return route.fallback();
    done = true;
    const start = body.indexOf('\r\n\r\n', part) + 4;
    const end = body.indexOf(`\r\n--${boundary}`, start);
    return route.fallback({ postData: Buffer.concat([body.subarray(0, start), bytes, body.subarray(end)]) });
  });
}

describe('uploads', () => {
  test('a crafted file that reaches the server is refused there, and the app says why, in Kiswahili', async () => {
    const { page } = await newBorrower('sw', { upTo: 'work' });
    await page.goto(`${baseURL}#/auth/id_card_authentication`);
    await expectHeading(page, sw.screens.idCard);
    const photo = {
      name: 'kitambulisho.jpg',
      mimeType: 'image/jpeg',
      buffer: await sharp({ create: { width: 640, height: 400, channels: 3, background: '#8a7' } })
        .jpeg()
        .toBuffer(),
    };

    // A JPEG header followed by HTML and script.
    await swapNextUpload(page, POLYGLOT);
    await cameraInput(page, 'sw', 'front').setInputFiles(photo);
    await expectSlot(page, 'front', 'failed');
    expect(await slot(page, 'front').getByRole('alert').textContent()).toBe(sw.idCard.errors.notAnImage);

    // A 20000 × 20000 PNG of a few kilobytes.
    await swapNextUpload(page, pixelBomb());
    const front = sw.idCard.front.title;
    await page
      .getByLabel(fill(sw.idCard.photo.retakeOf, { side: front }), { exact: true })
      .setInputFiles(photo);
    await expectSlot(page, 'front', 'failed');
    await slot(page, 'front').getByText(sw.idCard.errors.tooManyPixels, { exact: true }).waitFor();
  });
});

describe('controls', () => {
  test('a page on another origin (another local port) cannot read a control', async () => {
    const other = createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end('<!doctype html><title>another site</title>');
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = other.address() as AddressInfo;
      const phone = closeAfterTest(await openPhone(await getBrowser()));
      await phone.page.goto(`http://127.0.0.1:${port}/`);
      const read = await phone.page.evaluate(async (url) => {
        try {
          const response = await fetch(url);
          return `read ${response.status}: ${await response.text()}`;
        } catch (error) {
          return `refused: ${(error as Error).name}`;
        }
      }, new URL('/__sandbox/state', baseURL).toString());
      expect(read).toBe('refused: TypeError');
    } finally {
      other.closeAllConnections();
      await new Promise<void>((resolve) => other.close(() => resolve()));
    }
  });
});
