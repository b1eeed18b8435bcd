/**
 * progressFetch against a scripted XMLHttpRequest, and through redaxios as http.ts will use it. The real
 * browser (upload progress over a socket, abort mid-upload) is checked in tests/e2e/compress.e2e.test.ts.
 */
import { Blob as NodeBlob } from 'node:buffer';
import axios from 'redaxios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseHeaders, progressFetch } from '../../../src/api/progress-fetch.ts';

/** A scripted XHR: the test decides when bytes go out and what comes back. */
class FakeXhr extends EventTarget {
  static last: FakeXhr | undefined;
  readonly upload = new EventTarget();
  readonly sentHeaders: Record<string, string> = {};
  method = '';
  url = '';
  body: unknown;
  responseType = '';
  withCredentials = false;
  status = 0;
  statusText = '';
  response: unknown = null;
  responseURL = '';
  rawHeaders = '';
  aborted = false;

  constructor() {
    super();
    FakeXhr.last = this;
  }
  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string): void {
    this.sentHeaders[name] = value;
  }
  getAllResponseHeaders(): string {
    return this.rawHeaders;
  }
  send(body: unknown): void {
    this.body = body;
  }
  abort(): void {
    this.aborted = true;
    this.dispatchEvent(new Event('abort'));
  }

  progress(loaded: number, total: number, type = 'progress'): void {
    this.upload.dispatchEvent(new ProgressEvent(type, { loaded, total, lengthComputable: total > 0 }));
  }
  reply(status: number, body: string, headers = 'content-type: application/json\r\n'): void {
    this.status = status;
    this.statusText = status === 200 ? 'OK' : 'Error';
    // What a browser's XHR gives is a Blob its own Response can read: under jsdom that is Node's Blob
    // (jsdom's has no stream(), which Node's Response needs).
    this.response = new NodeBlob([body]);
    this.responseURL = this.url;
    this.rawHeaders = headers;
    this.dispatchEvent(new Event('load'));
  }
  fail(): void {
    this.dispatchEvent(new Event('error'));
  }
}

const xhr = (): FakeXhr => {
  if (!FakeXhr.last) throw new Error('no XHR was opened');
  return FakeXhr.last;
};

beforeEach(() => {
  FakeXhr.last = undefined;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('progressFetch', () => {
  it('sends method, headers and the FormData body unchanged and reports upload progress', async () => {
    const progress: Array<[number, number]> = [];
    const form = new FormData();
    form.append('front', new Blob(['jpeg bytes']), 'front.jpg');
    const pending = progressFetch((sent, total) => progress.push([sent, total]))(
      'https://api.example.tz/up',
      {
        method: 'POST',
        headers: { Authorization: 'Bearer t', lang: 'sw' },
        body: form,
      },
    );
    const request = xhr();
    expect(request).toMatchObject({ method: 'POST', url: 'https://api.example.tz/up', responseType: 'blob' });
    expect(request.body).toBe(form);
    expect(request.sentHeaders).toEqual({ authorization: 'Bearer t', lang: 'sw' });

    request.progress(100, 300);
    request.progress(300, 300);
    request.progress(300, 300, 'load');
    request.reply(200, '{"code":0}');
    const response = await pending;
    expect(progress).toEqual([
      [100, 300],
      [300, 300],
    ]);
    expect(response).toBeInstanceOf(Response);
    expect(response).toMatchObject({ status: 200, ok: true, url: 'https://api.example.tz/up' });
    expect(response.headers.get('Content-Type')).toBe('application/json');
    expect(await response.json()).toEqual({ code: 0 });
  });

  it('reports a total of 0 when the browser cannot tell the length', async () => {
    const onProgress = vi.fn();
    void progressFetch(onProgress)('/up', { method: 'POST', body: 'x' });
    xhr().progress(1, 0);
    expect(onProgress).toHaveBeenCalledWith(1, 0);
  });

  it('resolves with non-2xx statuses, like fetch', async () => {
    const pending = progressFetch(() => {})('/up');
    xhr().reply(500, 'oops', '');
    const response = await pending;
    expect(response).toMatchObject({ status: 500, ok: false });
    expect(await response.text()).toBe('oops');
  });

  it('gives a 204 reply an empty body', async () => {
    const pending = progressFetch(() => {})('/up', { method: 'POST' });
    xhr().reply(204, '', '');
    expect(await (await pending).text()).toBe('');
  });

  it.each([0, 600])('rejects with a TypeError, never hangs, when XHR reports status %i', async (status) => {
    const pending = progressFetch(() => {})('/up');
    xhr().reply(status, '', '');
    await expect(pending).rejects.toThrow(TypeError);
  });

  it('rejects with a TypeError on a network failure', async () => {
    const pending = progressFetch(() => {})('/up', { method: 'POST' });
    xhr().fail();
    await expect(pending).rejects.toThrow(TypeError);
  });

  it('aborts the XHR and rejects with an AbortError when the signal fires', async () => {
    const controller = new AbortController();
    const pending = progressFetch(() => {})('/up', { method: 'POST', signal: controller.signal });
    xhr().progress(10, 100);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(xhr().aborted).toBe(true);
  });

  it('does not open a request when the signal has already fired', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(progressFetch(() => {})('/up', { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(FakeXhr.last).toBeUndefined();
  });

  it('sends cookies cross-origin only for credentials: include', () => {
    void progressFetch(() => {})('/a', { credentials: 'include' });
    expect(xhr().withCredentials).toBe(true);
    void progressFetch(() => {})('/b');
    expect(xhr().withCredentials).toBe(false);
  });

  it('refuses what XHR cannot send instead of sending something else', async () => {
    await expect(progressFetch(() => {})(new Request('http://x.test/'))).rejects.toThrow(TypeError);
    const stream = new ReadableStream();
    await expect(progressFetch(() => {})('/up', { method: 'POST', body: stream })).rejects.toThrow(TypeError);
  });
});

describe('progressFetch under redaxios (how http.ts uses it)', () => {
  it('gives redaxios the parsed data, status and headers', async () => {
    const onProgress = vi.fn();
    const pending = axios.create({ baseURL: 'https://api.example.tz' })({
      url: '/up',
      method: 'post',
      data: new FormData(),
      fetch: progressFetch(onProgress),
    });
    await vi.waitFor(() => xhr());
    xhr().progress(5, 5);
    xhr().reply(200, '{"code":0,"data":{"ok":true}}');
    const response = await pending;
    expect(response.status).toBe(200);
    expect(response.data).toEqual({ code: 0, data: { ok: true } });
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(onProgress).toHaveBeenCalledWith(5, 5);
  });

  it('lets redaxios reject non-2xx replies with the status, which http.ts maps to an ApiError', async () => {
    const pending = axios({ url: '/up', method: 'post', fetch: progressFetch(() => {}) });
    await vi.waitFor(() => xhr());
    xhr().reply(502, 'bad gateway', '');
    await expect(pending).rejects.toMatchObject({ status: 502, data: 'bad gateway' });
  });
});

describe('parseHeaders', () => {
  it('reads the name: value lines XHR gives, repeated names joined', () => {
    const headers = parseHeaders('Content-Type: text/plain\r\nX-A: 1\r\nx-a: 2\r\nX-Empty:\r\n');
    expect(headers.get('content-type')).toBe('text/plain');
    expect(headers.get('x-a')).toBe('1, 2');
    expect(headers.get('x-empty')).toBe('');
  });
});
