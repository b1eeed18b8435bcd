import type { Page } from 'playwright-core';
import { afterEach, describe, expect, test } from 'vitest';
import { openPhone, type Phone } from '../helpers/browser.ts';
import { uniqueMobile } from '../helpers/sandbox.ts';
import { expectHeading, fill, registerThroughUi, TEXT, type Lang } from './app-steps.ts';
import { e2eFile } from './setup.ts';

/**
 * The app-shell cache (issue 24): after one visit online, a reload without connection opens the app itself
 * from the phone (the service worker of scripts/service-worker-plugin.ts), and Home shows the last known
 * offer and loan, marked as not current, in the borrower's language; back online it is current again.
 * With the cache gone, the worker answers a page it cannot fetch with its own offline page, in the
 * borrower's language, never the browser's error page. (A phone that has never opened the app has no
 * worker at all: there the WebView's own page is all a web page can get; docs/native-app.md.)
 */
const { baseURL, getBrowser } = e2eFile();
let phone: Phone | undefined;

afterEach(async () => {
  await phone?.context.setOffline(false);
  await phone?.context.close();
  phone = undefined;
});

/** The worker controls the page and keeps every file of the build the page has used so far. */
async function shellCached(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          if (!navigator.serviceWorker?.controller) return 'no worker yet';
          const used = performance
            .getEntriesByType('resource')
            .map((entry) => entry.name.split(/[?#]/)[0] ?? '')
            .filter((url) => url.startsWith(`${location.origin}/assets/`));
          const missing: string[] = [];
          for (const url of used) if (!(await caches.match(url))) missing.push(url);
          return missing.length === 0 ? 'cached' : `missing ${missing.join(', ')}`;
        }),
      { timeout: 20_000 },
    )
    .toBe('cached');
}

/** "Offline — last updated 14:05" with any time. */
const offlineSince = (lang: Lang) =>
  new RegExp(
    `^${TEXT[lang].home.offlineSince
      .split('{{time}}')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('\\d\\d:\\d\\d')}$`,
  );

describe.each([
  ['en', 'en-US'],
  ['sw', 'sw-TZ'],
] as const)('offline in %s', (lang, locale) => {
  const t = TEXT[lang];
  const range = fill(t.home.range, { min: 'TZS 1,000', max: 'TZS 60,000' });

  test('a reload without connection opens the app, Home as it last was; back online it is current', async () => {
    phone = await openPhone(await getBrowser(), { baseURL, locale });
    const { page, context } = phone;
    await page.goto(`${baseURL}#/user/register`);
    await registerThroughUi(page, lang, uniqueMobile());
    await expectHeading(page, t.home.title);
    await expect.poll(() => page.getByTestId('loan-range').textContent()).toBe(range);
    await shellCached(page);

    await context.setOffline(true);
    await page.reload();
    await expectHeading(page, t.home.title);
    const status = page.getByRole('status').filter({ hasText: t.home.offlineNote });
    await status.getByText(offlineSince(lang)).waitFor();
    // The offer and the borrower's next step as the server last said them, not an empty error.
    expect(await page.getByTestId('loan-range').textContent()).toBe(range);
    await page.getByRole('button', { name: t.home.apply }).waitFor();
    expect(await page.getByText(t.home.loadFailed).count()).toBe(0);

    await context.setOffline(false);
    await status.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('loan-range').textContent()).toBe(range);
    await page.getByRole('button', { name: t.home.apply }).waitFor();
  });

  test("with the cache gone, a page the worker cannot fetch is its own offline page, in the borrower's language", async () => {
    phone = await openPhone(await getBrowser(), { baseURL, locale });
    const { page, context } = phone;
    await page.goto(baseURL);
    await expect.poll(() => page.getByTestId('loan-range').textContent()).toBe(range);
    await shellCached(page);
    await page.evaluate(async () => {
      for (const key of await caches.keys()) await caches.delete(key);
    });

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: t.offline.title, level: 1 }).waitFor();
    await page.getByText(t.offline.body, { exact: true }).waitFor();
    await page.getByRole('link', { name: t.offline.retry }).waitFor();

    // Try again, online: the app itself.
    await context.setOffline(false);
    await page.getByRole('link', { name: t.offline.retry }).click();
    await expectHeading(page, t.home.title);
  });
});

test('a repeat open takes the page and its files from the phone: only the calls go to the network', async () => {
  phone = await openPhone(await getBrowser(), { baseURL, locale: 'en-US' });
  const { page, context } = phone;
  await page.goto(baseURL);
  await expect.poll(() => page.getByTestId('loan-range').textContent()).not.toBe('');
  await shellCached(page);

  // Whatever the page or its worker asks the server for from here on.
  const fromNetwork: string[] = [];
  context.on('requestfinished', async (request) => {
    const response = await request.response();
    if (response && !response.fromServiceWorker()) fromNetwork.push(new URL(request.url()).pathname);
  });
  await page.reload();
  await expectHeading(page, TEXT.en.home.title);
  await expect.poll(() => page.getByTestId('loan-range').textContent()).toMatch(/TZS/);
  await page.waitForLoadState('networkidle');
  // Home's calls (its offer and the visitor's state): no page, script, style or text file.
  expect(fromNetwork.filter((path) => !path.startsWith('/api/'))).toEqual([]);
  expect(fromNetwork.length).toBeGreaterThan(0);
});
