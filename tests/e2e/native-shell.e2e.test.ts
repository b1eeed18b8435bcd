import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { openPhone, type Phone } from '../helpers/browser.ts';
import { makeIdPhoto, photoFolder } from '../helpers/photos.ts';
import { uniqueMobile } from '../helpers/sandbox.ts';
import { cameraInput, expectSlot, idCardFront } from './borrow-steps.ts';
import { expectHeading, storedToken, TEXT } from './app-steps.ts';
import { e2eFile } from './setup.ts';

/**
 * The fake native shell (sandbox/fake-native/, docs/native-app.md) in the sandbox build: the app runs
 * its in-app code path in plain Chromium, against the sandbox, with `window.JSBridge` answered by the
 * shell as the tester set it up in the first load's query or in the shell's panel.
 */
const { baseURL, sb, getBrowser, closeAfterTest } = e2eFile();
const en = TEXT.en;

/** Runs in the page before the app: every hash the app shows, kept in `window.hashesSeen`. */
function recordHashes(): void {
  const seen = [location.hash];
  (window as unknown as { hashesSeen: string[] }).hashesSeen = seen;
  addEventListener('hashchange', () => seen.push(location.hash));
}
const hashesSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { hashesSeen: string[] }).hashesSeen);

/** The lines of the shell's on-screen log of bridge calls (`→ action payload`, `← action reply`). */
const shellLog = (page: Page) => page.locator('[data-fake-native] [role="log"] li').allTextContents();

async function expectLogged(page: Page, line: RegExp): Promise<void> {
  await expect
    .poll(async () => (await shellLog(page)).some((text) => line.test(text)), { timeout: 15_000 })
    .toBe(true);
}

/** A phone whose first load names the shell's settings, e.g. `{ token: '1', mobile }`. */
async function appPhone(settings: Record<string, string>, hash: string): Promise<Phone> {
  const phone = closeAfterTest(await openPhone(await getBrowser(), { baseURL }));
  await phone.page.addInitScript(recordHashes);
  const query = new URLSearchParams({ fakeNative: '1', delay: '100', ...settings });
  await phone.page.goto(`${baseURL}?${query.toString()}${hash}`);
  return phone;
}

/** The fake app's kept record: its settings and its own session token. */
const appRecord = (page: Page) =>
  page.evaluate(
    () => JSON.parse(localStorage.getItem('fakeNative') ?? '{}') as { appToken?: string; settings?: unknown },
  );

