import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, test } from 'vitest';
import market from '../../markets/tz.json' with { type: 'json' };
import { decrypt } from '../../sandbox/cipher.ts';
import { apiCalls, openPhone } from '../helpers/browser.ts';
import { expectHeading, TEXT } from './app-steps.ts';
import { e2eFile } from './setup.ts';

/**
 * Home, the screen the app opens on, does not wait for one download after another (issue 8): its code
 * is named in the HTML beside the entry, and its data is asked for at start-up, once, not after its code
 * has arrived and run.
 */
const { baseURL, getBrowser, closeAfterTest } = e2eFile();
const outDir = inject('outDir');
const en = TEXT.en;

/** The call a recorded `/api/…` request made, read the way the server reads it. */
const callOf = (requestPath: string) => decrypt(requestPath.split('/')[2] ?? '', market.packageName);

type Phone = Awaited<ReturnType<typeof openPhone>>;

/**
 * Holds the app's entry script back until `seen()` holds (or 10 s passed: then the caller's assertion
 * fails rather than the test hanging). Returns whether it held when the entry was let through.
 */
async function holdEntryUntil(phone: Phone, seen: () => boolean): Promise<() => boolean> {
  const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const entry = /<script type="module" crossorigin src="\.\/(assets\/index-[\w-]+\.js)"/.exec(html)?.[1];
  expect(entry, 'the app entry in index.html').toBeDefined();
  let heldUntilSeen = false;
  await phone.page.route(`**/${entry}`, async (route) => {
    const until = Date.now() + 10_000;
    while (!seen() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
    heldUntilSeen = seen();
    await route.continue();
  });
  return () => heldUntilSeen;
}

describe('the first screen', () => {
  test('Home draws its loan range with no script beyond those the HTML names and the texts', async () => {
    const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    const named = new Set([...html.matchAll(/(?:src|href)="\.\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]));
    const phone = closeAfterTest(await openPhone(await getBrowser()));
    const refused: string[] = [];
    // A script learnt of only after the entry ran would be a second round trip: refuse it.
    await phone.page.route(/\/assets\/[^/]+\.js$/, (route) => {
      const file = new URL(route.request().url()).pathname.replace(/^\//, '');
      if (named.has(file) || /^assets\/(en|sw)-[\w-]+\.js$/.test(file)) return route.continue();
      refused.push(file);
      return route.abort('internetdisconnected');
    });
    await phone.page.goto(baseURL);
    await expectHeading(phone.page, en.home.title);
    await expect.poll(() => phone.page.getByTestId('loan-range').textContent()).toMatch(/TZS/);
    // A second after its offer is drawn, Home asks for the table of the other screens' code
    // (src/app/screen-loaders.ts), and once the page has loaded the first script asks for the code that
    // registers the app-shell worker (src/boot/service-worker.ts); refused here, neither was needed to draw
    // Home. Nothing else was asked for.
    await expect
      .poll(() => [...refused].sort(), { timeout: 5000 })
      .toEqual([
        expect.stringMatching(/^assets\/screen-loaders-[\w-]+\.js$/),
        expect.stringMatching(/^assets\/service-worker-[\w-]+\.js$/),
      ]);
  });

  test("Home's two calls are made once each", async () => {
    const phone = closeAfterTest(await openPhone(await getBrowser()));
    await phone.page.goto(baseURL);
    await expect.poll(() => phone.page.getByTestId('loan-range').textContent()).toMatch(/TZS/);
    await phone.page.getByRole('button', { name: en.home.login }).waitFor();
    const calls = apiCalls(phone.requests).map((request) => callOf(request.path));
    expect(calls.filter((call) => call === 'portal/homepage/data')).toHaveLength(1);
    expect(calls.filter((call) => call === 'loanMarket/index')).toHaveLength(1);
  });

  test("Home's calls and texts leave before the app's own code has arrived (src/boot/early.ts)", async () => {
    const phone = closeAfterTest(await openPhone(await getBrowser()));
    const askedBeforeEntry = await holdEntryUntil(
      phone,
      () =>
        apiCalls(phone.requests).length >= 2 &&
        phone.requests.some((r) => /\/assets\/en-[\w-]+\.js$/.test(r.path)),
    );
    await phone.page.goto(baseURL);
    await expect.poll(() => phone.page.getByTestId('loan-range').textContent()).toMatch(/TZS/);
    expect(askedBeforeEntry()).toBe(true);
    const calls = apiCalls(phone.requests).map((r) => callOf(r.path));
    expect(calls.slice(0, 2).sort()).toEqual(['loanMarket/index', 'portal/homepage/data']);
    // Home took those replies: no call asked twice.
    expect(calls.filter((call) => call === 'portal/homepage/data')).toHaveLength(1);
    expect(phone.errors).toEqual([]);
  });

  test("a link into another screen asks for the screens' code table before the app's own code has arrived", async () => {
    const phone = closeAfterTest(await openPhone(await getBrowser()));
    const askedBeforeEntry = await holdEntryUntil(phone, () =>
      phone.requests.some((r) => /\/assets\/screen-loaders-[\w-]+\.js$/.test(r.path)),
    );
    await phone.page.goto(`${baseURL}#/user/login`);
    await expectHeading(phone.page, en.auth.loginTitle);
    expect(askedBeforeEntry()).toBe(true);
    // Home's calls are not made for a page that opens elsewhere.
    expect(apiCalls(phone.requests).map((r) => callOf(r.path))).not.toContain('portal/homepage/data');
    expect(phone.errors).toEqual([]);
  });
});
