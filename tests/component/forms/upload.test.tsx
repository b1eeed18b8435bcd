import { withFakes } from '../../helpers/mocks.ts';
import { en } from '../../helpers/texts.ts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/errors.ts';
import * as feedback from '../../../src/api/feedback.ts';
import type { UploadOptions } from '../../../src/api/http.ts';
import { UPLOADERS } from '../../../src/features/feedback/upload-calls.ts';
import type { FormValues } from '../../../src/forms/spec.ts';
import * as compress from '../../../src/lib/compress-image.ts';
import { storedRecord } from '../../../src/store/persist.ts';
import { setSession } from '../../../src/store/session.ts';
import { fill } from '../../e2e/app-steps.ts';
import { marketDefinition } from '../../helpers/forms.ts';
import { renderSchemaForm } from '../../helpers/schema-form.tsx';

/**
 * The feedback form's pictures, declared in schemas/base/feedback.rules.json (`uploads.images`: at most 3,
 * 20 MB each, images only, compressed to 1600 px at quality 0.8, sent by feedback/uploadFile) and handled
 * by the engine's upload widget. The upload call and the compression (which needs a real decoder: the
 * Storybook story runs the real one) are stand-ins the test controls.
 */
vi.mock('../../../src/api/feedback.ts', (original) => withFakes(original, ['uploadFeedbackFile']));
vi.mock('../../../src/lib/compress-image.ts', (original) => withFakes(original, ['compressImage']));

const T = en.forms.upload;
const M = en.forms.feedback.images;
const MB = 1024 * 1024;
const definition = marketDefinition('tz', 'feedback');
/** What the server has for a filled-in ticket, under the call's names (`remark`). */
const SAVED = { type: 1, remark: 'I repaid yesterday but my bill still shows.' };

type Stored = { imageId: string; bytes: number };
type Upload = (file: Blob, options?: UploadOptions) => Promise<Stored>;

let uploaded = 0;
/** An upload that resolves at once with the next reference, reporting all its bytes first. */
const accept: Upload = async (file, options) => {
  options?.onProgress?.(file.size, file.size);
  return { imageId: `ref-${++uploaded}`, bytes: file.size };
};

/** An upload the test finishes by hand; it rejects like http.ts when its signal aborts. */
function held() {
  const calls: Array<{ file: Blob; options: UploadOptions; finish: () => void }> = [];
  const upload: Upload = (file, options) =>
    new Promise((resolve, reject) => {
      const opts = options ?? {};
      calls.push({ file, options: opts, finish: () => resolve({ imageId: `ref-${++uploaded}`, bytes: 1 }) });
      opts.signal?.addEventListener('abort', () => reject(new ApiError('cancelled', 0, 'cancelled')));
    });
  return { upload, calls };
}

// The widget loads lazily in the app; loaded once here, so no test waits for the first transform of it.
beforeAll(async () => {
  await import('../../../src/forms/widgets/UploadWidget.tsx');
});

const compressed = new Blob([new Uint8Array(400)], { type: 'image/jpeg' });
const revoked: string[] = [];

beforeEach(() => {
  vi.clearAllMocks();
  uploaded = 0;
  revoked.length = 0;
  setSession('token', null);
  let made = 0;
  URL.createObjectURL = vi.fn(() => `blob:picture-${++made}`);
  URL.revokeObjectURL = vi.fn((url: string) => void revoked.push(url));
  vi.mocked(compress.compressImage).mockImplementation(async (file) => {
    if (file.type === 'image/heic') throw new compress.CompressError('unsupported-format', 'heif');
    return {
      blob: compressed,
      width: 1600,
      height: 1200,
      quality: 0.8,
      metTarget: true,
      sourceFormat: 'jpeg',
    };
  });
  vi.mocked(feedback.uploadFeedbackFile).mockImplementation(accept);
});

function renderForm(saved: FormValues = SAVED) {
  return renderSchemaForm({ name: 'feedback', definition, initialValues: saved, uploaders: UPLOADERS });
}