describe('native login through the fake shell', () => {
  test('the app already has a session: a guarded page opens with its token, no web login, no login call', async () => {
    const mobile = uniqueMobile();
    const { page, errors } = await appPhone({ token: '1', mobile }, '#/user_center/settings');
    await expectHeading(page, en.settings.title);
    await expectLogged(page, /^← getLoginInfo .*"ok":true/);
    const { appToken } = await appRecord(page);
    expect(appToken).toMatch(/\S{16,}/);
    expect(await storedToken(page)).toBe(appToken);
    expect((await shellLog(page)).filter((line) => line.startsWith('→ login '))).toEqual([]);
    expect((await hashesSeen(page)).filter((hash) => hash.startsWith('#/user/login'))).toEqual([]);
    // The query is read once and leaves the address: a reload keeps what the panel chose since.
    expect(page.url()).toBe(`${baseURL}#/user_center/settings`);
    expect(errors).toEqual([]);
  });

  test('no session in the app, login accepted: the app logs in, the page takes its token', async () => {
    const mobile = uniqueMobile();
    const { page, errors } = await appPhone(
      { token: '0', login: 'accept', mobile },
      '#/user_center/settings',
    );
    await expectHeading(page, en.settings.title);
    await expectLogged(page, /^← login .*"ok":true/);
    expect(await storedToken(page)).toBe((await appRecord(page)).appToken);
    expect((await hashesSeen(page)).filter((hash) => hash.startsWith('#/user/login'))).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('login dismissed in the app: the web login takes over and comes back to the page', async () => {
    const { page } = await appPhone({ token: '0', login: 'dismiss' }, '#/user_center/settings');
    await expectHeading(page, en.auth.loginTitle);
    await expectLogged(page, /^← login .*"error":"cancelled"/);
    expect(page.url()).toContain('redirect=');
    expect(await storedToken(page)).toBe('');
  });

  test('getLoginInfo answered later than the page waits (race): the page goes on as a visitor', async () => {
    const mobile = uniqueMobile();
    const { page } = await appPhone({ token: '1', mobile, 'delay.getLoginInfo': '4000' }, '#/me');
    await expectHeading(page, en.me.title);
    await page.getByText(en.me.greetingGuest, { exact: true }).waitFor();
    await expectLogged(page, /^← getLoginInfo /);
    expect(await storedToken(page)).toBe('');
  });
});

describe.each([
  { live: '1', sdk: 'getAccuauthSDK' },
  { live: '2', sdk: 'getBoYingFeiSDK' },
])('face check through $sdk (live = $live)', ({ live, sdk }) => {
  test(
    'failed, then passed after the tester switches the answer in the panel',
    { timeout: 90_000 },
    async () => {
      const mobile = uniqueMobile();
      const { page, errors } = await appPhone({ token: '1', mobile, face: 'fail', live }, '#/');
      await expectLogged(page, /^← getLoginInfo .*"ok":true/);
      await sb.fillProfile(mobile, 'work');
      const folder = photoFolder();
      const browser = await getBrowser();
      const front = await makeIdPhoto(browser, folder.path('native-front.jpg'), {
        width: 1200,
        height: 900,
        seed: 11,
      });
      const back = await makeIdPhoto(browser, folder.path('native-back.jpg'), {
        width: 1200,
        height: 900,
        seed: 12,
      });
      await idCardFront(page, baseURL, 'en', front.path);
      await cameraInput(page, 'en', 'back').setInputFiles(back.path);
      await expectSlot(page, 'back', 'done');
      await expectSlot(page, 'ocr', 'done');

      // Inside the app there is no selfie file input: the SDK the feature mode picks takes the face.
      expect(await page.getByLabel(en.idCard.face.takeSelfie, { exact: true }).count()).toBe(0);
      await page.getByRole('button', { name: en.idCard.face.start }).click();
      await page.getByText(en.idCard.problems.faceCheckFailed, { exact: true }).waitFor();
      await expectLogged(page, new RegExp(`^← ${sdk} .*"ok":false`));

      await page.getByRole('button', { name: 'App', exact: true }).click();
      await page.getByLabel('Face SDK result').selectOption('pass');
      await page.getByRole('button', { name: 'Close', exact: true }).click();
      await page.getByRole('button', { name: en.idCard.face.again }).click();
      await expectSlot(page, 'face', 'done');
      await page.getByText(en.idCard.face.done, { exact: true }).waitFor();
      const calls = (await shellLog(page)).filter((line) => /^→ get\w+SDK /.test(line));
      expect(calls).toHaveLength(2);
      expect(calls.every((line) => line.startsWith(`→ ${sdk} `))).toBe(true);
      await page.getByRole('button', { name: en.idCard.continue }).click();
      await expectHeading(page, en.screens.bankCard);
      expect(errors).toEqual([]);
    },
  );
});

describe('data-collection gate through the fake shell', () => {
  test(
    'every step the market collects is asked of the app, uploaded, and the application is submitted',
    { timeout: 90_000 },
    async () => {
      const mobile = uniqueMobile('approved');
      const { page, errors } = await appPhone({ token: '1', mobile }, '#/');
      await expectLogged(page, /^← getLoginInfo .*"ok":true/);
      await sb.fillProfile(mobile, 'questionnaire');
      // The gate is on and nothing is collected yet: the app must collect device, exif and location (tz).
      await sb.collection(mobile, true, ['device', 'exif', 'location']);
      // The collection flags as the sandbox answers them (replies are plain JSON envelopes).
      const flagReplies: Array<Record<string, boolean>> = [];
      page.on('response', async (response) => {
        if (!new URL(response.url()).pathname.startsWith('/api/')) return;
        const data = ((await response.json().catch(() => null)) as { data?: unknown } | null)?.data;
        if (data && typeof data === 'object' && 'exif' in data && 'location' in data) {
          flagReplies.push(data as Record<string, boolean>);
        }
      });
      await page.goto(`${baseURL}#/`);
      await page.getByRole('button', { name: en.home.apply }).click();
      await expectHeading(page, en.screens.confirmBorrow);
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: en.borrow.apply, exact: true }).click();
      await expectHeading(page, en.screens.reviewTips);

      const log = await shellLog(page);
      const asked = log
        .filter((line) => line.startsWith('→ timeSDK '))
        .map((line) => /"step":"(\w+)"/.exec(line)?.[1]);
      expect(asked).toEqual(['device', 'exif', 'location']);
      const answers = log.filter((line) => line.startsWith('← timeSDK '));
      expect(answers).toHaveLength(3);
      expect(answers.every((line) => line.includes('"collected":true'))).toBe(true);
      // Before the app collected: the market's three steps missing; after: all there (the gate is done).
      expect(flagReplies[0]).toMatchObject({ device: false, exif: false, location: false });
      expect(flagReplies.at(-1)).toMatchObject({ device: true, exif: true, location: true });
      // Each step went through AppsFlyer as the gate logs it (logEventByAF), on screen.
      expect(
        log.filter((line) => line.startsWith('→ logEventByAF ') && line.includes('collection_step')),
      ).toHaveLength(3);
      expect(errors).toEqual([]);
    },
  );
});
