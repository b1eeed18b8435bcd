import { decrypt } from '../src/api/cipher-js.ts';
import type { CallPath, ReplyOf } from '../src/contract/calls.ts';
import { device } from '../src/store/device.ts';

/**
 * A mocked backend for screen stories. The app's own API layer runs unchanged (headers, cipher,
 * envelope, error handling); only `fetch` is answered here. The encrypted path is decrypted with the
 * app's cipher to find the logical call (e.g. `portal/homepage/data`), then the story's table answers:
 *
 *   parameters: { api: { 'portal/homepage/data': { data: {...} }, 'security/login': { code: 10020002 } } }
 *
 * A reply may be `{ data }` (code 0), `{ code, msg? }` (an envelope error), `'pending'` (never
 * answers: the loading state), `'error500'` or `'offline'`. Calls missing from the table answer
 * 404 so a story that forgets one shows the error state instead of hanging.
 */
export type MockReply<T = unknown> =
  | { data: T }
  // `errorData`: the refusal's `data` (e.g. `{ waitSeconds }` of a locked verification code).
  | { code: number; msg?: string; errorData?: unknown }
  | 'pending'
  | 'error500'
  | 'offline';
/** Replies by call, typed from the wire contract: a mock cannot drift from what the server sends. */
export type MockApi = { [P in CallPath]?: MockReply<ReplyOf<P>> };

let table: MockApi = {};
const realFetch = window.fetch.bind(window);

function logicalPath(url: URL): string | null {
  const match = /^\/(?:api|cou)\/([A-Za-z0-9_-]+)$/.exec(url.pathname);
  if (!match?.[1]) return null;
  try {
    return decrypt(match[1], device.packageName);
  } catch {
    return null;
  }
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
  const path = logicalPath(url);
  if (path === null) return realFetch(input, init);
  const reply: MockReply | undefined = table[path as CallPath];
  if (reply === undefined)
    return Promise.resolve(json({ code: 404, msg: `No mock for ${path}`, data: null }, 404));
  if (reply === 'pending') return new Promise<Response>(() => undefined);
  if (reply === 'offline') return Promise.reject(new TypeError('Failed to fetch'));
  if (reply === 'error500') return Promise.resolve(new Response('<h1>500</h1>', { status: 500 }));
  if ('data' in reply) return Promise.resolve(json({ code: 0, data: reply.data, msg: 'ok' }));
  return Promise.resolve(json({ code: reply.code, data: reply.errorData ?? null, msg: reply.msg ?? '' }));
};

/** Called before each story with its `parameters.api`. */
export function setMockApi(next: MockApi | undefined): void {
  table = next ?? {};
}

/**
 * Uploads that report progress go through XMLHttpRequest (src/api/progress-fetch.ts), not fetch: calls
 * to the mocked API are answered from the same table, with upload progress events on the way (a
 * 'pending' upload stops at 40 %, so its progress bar and Cancel can be seen). Other requests use the
 * real XHR.
 */
const RealXhr = window.XMLHttpRequest;

/** Milliseconds between the fake progress events: long enough for a person to see the bar move. */
const PROGRESS_STEP_MS = 120;

class MockableXhr extends RealXhr {
  #path: string | null = null;
  #url = '';
  #status = 0;
  #body: Blob | null = null;
  #aborted = false;

  override open(method: string, url: string | URL, async = true, user?: string, password?: string): void {
    const resolved = new URL(String(url), window.location.href);
    this.#path = logicalPath(resolved);
    this.#url = resolved.href;
    if (this.#path === null) super.open(method, url, async, user, password);
  }

  override setRequestHeader(name: string, value: string): void {
    if (this.#path === null) super.setRequestHeader(name, value);
  }

  override send(body?: Document | XMLHttpRequestBodyInit | null): void {
    if (this.#path === null) {
      super.send(body);
      return;
    }
    let total = 0;
    if (body instanceof FormData)
      body.forEach((value) => (total += value instanceof Blob ? value.size : value.length));
    const reply: MockReply | undefined = table[this.#path as CallPath];
    const steps = reply === 'pending' ? [0.2, 0.4] : [0.3, 0.7, 1];
    steps.forEach((share, index) => {
      window.setTimeout(
        () => {
          if (this.#aborted) return;
          const loaded = Math.round(total * share);
          this.upload.dispatchEvent(
            new ProgressEvent('progress', { loaded, total, lengthComputable: total > 0 }),
          );
          if (index === steps.length - 1 && reply !== 'pending') this.#answer(reply);
        },
        PROGRESS_STEP_MS * (index + 1),
      );
    });
  }

  #answer(reply: MockReply | undefined): void {
    if (reply === 'offline') {
      this.dispatchEvent(new ProgressEvent('error'));
      return;
    }
    const envelope = (status: number, value: unknown) => {
      this.#status = status;
      this.#body = new Blob([JSON.stringify(value)], { type: 'application/json' });
    };
    if (reply === undefined) envelope(404, { code: 404, msg: `No mock for ${this.#path}`, data: null });
    else if (reply === 'error500') {
      this.#status = 500;
      this.#body = new Blob(['<h1>500</h1>'], { type: 'text/html' });
    } else if (reply !== 'pending' && 'data' in reply)
      envelope(200, { code: 0, data: reply.data, msg: 'ok' });
    else if (reply !== 'pending')
      envelope(200, { code: reply.code, data: reply.errorData ?? null, msg: reply.msg ?? '' });
    this.dispatchEvent(new ProgressEvent('load'));
  }

  override abort(): void {
    if (this.#path === null) {
      super.abort();
      return;
    }
    this.#aborted = true;
    this.dispatchEvent(new ProgressEvent('abort'));
  }

  override get status(): number {
    return this.#path === null ? super.status : this.#status;
  }
  override get statusText(): string {
    return this.#path === null ? super.statusText : this.#status === 200 ? 'OK' : 'Error';
  }
  // oxlint-disable-next-line typescript/no-explicit-any -- XMLHttpRequest declares `response` as any.
  override get response(): any {
    return this.#path === null ? super.response : this.#body;
  }
  override get responseURL(): string {
    return this.#path === null ? super.responseURL : this.#url;
  }
  override getAllResponseHeaders(): string {
    return this.#path === null ? super.getAllResponseHeaders() : 'content-type: application/json\r\n';
  }
}

window.XMLHttpRequest = MockableXhr;
