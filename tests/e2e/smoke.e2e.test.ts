import { afterEach, expect, inject, test } from 'vitest';
import { openPhone, setupBrowser, type Phone } from '../helpers/browser.ts';
import { sandbox, uniqueMobile } from '../helpers/sandbox.ts';

const baseURL = inject('baseURL');
const getBrowser = setupBrowser();
let phone: Phone | undefined;

afterEach(async () => {
  await phone?.context.close();
  phone = undefined;
});

test('the built app loads and mounts into #root', async () => {
  phone = await openPhone(getBrowser(), { baseURL });
  const response = await phone.page.goto(baseURL);
  expect(response?.status()).toBe(200);
  await expect.poll(() => phone?.page.locator('#root').count()).toBe(1);
  // React has rendered something into the root: the app booted without throwing.
  await expect.poll(() => phone?.page.locator('#root > *').count(), { timeout: 15_000 }).toBeGreaterThan(0);
  // Uncaught exceptions only: console errors also include failed loads (a favicon 404), not the app's fault.
  expect(phone.errors.filter((error) => error.startsWith('pageerror:'))).toEqual([]);
});

test('the sandbox control API is mounted and answers JSON', async () => {
  const state = await sandbox(baseURL).state();
  expect(state).toBeTypeOf('object');
  expect(state).not.toBeNull();
});

test('uniqueMobile() gives fresh 9-digit numbers starting with 6 or 7', () => {
  const numbers = Array.from({ length: 50 }, () => uniqueMobile());
  for (const mobile of numbers) expect(mobile).toMatch(/^[67]\d{8}$/);
  expect(new Set(numbers).size).toBe(numbers.length);
});
