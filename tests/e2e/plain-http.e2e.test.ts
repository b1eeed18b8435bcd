/**
 * The payload cipher on pages with and without WebCrypto (src/api/cipher.ts). The app served over HTTPS,
 * packaged (https://appassets.androidplatform.net) or on localhost encrypts with the platform's AES and
 * never downloads crypto-js; a page over plain http from another host — a tester's phone opening
 * http://<office machine>:5173/ — has no `crypto.subtle`, and there the crypto-js chunk is fetched on the
 * first call. Both must register a borrower the sandbox (Node's own AES) can read.
 */
import type { BrowserContext, Route } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { openPhone, type Phone } from '../helpers/browser.ts';
import { uniqueMobile } from '../helpers/sandbox.ts';
import { expectHeading, registerThroughUi, TEXT } from './app-steps.ts';
import { e2eFile } from './setup.ts';

const { baseURL, sb, getBrowser, closeAfterTest } = e2eFile();
const en = TEXT.en;

/** A host name on the office network: plain http there is not a secure context (unlike 127.0.0.1). */
const LAN = 'http://pesa-office.test:5173/';

/** Answers every request to LAN from the sandbox server of this run, as the office machine would. */
async function servedOnLan(context: BrowserContext): Promise<void> {
  await context.route(`${new URL(LAN).origin}/**`, async (route: Route) => {
    const { pathname, search } = new URL(route.request().url());
    const reply = await route.fetch({ url: new URL(pathname + search, baseURL).href });
    return route.fulfill({ response: reply });
  });
}

const cipherChunks = (phone: Phone) =>
  phone.requests.filter((r) => r.resourceType === 'script' && /\/cipher-js-[\w-]+\.js$/.test(r.path));

/** Registers a new borrower through the screens from `origin`, then checks the sandbox has them. */
async function registerFrom(phone: Phone, origin: string): Promise<void> {
  const mobile = uniqueMobile();
  await phone.page.goto(`${origin}#/user/register`);
  await expectHeading(phone.page, en.auth.registerTitle);
  await registerThroughUi(phone.page, 'en', mobile);
  await expectHeading(phone.page, en.home.title);
  // The sandbox decrypted the register call and made the borrower (it refuses an unknown number).
  await expect(sb.fillProfile(mobile, 'personal')).resolves.toMatchObject({ ok: true });
  expect(phone.errors).toEqual([]);
}

describe('the payload cipher', () => {
  test('a secure page (127.0.0.1) encrypts with WebCrypto and never fetches crypto-js', async () => {
    const phone = closeAfterTest(await openPhone(await getBrowser()));
    await phone.page.goto(baseURL);
    expect(await phone.page.evaluate(() => window.isSecureContext && !!crypto.subtle)).toBe(true);
    await registerFrom(phone, baseURL);
    expect(cipherChunks(phone)).toEqual([]);
  });

  test('a plain http page on the office network (no crypto.subtle) fetches crypto-js and works', async () => {
    const phone = closeAfterTest(await openPhone(await getBrowser()));
    await servedOnLan(phone.context);
    await phone.page.goto(LAN);
    expect(
      await phone.page.evaluate(() => ({ secure: window.isSecureContext, subtle: !!crypto.subtle })),
    ).toEqual({
      secure: false,
      subtle: false,
    });
    await registerFrom(phone, LAN);
    expect(cipherChunks(phone)).toHaveLength(1);
    // Home keeps calling; a call still on its way when the phone closes has nobody to answer it.
    await phone.context.unrouteAll({ behavior: 'ignoreErrors' });
  });
});
