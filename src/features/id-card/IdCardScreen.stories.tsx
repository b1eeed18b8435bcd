import idCardTexts from '../../i18n/sections/idCard.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { borrower, loggedIn } from '../../../.storybook/fixtures.ts';
import type { MockApi } from '../../../.storybook/mock-api.ts';
import { heavyPhoto, notAPhoto, photoFile, pixelBomb } from '../../../.storybook/photos.ts';
import { BusinessCode } from '../../contract/codes.ts';
import { type KeysOf, type MessageKey, textsOf } from '../../i18n/i18n.ts';
import { toasts } from '../../store/toasts.ts';
import { forgetSides, rememberSide } from './id-card-memory.ts';
import IdCardScreen from './IdCardScreen.tsx';

const t = textsOf(idCardTexts);

/**
 * The ID card check with a mocked server. Photos are drawn in the browser and really compressed; the
 * uploads report progress through the mocked XHR (a 'pending' upload stops at 40 %).
 */
const stored = { imageId: '0123456789abcdef0123456789abcdef', bytes: 182_000 };
const ok = {
  'user/upload/curp/front': { data: stored },
  'user/upload/curp/back': { data: stored },
  'user/curp/ocr': { data: { nationalId: '19900615123450000127', firstName: 'Amani', lastName: 'Juma' } },
  'user/saveFaceImage': { data: stored },
  'portal/liveness/detection/result/save': { data: { passed: true } },
  'user/finishUploadAllImg': { data: { stepCode: 5, query: {} } },
} satisfies MockApi;

const meta = {
  title: 'Screens/ID card',
  component: IdCardScreen,
  args: { title: 'screens.idCard' },
  // Each story names its whole mocked API: Storybook merges parameter objects deeply, which would mix
  // a story's refusal ({ code }) into the default reply ({ data }).
  parameters: { layout: 'fullscreen' },
  beforeEach() {
    loggedIn();
  },
} satisfies Meta<typeof IdCardScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const WAIT = { timeout: 8000 };
const side = (slot: 'front' | 'back') => t(`idCard.${slot}.title`);
function section(root: HTMLElement, slot: string): HTMLElement {
  const found = root.querySelector<HTMLElement>(`[data-slot="${slot}"]`);
  if (!found) throw new Error(`no ${slot} section`);
  return found;
}
/** The message under one photo (the toasts have their own alert region). */
const alertIn = (root: HTMLElement, slot: string) => within(section(root, slot)).getByRole('alert');

async function expectState(root: HTMLElement, slot: string, state: string): Promise<void> {
  await waitFor(() => expect(section(root, slot)).toHaveAttribute('data-state', state), WAIT);
}

async function takePhoto(canvas: Canvas, slot: 'front' | 'back', file?: File): Promise<void> {
  const input = canvas.getByLabelText(t('idCard.photo.takePhotoOf', { side: side(slot) }));
  await userEvent.upload(input, file ?? (await photoFile(`${slot}.jpg`)));
}

/** Front and back accepted and the card read. */
async function bothSides(root: HTMLElement): Promise<Canvas> {
  const canvas = within(root);
  await takePhoto(canvas, 'front');
  await expectState(root, 'front', 'done');
  await takePhoto(canvas, 'back');
  await expectState(root, 'back', 'done');
  return canvas;
}

async function selfie(canvas: Canvas): Promise<void> {
  const input = canvas.getByLabelText(t('idCard.face.takeSelfie'));
  await userEvent.upload(input, await photoFile('selfie.jpg', 800, 800));
}

const text = (key: MessageKey | KeysOf<typeof idCardTexts>) => t(key);

/** Nothing yet: the back waits for the front, Continue waits for the face check. */
export const Empty: Story = {
  parameters: { api: ok },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(t('idCard.photo.takePhotoOf', { side: side('back') }))).toBeDisabled();
    await expect(
      canvas.getByText(text('idCard.back.locked'), { selector: '[data-slot="back"] p' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: text('idCard.continue') })).toBeDisabled();
    await expect(canvas.getByText(text('idCard.errors.faceFirst'))).toBeVisible();
  },
};

