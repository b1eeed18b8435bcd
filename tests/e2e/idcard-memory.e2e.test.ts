import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { openKillablePhone, openPhone, type KillablePhone, type Phone } from '../helpers/browser.ts';
import { uniqueMobile } from '../helpers/sandbox.ts';
import { cameraInput, cameraPhotos, expectSlot, finishIdCard, idCardFront, slot } from './borrow-steps.ts';
import { expectHeading, LOCALE, registerNewBorrower, registerOnHome, TEXT, type Lang } from './app-steps.ts';
import { e2eFile } from './setup.ts';

/**
 * The ID card screen remembers the sides the server accepted (issue 23): after a reload, or after the app
 * is killed while the next photo is on its way, the front is still uploaded and the back can be taken at
 * once, and the step still finishes. The old screen started empty after a reload. (That the selfie goes
 * once is checked by tests/component/id-card/IdCardScreen.test.tsx: the recorder here sees no multipart
 * bodies.)
 */
const { baseURL, sb, getBrowser } = e2eFile();
let phone: Phone | undefined;
let killable: KillablePhone | undefined;
const profiles: string[] = [];

afterEach(async () => {
  await phone?.context.close();
  await killable?.context.close().catch(() => undefined);
  phone = undefined;
  killable = undefined;
  for (const dir of profiles.splice(0)) rmSync(dir, { recursive: true, force: true });
  await sb.clearFaults();
});

const ID_CARD = '#/auth/id_card_authentication';

/** The front is shown as uploaded without its picture, and the back's camera is open. */
async function expectFrontRemembered(page: KillablePhone['page'], lang: Lang) {
  const t = TEXT[lang];
  await expectHeading(page, t.screens.idCard);
  await expectSlot(page, 'front', 'done');
  await slot(page, 'front').getByText(t.idCard.photo.onServer, { exact: true }).waitFor();
  expect(await cameraInput(page, lang, 'back').isDisabled()).toBe(false);
}

// Camera-sized photos are drawn and compressed: more than the default minute on a loaded machine.
describe('the ID card screen remembers what the server has', { timeout: 150_000 }, () => {
  test('a reload keeps the front; the back, the card and one selfie upload finish the step (en)', async () => {
    const lang = 'en';
    const browser = await getBrowser();
    const photos = await cameraPhotos(browser);
    phone = await openPhone(browser, { baseURL, locale: LOCALE[lang] });
    await registerNewBorrower(phone, baseURL, lang, { upTo: 'work' });
    const { page } = phone;
    await idCardFront(page, baseURL, lang, photos.front.path);

    await page.reload();
    await expectFrontRemembered(page, lang);
    await finishIdCard(page, lang, photos);
  });

  test('a kill during the back’s upload keeps the front (sw)', async () => {
    const lang = 'sw';
    const photos = await cameraPhotos(await getBrowser());
    const profile = mkdtempSync(path.join(os.tmpdir(), 'tz-loan-profile-'));
    profiles.push(profile);
    killable = await openKillablePhone(profile, { baseURL, locale: LOCALE[lang] });
    const mobile = uniqueMobile();
    await registerOnHome(killable.page, baseURL, lang, mobile);
    await sb.fillProfile(mobile, 'work');
    await idCardFront(killable.page, baseURL, lang, photos.front.path);
    // The back's upload never gets an answer: the app is killed while it is on its way.
    await sb.faults({ mode: 'slow', delayMs: 30_000, path: 'user/upload/curp/back' });
    await cameraInput(killable.page, lang, 'back').setInputFiles(photos.back.path);
    await expectSlot(killable.page, 'back', 'uploading');
    await killable.kill();

    killable = await openKillablePhone(profile, { baseURL, locale: LOCALE[lang] });
    await killable.page.goto(`${baseURL}${ID_CARD}`);
    await expectFrontRemembered(killable.page, lang);
    await expectSlot(killable.page, 'back', 'empty');
  });
});
