import { withFakes } from '../../helpers/mocks.ts';
import { en } from '../../helpers/texts.ts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/errors.ts';
import type { UploadOptions } from '../../../src/api/http.ts';
import * as portal from '../../../src/api/portal.ts';
import * as user from '../../../src/api/user.ts';
import IdCardScreen from '../../../src/features/id-card/IdCardScreen.tsx';
import * as compress from '../../../src/lib/compress-image.ts';
import { device } from '../../../src/store/device.ts';
import { toasts } from '../../../src/store/toasts.ts';
import { renderScreen } from '../../helpers/render-screen.tsx';

/**
 * The ID card flow through its screen, as a borrower uses it: the API calls and the compression (which
 * needs a real decoder: tests/e2e covers it with real photos) are stand-ins the test controls.
 */
vi.mock('../../../src/api/user.ts', (original) =>
  withFakes(original, ['uploadIdFront', 'uploadIdBack', 'idCardOcr', 'saveFaceImage', 'finishUploadAllImg']),
);
vi.mock('../../../src/api/portal.ts', (original) => withFakes(original, ['saveLivenessResult']));
vi.mock('../../../src/lib/compress-image.ts', (original) => withFakes(original, ['compressImage']));

const T = en.idCard;
const FRONT = T.front.title;
const BACK = T.back.title;
const fill = (text: string, side: string) => text.replace('{{side}}', side);
const stored = { imageId: 'a'.repeat(32), bytes: 1000 };
const OCR = { nationalId: '19900615123450000127', firstName: 'Amani', lastName: 'Juma' };

type Upload = (image: Blob, options?: UploadOptions) => Promise<typeof stored>;

/** An upload that resolves at once, reporting all its bytes first. */
const accept: Upload = async (image, options) => {
  options?.onProgress?.(image.size, image.size);
  return stored;
};

/** An upload the test finishes by hand; it rejects like http.ts when its signal aborts. */
function held() {
  // oxlint-disable-next-line unicorn/consistent-function-scoping -- a placeholder the promise replaces
  let resolve: (value: typeof stored) => void = () => undefined;
  let options: UploadOptions | undefined;
  const upload: Upload = (_image, opts) =>
    new Promise((res, reject) => {
      options = opts;
      resolve = res;
      opts?.signal?.addEventListener('abort', () => reject(new ApiError('cancelled', 0, 'cancelled')));
    });
  return { upload, resolve: () => resolve(stored), options: () => options };
}

let created = 0;
let revoked = 0;

beforeEach(() => {
  vi.clearAllMocks();
  created = 0;
  revoked = 0;
  URL.createObjectURL = vi.fn(() => `blob:photo-${++created}`);
  URL.revokeObjectURL = vi.fn(() => void revoked++);
  vi.mocked(compress.compressImage).mockImplementation(async (file) => {
    if (file.size === 0) throw new compress.CompressError('not-an-image', 'empty');
    return {
      blob: new Blob([new Uint8Array(400)], { type: 'image/jpeg' }),
      width: 1600,
      height: 1200,
      quality: 0.85,
      metTarget: true,
      sourceFormat: 'jpeg',
    };
  });
  vi.mocked(user.uploadIdFront).mockImplementation(accept);
  vi.mocked(user.uploadIdBack).mockImplementation(accept);
  vi.mocked(user.saveFaceImage).mockImplementation(accept);
  vi.mocked(portal.saveLivenessResult).mockImplementation(async () => ({ passed: true }));
  vi.mocked(user.idCardOcr).mockResolvedValue(OCR);
  vi.mocked(user.finishUploadAllImg).mockResolvedValue({ stepCode: 5, query: {} });
});

afterEach(() => {
  delete window.JSBridge;
  delete window.onNativeResult;
});