/** The front on its way: progress and Cancel. */
/** After a reload: the server has the front (remembered on the device), without its picture; the back is open. */
export const FrontRemembered: Story = {
  parameters: { api: ok },
  beforeEach() {
    loggedIn();
    rememberSide(String(borrower.userId), 'front');
    return () => forgetSides(String(borrower.userId));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expectState(canvasElement, 'front', 'done');
    await expect(canvas.getByText(text('idCard.photo.onServer'))).toBeVisible();
    await expect(canvas.getByLabelText(t('idCard.photo.takePhotoOf', { side: side('back') }))).toBeEnabled();
  },
};

export const Uploading: Story = {
  parameters: { api: { ...ok, 'user/upload/curp/front': 'pending' } satisfies MockApi },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await takePhoto(canvas, 'front');
    const bar = await canvas.findByRole('progressbar', {}, WAIT);
    await waitFor(() => expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(40), WAIT);
    await expect(
      canvas.getByRole('button', { name: t('idCard.photo.cancelOf', { side: side('front') }) }),
    ).toBeVisible();
  },
};

/** Cancel is the borrower's choice: back to the start, no error. */
export const Cancelled: Story = {
  parameters: Uploading.parameters,
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await takePhoto(canvas, 'front');
    await userEvent.click(
      await canvas.findByRole('button', { name: t('idCard.photo.cancelOf', { side: side('front') }) }, WAIT),
    );
    await expectState(canvasElement, 'front', 'empty');
    await expect(within(section(canvasElement, 'front')).queryByRole('alert')).toBeNull();
    await expect(toasts).toHaveLength(0);
  },
};

/** The back fails on the way: the front stays, and one tap sends the back again. */
export const BackUploadFailed: Story = {
  parameters: { api: { ...ok, 'user/upload/curp/back': 'error500' } satisfies MockApi },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await takePhoto(canvas, 'front');
    await expectState(canvasElement, 'front', 'done');
    await takePhoto(canvas, 'back');
    await expectState(canvasElement, 'back', 'failed');
    await expect(alertIn(canvasElement, 'back')).toHaveTextContent(text('errors.requestFailed'));
    await expect(section(canvasElement, 'front')).toHaveAttribute('data-state', 'done');
    await expect(
      canvas.getByRole('button', { name: t('idCard.photo.retryOf', { side: side('back') }) }),
    ).toBeVisible();
  },
};

/**
 * The server decodes every picture and refuses one of more than 40 megapixels (issue 27, 10040007): a
 * file changed on its way, or a phone that let it through; the message says why.
 */
export const ServerRefusesPixels: Story = {
  parameters: {
    api: { ...ok, 'user/upload/curp/front': { code: BusinessCode.imageTooManyPixels } } satisfies MockApi,
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await takePhoto(canvas, 'front');
    await expectState(canvasElement, 'front', 'failed');
    await expect(alertIn(canvasElement, 'front')).toHaveTextContent(text('idCard.errors.tooManyPixels'));
  },
};

/** A file that is not a photo is refused on the phone, before any upload. */
export const NotAPhoto: Story = {
  parameters: { api: ok },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await takePhoto(canvas, 'front', notAPhoto());
    await expectState(canvasElement, 'front', 'failed');
    await expect(alertIn(canvasElement, 'front')).toHaveTextContent(text('idCard.errors.notAnImage'));
  },
};

/**
 * A "pixel bomb" (a PNG of a few hundred bytes that says 20000 × 20000) is refused on the phone for its
 * pixels, read from its header, before it is decoded (issue 27).
 */
export const TooManyPixels: Story = {
  parameters: { api: ok },
  async play({ canvasElement }) {
    await takePhoto(within(canvasElement), 'front', pixelBomb());
    await expectState(canvasElement, 'front', 'failed');
    await expect(alertIn(canvasElement, 'front')).toHaveTextContent(text('idCard.problems.tooManyPixels'));
  },
};

/** A 25 MB file is refused on the phone for its size, before a byte of it is read (issue 27). */
export const TooManyBytes: Story = {
  parameters: { api: ok },
  async play({ canvasElement }) {
    await takePhoto(within(canvasElement), 'front', await heavyPhoto());
    await expectState(canvasElement, 'front', 'failed');
    await expect(alertIn(canvasElement, 'front')).toHaveTextContent(text('idCard.problems.tooManyBytes'));
  },
};

