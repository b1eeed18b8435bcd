import { expect, test } from 'vitest';
import { openPhone } from '../helpers/browser.ts';
import { SANDBOX_VERIFY_CODE } from '../../sandbox/config.ts';
import { uniqueMobile } from '../helpers/sandbox.ts';
import { e2eFile } from './setup.ts';

const { baseURL, sb, getBrowser, closeAfterTest } = e2eFile();

test('the built app loads and mounts into #root', async () => {
  const phone = closeAfterTest(await openPhone(await getBrowser(), { baseURL }));
  const response = await phone.page.goto(baseURL);
  expect(response?.status()).toBe(200);
  await expect.poll(() => phone?.page.locator('#root').count()).toBe(1);
  // React has rendered something into the root: the app booted without throwing.
  await expect.poll(() => phone?.page.locator('#root > *').count(), { timeout: 15_000 }).toBeGreaterThan(0);
  // Uncaught exceptions only: console errors also include failed loads (a favicon 404), not the app's fault.
  expect(phone.errors.filter((error) => error.startsWith('pageerror:'))).toEqual([]);
  // The request recorder sees the page and its scripts as sent.
  expect(phone.requests[0]).toMatchObject({ method: 'GET', url: baseURL, resourceType: 'document' });
  expect(phone.requests.some((request) => request.resourceType === 'script')).toBe(true);
});

test('a phone context is a small touch screen in the language asked for', async () => {
  const phone = closeAfterTest(await openPhone(await getBrowser(), { baseURL, locale: 'sw-TZ' }));
  await phone.page.goto(baseURL);
  const device = await phone.page.evaluate(() => ({
    language: navigator.language,
    width: window.innerWidth,
    touch: navigator.maxTouchPoints > 0,
    dpr: window.devicePixelRatio,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  }));
  expect(device).toEqual({
    language: 'sw-TZ',
    width: 360,
    touch: true,
    dpr: 2,
    timeZone: 'Africa/Dar_es_Salaam',
  });
});

test('the sandbox control API is mounted and answers JSON', async () => {
  const state = await sb.state();
  expect(state).toMatchObject({ users: expect.any(Number), faults: expect.any(Array) });
  expect(await sb.code()).toEqual({ code: SANDBOX_VERIFY_CODE });

  await sb.faults({ mode: 'error500', count: 2, path: 'security/login' });
  expect((await sb.state()).faults).toHaveLength(1);
  await sb.clearFaults();
  expect((await sb.state()).faults).toEqual([]);

  // Errors of the control API surface as rejections that say what went wrong.
  await expect(sb.expireSession(uniqueMobile())).rejects.toThrow(/HTTP 404.*no user with mobile/);
});

test('uniqueMobile() gives fresh 9-digit numbers starting with 6 or 7', () => {
  const numbers = Array.from({ length: 50 }, () => uniqueMobile());
  for (const mobile of numbers) expect(mobile).toMatch(/^[67]\d{8}$/);
  expect(new Set(numbers).size).toBe(numbers.length);
});