const photo = () => new File([new Uint8Array(4_000)], 'card.jpg', { type: 'image/jpeg' });
const disabled = (element: HTMLElement) => (element as HTMLInputElement | HTMLButtonElement).disabled;
const section = (slot: string) => document.querySelector<HTMLElement>(`[data-slot="${slot}"]`)!;
const state = (slot: string) => section(slot).getAttribute('data-state');

async function take(side: string, file: File = photo()) {
  await userEvent.upload(screen.getByLabelText(fill(T.photo.takePhotoOf, side)), file);
}

/** The front taken and uploaded, then the back taken. */
async function frontThenBack() {
  await take(FRONT);
  await waitFor(() => expect(state('front')).toBe('done'));
  await take(BACK);
}

async function bothSides() {
  await frontThenBack();
  await waitFor(() => expect(state('ocr')).toBe('done'));
}

describe('the ID card check', () => {
  it('asks for the front first, and for the face check before Continue', () => {
    renderScreen(<IdCardScreen title="screens.idCard" />);
    expect(disabled(screen.getByLabelText(fill(T.photo.takePhotoOf, BACK)))).toBe(true);
    expect(disabled(screen.getByLabelText(fill(T.photo.fromGalleryOf, BACK)))).toBe(true);
    expect(within(section('back')).getByText(T.back.locked)).toBeInTheDocument();
    expect(disabled(screen.getByRole('button', { name: T.continue }))).toBe(true);
    expect(screen.getByText(T.errors.faceFirst)).toBeInTheDocument();
    expect(state('front')).toBe('empty');
  });

  it('compresses the photo, then uploads it with progress; Cancel stops it and says nothing', async () => {
    const front = held();
    vi.mocked(user.uploadIdFront).mockImplementation(front.upload);
    renderScreen(<IdCardScreen title="screens.idCard" />);
    await take(FRONT);
    await waitFor(() => expect(state('front')).toBe('uploading'));
    // The compressed photo goes up, never the original.
    const sent = vi.mocked(user.uploadIdFront).mock.calls[0]![0];
    expect(sent.size).toBe(400);
    act(() => front.options()?.onProgress?.(200, 400));
    const bar = screen.getByRole('progressbar', { name: fill(T.photo.progressOf, FRONT) });
    // 15 % for compressing, then the bytes: 15 + 85 × 0.5.
    expect(bar.getAttribute('aria-valuenow')).toBe('58');
    expect(front.options()?.background).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: fill(T.photo.cancelOf, FRONT) }));
    expect(state('front')).toBe('empty');
    expect(front.options()?.signal?.aborted).toBe(true);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(section('front')).queryByRole('alert')).not.toBeInTheDocument();
    expect(toasts).toHaveLength(0);
  });

  it('keeps the front when the back fails, and sends the same back again in one tap', async () => {
    vi.mocked(user.uploadIdBack)
      .mockRejectedValueOnce(new ApiError('http', 500, 'HTTP error'))
      .mockImplementation(accept);
    renderScreen(<IdCardScreen title="screens.idCard" />);
    await frontThenBack();
    await waitFor(() => expect(state('back')).toBe('failed'));
    expect(within(section('back')).getByRole('alert').textContent).toContain(en.errors.requestFailed);
    expect(state('front')).toBe('done');
    expect(user.idCardOcr).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: fill(T.photo.retryOf, BACK) }));
    await waitFor(() => expect(state('back')).toBe('done'));
    const [first, second] = vi.mocked(user.uploadIdBack).mock.calls;
    expect(second![0]).toBe(first![0]);
    expect(compress.compressImage).toHaveBeenCalledTimes(2);
    expect(user.uploadIdFront).toHaveBeenCalledOnce();
  });

  it('shows what was read from the card, NIDA in 8-5-5-2 groups, and lets a side be retaken', async () => {
    renderScreen(<IdCardScreen title="screens.idCard" />);
    await bothSides();
    expect(screen.getByTestId('ocr-national-id').textContent).toContain('19900615-12345-00001-27');
    expect(screen.getByText('Amani')).toBeInTheDocument();
    expect(screen.getByText('Juma')).toBeInTheDocument();

    await userEvent.upload(screen.getByLabelText(T.ocr.retakeFront), photo());
    await waitFor(() => expect(user.idCardOcr).toHaveBeenCalledTimes(2));
    expect(user.uploadIdFront).toHaveBeenCalledTimes(2);
  });

  it("says 'Make sure the letters on the card look clear!' when the card cannot be read", async () => {
    vi.mocked(user.idCardOcr).mockRejectedValue(new ApiError('business', 10040001, 'not legible'));
    renderScreen(<IdCardScreen title="screens.idCard" />);
    await frontThenBack();
    await waitFor(() => expect(state('ocr')).toBe('failed'));
    expect(within(section('ocr')).getByRole('alert').textContent).toContain(T.problems.unclear);
    expect(disabled(screen.getByLabelText(T.ocr.retakeBack))).toBe(false);
  });

  it('refuses a file that is not a photo on the phone, with its message, and uploads nothing', async () => {
    renderScreen(<IdCardScreen title="screens.idCard" />);
    await take(FRONT, new File([], 'notes.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(state('front')).toBe('failed'));
    expect(within(section('front')).getByRole('alert').textContent).toContain(T.errors.notAnImage);
    expect(user.uploadIdFront).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: fill(T.photo.retryOf, FRONT) })).not.toBeInTheDocument();
  });

  it('in a browser takes a selfie for the face check, then Continue goes to the next step', async () => {
    renderScreen(<IdCardScreen title="screens.idCard" />);
    await bothSides();
    await userEvent.upload(screen.getByLabelText(T.face.takeSelfie), photo());
    await waitFor(() => expect(state('face')).toBe('done'));
    expect(user.saveFaceImage).toHaveBeenCalledOnce();
    // The selfie goes once: the liveness result carries the result alone, not the photo again.
    const [result, ...rest] = vi.mocked(portal.saveLivenessResult).mock.calls[0]!;
    expect(result).toEqual({ sdk: 'camera', passed: true });
    expect([result, ...rest].some((part) => part instanceof Blob)).toBe(false);

    const next = screen.getByRole('button', { name: T.continue });
    expect(disabled(next)).toBe(false);
    await userEvent.dblClick(next);
    await waitFor(() => expect(window.location.hash).toBe('#/bank_account/add_bankcard'));
    expect(user.finishUploadAllImg).toHaveBeenCalledOnce();
  });

  it("in the app uses the feature mode's SDK; its base64 image is uploaded as bytes", async () => {
    device.featureMode.live = 0;
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    window.JSBridge = {
      postMessage(message: string) {
        const { id, action } = JSON.parse(message) as { id: string; action: string };
        expect(action).toBe('getBoYingFeiSDK');
        const data = { imageBase64: btoa(String.fromCharCode(...jpeg)), livenessScore: 93.5 };
        setTimeout(() => window.onNativeResult?.(id, JSON.stringify({ ok: true, data })));
      },
    };
    renderScreen(<IdCardScreen title="screens.idCard" />, { keepStores: true });
    await bothSides();
    await userEvent.click(screen.getByRole('button', { name: T.face.start }));
    await waitFor(() => expect(state('face')).toBe('done'));
    const compressed = vi.mocked(compress.compressImage).mock.calls.at(-1)![0];
    expect(new Uint8Array(await compressed.arrayBuffer())).toEqual(jpeg);
    expect(vi.mocked(portal.saveLivenessResult).mock.calls[0]![0]).toEqual({
      sdk: 'boyingfei',
      passed: true,
      score: 93.5,
    });
  });

  it('gives back the memory of every photo it showed', async () => {
    const { unmount } = renderScreen(<IdCardScreen title="screens.idCard" />);
    await bothSides();
    expect(created).toBeGreaterThanOrEqual(2);
    unmount();
    expect(revoked).toBe(created);
  });
});