const picture = (name: string, type = 'image/jpeg', size = 3 * MB) => {
  const file = new File([new Uint8Array(16)], name, { type });
  // The size the picker reports, without holding megabytes in the test.
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

const user = () => userEvent.setup({ applyAccept: false });
const addButton = (count: number) => screen.findByLabelText(fill(T.addPicture, { count, max: 3 }));
const row = (n: number) => screen.getAllByRole('listitem')[n - 1] as HTMLElement;
const status = () => screen.getByRole('status');

async function pick(count: number, ...files: File[]) {
  await user().upload(await addButton(count), files);
}

/** The form with one receipt picked and its upload started, held until the test finishes it. */
async function receiptUploading() {
  const { upload, calls } = held();
  vi.mocked(feedback.uploadFeedbackFile).mockImplementation(upload);
  const form = renderForm();
  await pick(0, picture('receipt.jpg'));
  await waitFor(() => expect(calls).toHaveLength(1));
  return { ...form, calls };
}

async function submit(onSubmit: ReturnType<typeof renderForm>['onSubmit']) {
  await user().click(screen.getByRole('button', { name: 'Send' }));
  return onSubmit.mock.calls.at(-1)?.[0];
}

describe('an upload field declared in the rules (feedback pictures)', () => {
  it('compresses a picked picture as the rule says, uploads it at once with progress, then shows it done', async () => {
    const { calls } = await receiptUploading();
    expect(compress.compressImage).toHaveBeenCalledWith(
      expect.any(File),
      expect.objectContaining({ maxSidePx: 1600, qualities: [0.8] }),
    );
    // The compressed image is sent, not the picked file, in the background with its own bar and Cancel.
    expect(calls[0]?.file).toBe(compressed);
    expect(calls[0]?.options).toMatchObject({ background: true, quiet: true });
    expect(within(row(1)).getByText(T.uploading)).toBeInTheDocument();
    act(() => calls[0]?.options.onProgress?.(50, 100));
    const bar = within(row(1)).getByRole('progressbar', { name: fill(T.progressOf, { n: 1 }) });
    expect(bar.getAttribute('aria-valuenow')).toBe('58'); // 15 % for compressing, then half of the rest
    expect(within(row(1)).getByRole('button', { name: fill(T.cancelOf, { n: 1 }) })).toBeInTheDocument();
    await act(async () => calls[0]?.finish());
    expect(within(row(1)).getByText(T.done)).toBeInTheDocument();
    expect(within(row(1)).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(
      within(row(1))
        .getByRole('img', { name: fill(T.alt, { n: 1 }) })
        .getAttribute('src'),
    ).toBe('blob:picture-1');
    expect(await addButton(1)).toBeInTheDocument();
  });

  it('refuses a picture over 20 MB before reading it, with the rules’ message', async () => {
    renderForm();
    await pick(0, picture('huge.jpg', 'image/jpeg', 20 * MB + 1));
    expect(status().textContent).toBe(fill(M.maxSize, { limit: 20 }));
    expect(compress.compressImage).not.toHaveBeenCalled();
    expect(feedback.uploadFeedbackFile).not.toHaveBeenCalled();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('refuses a file that is not a picture, and a picture the phone cannot read (HEIC)', async () => {
    renderForm();
    await pick(0, picture('statement.pdf', 'application/pdf'));
    expect(status().textContent).toBe(M.fileType);
    expect(compress.compressImage).not.toHaveBeenCalled();
    await pick(0, picture('photo.heic', 'image/heic'));
    await waitFor(() => expect(status().textContent).toBe(M.fileType));
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    expect(revoked).toEqual(['blob:picture-1']); // its thumbnail let go
    expect(feedback.uploadFeedbackFile).not.toHaveBeenCalled();
  });

  it('takes at most 3 pictures and says so with the spec’s message', async () => {
    renderForm();
    await pick(0, picture('1.jpg'), picture('2.jpg'), picture('3.png', 'image/png'), picture('4.jpg'));
    expect(status().textContent).toBe(fill(M.maxItems, { limit: 3 }));
    expect(M.maxItems).toBe('More than {{limit}} pictures have been uploaded');
    await waitFor(() => expect(screen.getAllByText(T.done)).toHaveLength(3));
    expect(feedback.uploadFeedbackFile).toHaveBeenCalledTimes(3);
    // Full: nothing more can be picked.
    expect(screen.queryByLabelText(/Add a picture/)).not.toBeInTheDocument();
  });

  it('cancels an upload on the way: the request is aborted and the picture is gone', async () => {
    const { calls, onSubmit } = await receiptUploading();
    await user().click(screen.getByRole('button', { name: fill(T.cancelOf, { n: 1 }) }));
    expect(calls[0]?.options.signal?.aborted).toBe(true);
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    expect(revoked).toEqual(['blob:picture-1']);
    const sent = await submit(onSubmit);
    expect(sent).toEqual({ type: 1, remark: SAVED.remark });
  });

  it('says when an upload failed, and sends the same prepared picture again with one tap', async () => {
    vi.mocked(feedback.uploadFeedbackFile).mockRejectedValueOnce(new ApiError('network', 0, 'offline'));
    renderForm();
    await pick(0, picture('receipt.jpg'));
    expect(await within(row(1)).findByRole('alert')).toHaveProperty('textContent', M.uploadFailed);
    expect(row(1).getAttribute('data-state')).toBe('failed');
    await user().click(screen.getByRole('button', { name: fill(T.retryOf, { n: 1 }) }));
    await waitFor(() => expect(within(row(1)).getByText(T.done)).toBeInTheDocument());
    expect(compress.compressImage).toHaveBeenCalledTimes(1); // not compressed again
    expect(vi.mocked(feedback.uploadFeedbackFile).mock.calls.map(([file]) => file)).toEqual([
      compressed,
      compressed,
    ]);
  });

  it('refuses a submit while a picture failed, with the rules’ message', async () => {
    vi.mocked(feedback.uploadFeedbackFile).mockRejectedValue(new ApiError('http', 500, 'down'));
    const { onSubmit } = renderForm();
    await pick(0, picture('receipt.jpg'));
    await within(row(1)).findByRole('alert');
    await submit(onSubmit);
    expect(onSubmit).not.toHaveBeenCalled();
    const summary = await screen.findByTestId('error-summary');
    expect(within(summary).getByText(M.uploadFailed)).toBeInTheDocument();
    // Removing the failed picture lets the ticket go without it.
    await user().click(screen.getByRole('button', { name: fill(T.remove, { n: 1 }) }));
    expect(await submit(onSubmit)).toEqual({ type: 1, remark: SAVED.remark });
  });

  it('refuses a submit while a picture is still uploading, and sends once it is done', async () => {
    const { calls, onSubmit } = await receiptUploading();
    await submit(onSubmit);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(within(await screen.findByTestId('error-summary')).getByText(M.uploading)).toBeInTheDocument();
    await act(async () => calls[0]?.finish());
    // The message goes with the upload.
    await waitFor(() => expect(screen.queryByText(M.uploading)).not.toBeInTheDocument());
    expect(await submit(onSubmit)).toEqual({ type: 1, remark: SAVED.remark, images: ['ref-1'] });
  });

  it('sends the server’s references of the pictures at submit, in the order picked', async () => {
    const { onSubmit } = renderForm();
    await pick(0, picture('1.jpg'), picture('2.jpg'));
    await waitFor(() => expect(screen.getAllByText(T.done)).toHaveLength(2));
    await user().click(screen.getByRole('button', { name: fill(T.remove, { n: 1 }) }));
    await pick(1, picture('3.jpg'));
    await waitFor(() => expect(screen.getAllByText(T.done)).toHaveLength(2));
    expect(await submit(onSubmit)).toEqual({ type: 1, remark: SAVED.remark, images: ['ref-2', 'ref-3'] });
  });

  it('keeps only the references in the draft, never the bytes, and shows them again from it', async () => {
    const first = renderForm();
    await pick(0, picture('receipt.jpg'));
    await waitFor(() => expect(within(row(1)).getByText(T.done)).toBeInTheDocument());
    await waitFor(() =>
      expect(storedRecord('draft:u:tz:feedback')).toMatchObject({ values: { images: ['ref-1'] } }),
    );
    const draft = JSON.stringify(storedRecord('draft:u:tz:feedback'));
    expect(draft).not.toMatch(/base64|data:|blob:|receipt/);
    first.unmount();
    // A new page: the picture is known by its reference only (no thumbnail), and is sent as it was.
    const { onSubmit } = renderForm();
    expect(await within(row(1)).findByText(T.done)).toBeInTheDocument();
    expect(within(row(1)).getByText(fill(T.alt, { n: 1 }))).toBeInTheDocument();
    expect(within(row(1)).queryByRole('img')).not.toBeInTheDocument();
    expect(await submit(onSubmit)).toEqual({ type: 1, remark: SAVED.remark, images: ['ref-1'] });
  });
});
