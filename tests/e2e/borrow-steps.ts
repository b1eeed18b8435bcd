import type { Browser, Page } from 'playwright-core';
import { makeIdPhoto, photoFolder, type IdPhoto } from '../helpers/photos.ts';
import { SANDBOX_VERIFY_CODE } from '../../sandbox/config.ts';
import { expectHeading, expectToast, fill, TEXT, type Lang } from './app-steps.ts';

/** The ID card, wallet and questionnaire steps as a borrower takes them, shared by the journey tests. */

export interface CameraPhotos {
  front: IdPhoto;
  back: IdPhoto;
  selfie: IdPhoto;
}

const drawn = new WeakMap<Browser, Promise<CameraPhotos>>();

/** Three camera-sized JPEGs (4000 × 3000, as a 12 MP phone takes them), drawn once per browser. */
export function cameraPhotos(browser: Browser): Promise<CameraPhotos> {
  let photos = drawn.get(browser);
  if (!photos) {
    const folder = photoFolder();
    photos = (async () => ({
      front: await makeIdPhoto(browser, folder.path('front.jpg'), { width: 4000, height: 3000, seed: 1 }),
      back: await makeIdPhoto(browser, folder.path('back.jpg'), { width: 4000, height: 3000, seed: 2 }),
      selfie: await makeIdPhoto(browser, folder.path('selfie.jpg'), { width: 3000, height: 4000, seed: 3 }),
    }))();
    drawn.set(browser, photos);
  }
  return photos;
}

export const slot = (page: Page, name: string) => page.locator(`[data-slot="${name}"]`);

/** Waits for an ID-card step (front, back, ocr, face) to reach a state (idle, uploading, done, failed). */
export async function expectSlot(page: Page, name: string, state: string): Promise<void> {
  await slot(page, name)
    .and(page.locator(`[data-state="${state}"]`))
    .waitFor({ timeout: 30_000 });
}

/** The camera input of one side of the card, by its accessible name. */
export function cameraInput(page: Page, lang: Lang, side: 'front' | 'back') {
  const t = TEXT[lang].idCard;
  return page.getByLabel(fill(t.photo.takePhotoOf, { side: t[side].title }), { exact: true });
}

/** The ID card screen opened by its address, and the front of the card taken and uploaded. */
export async function idCardFront(page: Page, baseURL: string, lang: Lang, front: string): Promise<void> {
  await page.goto(`${baseURL}#/auth/id_card_authentication`);
  await expectHeading(page, TEXT[lang].screens.idCard);
  await cameraInput(page, lang, 'front').setInputFiles(front);
  await expectSlot(page, 'front', 'done');
}

/** On the ID card screen: both sides, the read result, the selfie, Continue → the wallet screen. */
export async function passIdCard(page: Page, lang: Lang, photos: CameraPhotos): Promise<void> {
  await cameraInput(page, lang, 'front').setInputFiles(photos.front.path);
  await expectSlot(page, 'front', 'done');
  await finishIdCard(page, lang, photos);
}

/** On the ID card screen with the front uploaded: the back, the read result, the selfie, Continue. */
export async function finishIdCard(page: Page, lang: Lang, photos: CameraPhotos): Promise<void> {
  const t = TEXT[lang];
  await cameraInput(page, lang, 'back').setInputFiles(photos.back.path);
  await expectSlot(page, 'back', 'done');
  await expectSlot(page, 'ocr', 'done');
  await page.getByLabel(t.idCard.face.takeSelfie, { exact: true }).setInputFiles(photos.selfie.path);
  await expectSlot(page, 'face', 'done');
  await page.getByRole('button', { name: t.idCard.continue }).click();
  await expectHeading(page, t.screens.bankCard);
}

/** On the wallet screen: M-Pesa, the login number, the code sent to it → the questionnaire. */
export async function bindWallet(page: Page, lang: Lang): Promise<void> {
  const t = TEXT[lang];
  await page.getByRole('radio', { name: 'M-Pesa', exact: true }).check();
  await page.getByRole('button', { name: t.auth.getCode }).click();
  await expectToast(page, t.auth.codeSent);
  await page.getByLabel(t.auth.code, { exact: true }).fill(SANDBOX_VERIFY_CODE);
  await page.getByRole('button', { name: t.wallet.submit }).click();
  await expectHeading(page, t.screens.loanQuestion);
}

/** Answers that pass the questionnaire's rules, in question order. */
export const QUESTIONNAIRE_ANSWERS = [
  'yes',
  '1-2',
  'no',
  'never',
  'business',
  'mobile',
  'no',
  'mpesa',
  '3-5',
  'gt3',
  'no',
] as const;

/** On the questionnaire: every answer, the loan agreement, Submit → confirm borrow. */
export async function answerQuestionnaire(page: Page, lang: Lang): Promise<void> {
  const t = TEXT[lang];
  for (const [index, answer] of QUESTIONNAIRE_ANSWERS.entries()) {
    const question = page.getByRole('group', { name: t.forms.questionnaire[`q${index + 1}` as 'q1'] });
    await question.getByRole('radio', { name: t.options.answer[answer], exact: true }).check();
  }
  await page.getByRole('checkbox', { name: t.forms.questionnaire.loanAgreement.label }).check();
  await page.getByRole('button', { name: t.forms.common.submit }).click();
  await expectHeading(page, t.screens.confirmBorrow);
}