/** The server has no front any more when the back arrives. */
export const FrontVerificationFailed: Story = {
  parameters: {
    api: { ...ok, 'user/upload/curp/back': { code: BusinessCode.idFrontFirst } } satisfies MockApi,
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await takePhoto(canvas, 'front');
    await expectState(canvasElement, 'front', 'done');
    await takePhoto(canvas, 'back');
    await expectState(canvasElement, 'back', 'failed');
    await expect(alertIn(canvasElement, 'back')).toHaveTextContent(text('idCard.errors.frontFirst'));
  },
};

/** Both sides in: the details read from the card, NIDA in its 8-5-5-2 groups, with retakes. */
export const OcrShown: Story = {
  parameters: { api: ok },
  async play({ canvasElement }) {
    const canvas = await bothSides(canvasElement);
    await expectState(canvasElement, 'ocr', 'done');
    await expect(canvas.getByTestId('ocr-national-id')).toHaveTextContent('19900615-12345-00001-27');
    await expect(canvas.getByText('Amani')).toBeVisible();
    await expect(canvas.getByLabelText(text('idCard.ocr.retakeFront'))).toBeEnabled();
  },
};

/** The card could not be read: the spec's message and a retake for each side. */
export const OcrUnclear: Story = {
  parameters: {
    api: { ...ok, 'user/curp/ocr': { code: BusinessCode.idRecognitionFailed } } satisfies MockApi,
  },
  async play({ canvasElement }) {
    const canvas = await bothSides(canvasElement);
    await expectState(canvasElement, 'ocr', 'failed');
    await expect(alertIn(canvasElement, 'ocr')).toHaveTextContent(text('idCard.problems.unclear'));
    await expect(canvas.getByLabelText(text('idCard.ocr.retakeBack'))).toBeEnabled();
  },
};

/** Details confirmed: the face check is open, Continue still waits for it. */
export const FacePending: Story = {
  parameters: { api: ok },
  async play({ canvasElement }) {
    const canvas = await bothSides(canvasElement);
    await expectState(canvasElement, 'ocr', 'done');
    await expect(canvas.getByLabelText(text('idCard.face.takeSelfie'))).toBeEnabled();
    await expect(canvas.getByRole('button', { name: text('idCard.continue') })).toBeDisabled();
    await expect(canvas.getByText(text('idCard.errors.faceFirst'))).toBeVisible();
  },
};

/** Everything done: Continue is open. */
export const Done: Story = {
  parameters: { api: ok },
  async play({ canvasElement }) {
    const canvas = await bothSides(canvasElement);
    await expectState(canvasElement, 'ocr', 'done');
    await selfie(canvas);
    await expectState(canvasElement, 'face', 'done');
    await expect(canvas.getByRole('button', { name: text('idCard.continue') })).toBeEnabled();
  },
};

/** The liveness result did not pass. */
export const LivenessFailed: Story = {
  parameters: {
    api: {
      ...ok,
      'portal/liveness/detection/result/save': { code: BusinessCode.livenessFailed },
    } satisfies MockApi,
  },
  async play({ canvasElement }) {
    const canvas = await bothSides(canvasElement);
    await expectState(canvasElement, 'ocr', 'done');
    await selfie(canvas);
    await expectState(canvasElement, 'face', 'failed');
    await expect(alertIn(canvasElement, 'face')).toHaveTextContent(text('idCard.errors.livenessFailed'));
  },
};

/** The server still misses the face check when Continue is tapped: its message as a toast. */
export const FinishRefused: Story = {
  parameters: {
    api: { ...ok, 'user/finishUploadAllImg': { code: BusinessCode.faceCheckMissing } } satisfies MockApi,
  },
  async play({ canvasElement }) {
    const canvas = await bothSides(canvasElement);
    await expectState(canvasElement, 'ocr', 'done');
    await selfie(canvas);
    await expectState(canvasElement, 'face', 'done');
    await userEvent.click(canvas.getByRole('button', { name: text('idCard.continue') }));
    await waitFor(
      () => expect(toasts.map((toast) => toast.message)).toContain(text('idCard.errors.faceFirst')),
      WAIT,
    );
  },
};
