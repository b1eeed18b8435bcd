/**
 * `upload()` with progress and Cancel (src/api/http.ts): the request goes through progressFetch (XHR),
 * composed with the 60 s timeout and the caller's signal. A cancelled upload is the borrower's choice:
 * it rejects with kind 'cancelled' and nobody is told. A scripted XHR stands in for the browser's.
 */
import { Blob as NodeBlob } from 'node:buffer';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/errors.ts';
import { REQUEST_TIMEOUT_MS } from '../../../src/api/http.ts';
import { uploadIdFront } from '../../../src/api/user.ts';
import { setLanguage } from '../../../src/i18n/i18n.ts';
import { activity } from '../../../src/store/activity.ts';
import { resetStores } from '../../../src/store/persist.ts';
import { setSession } from '../../../src/store/session.ts';
import { clearToasts, toasts } from '../../../src/store/toasts.ts';

class FakeXhr extends EventTarget {
  static all: FakeXhr[] = [];
  readonly upload = new EventTarget();
  status = 0;
  statusText = '';
  response: unknown = null;
  responseURL = '';
  responseType = '';
  body: unknown;
  aborted = false;
  constructor() {
    super();
    FakeXhr.all.push(this);
  }
  open(): void {}
  setRequestHeader(): void {}
  getAllResponseHeaders(): string {
    return 'content-type: application/json\r\n';
  }
  send(body: unknown): void {
    this.body = body;
  }
  abort(): void {
    this.aborted = true;
    this.dispatchEvent(new Event('abort'));
  }
  progress(loaded: number, total: number): void {
    this.upload.dispatchEvent(new ProgressEvent('progress', { loaded, total, lengthComputable: true }));
  }
  reply(body: unknown): void {
    this.status = 200;
    this.response = new NodeBlob([JSON.stringify(body)]);
    this.dispatchEvent(new Event('load'));
  }
}

/** The XHR of the upload, once the lazily loaded progressFetch has opened it. */
async function opened(): Promise<FakeXhr> {
  await vi.waitFor(() => expect(FakeXhr.all).toHaveLength(1));
  return FakeXhr.all[0]!;
}

const fetchSpy = vi.fn();
beforeEach(() => {
  FakeXhr.all = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal('fetch', fetchSpy);
  resetStores();
  clearToasts();
  setLanguage('en');
  setSession('tok', null);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('upload() with progress', () => {
  it('reports the bytes sent and unwraps the reply, through XHR rather than fetch', async () => {
    const progress: Array<[number, number]> = [];
    const pending = uploadIdFront(new Blob(['jpeg']), {
      onProgress: (sent, total) => progress.push([sent, total]),
    });
    const xhr = await opened();
    expect(xhr.body).toBeInstanceOf(FormData);
    xhr.progress(100, 400);
    xhr.progress(400, 400);
    xhr.reply({ code: 0, data: { imageId: 'a', bytes: 4 } });
    await expect(pending).resolves.toEqual({ imageId: 'a', bytes: 4 });
    expect(progress).toEqual([
      [100, 400],
      [400, 400],
    ]);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('rejects a cancelled upload with kind "cancelled", aborts the XHR and tells nobody', async () => {
    const controller = new AbortController();
    const pending = uploadIdFront(new Blob(['jpeg']), { onProgress: () => {}, signal: controller.signal });
    const xhr = await opened();
    expect(activity.pending).toBe(1);
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('cancelled');
    expect(xhr.aborted).toBe(true);
    expect(toasts).toHaveLength(0);
    expect(activity.pending).toBe(0);
  });

  it('does not raise the full-screen spinner for a background upload (its Cancel must stay reachable)', async () => {
    void uploadIdFront(new Blob(['jpeg']), { onProgress: () => {}, background: true }).catch(() => undefined);
    await opened();
    expect(activity.pending).toBe(0);
  });

  it('still gives up after 60 s, as a timeout (told), not as a cancel', async () => {
    vi.useFakeTimers();
    const pending = uploadIdFront(new Blob(['jpeg']), {
      onProgress: () => {},
      signal: new AbortController().signal,
    });
    const failure = pending.catch((e: unknown) => e);
    await vi.waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    const error = (await failure) as ApiError;
    expect(error.kind).toBe('timeout');
    expect(FakeXhr.all[0]!.aborted).toBe(true);
    expect(toasts.map((toast) => toast.message)).toEqual([
      'The server took too long to answer. Please try again.',
    ]);
  });
});
