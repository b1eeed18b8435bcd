import { decrypt } from '../src/api/cipher.ts';
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
  { data: T } | { code: number; msg?: string } | 'pending' | 'error500' | 'offline';
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
  return Promise.resolve(json({ code: reply.code, data: null, msg: reply.msg ?? '' }));
};

/** Called before each story with its `parameters.api`. */
export function setMockApi(next: MockApi | undefined): void {
  table = next ?? {};
}
