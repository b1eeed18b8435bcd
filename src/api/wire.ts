import { encrypt, randomFieldName } from './cipher.ts';
import { serverNow } from './server-clock.ts';
import type { CallPath } from '../contract/calls.ts';

/**
 * The request format of docs/protocol.md as pure functions: the headers, the encrypted path and the
 * sealed payload. Shared by the API layer (./http.ts) and the first screen's early calls
 * (src/boot/early-calls.ts), which must send exactly what the app would.
 */

/** Spec section 9: requests give up after 60 s. */
export const REQUEST_TIMEOUT_MS = 60_000;

/** What every request says about the app and the borrower (docs/protocol.md "Headers"). */
export interface WireFacts {
  packageName: string;
  appName: string;
  afid: string;
  /** The `lang` header's value (`en`, `sw_KE`). */
  lang: string;
  platform: string;
  /** Bearer token; '' when logged out. */
  token: string;
}

export function wireHeaders(facts: WireFacts, json: boolean): Record<string, string> {
  const h: Record<string, string> = {
    'Cache-Control': 'no-cache',
    packageName: facts.packageName,
    appName: facts.appName,
    afid: facts.afid,
    lang: facts.lang,
    platform: facts.platform || 'android',
  };
  if (json) h['Content-Type'] = 'application/json';
  if (facts.token) h.Authorization = `Bearer ${facts.token}`;
  return h;
}

/**
 * `/cou` for the country look-ups, `/api` for every other call (the contract's `base`; a unit test checks
 * that the two agree for every call). Read from the path so the first load does not carry the contract's
 * payload schemas, which only the sandbox needs.
 */
export const callBase = (path: CallPath): 'api' | 'cou' => (path.startsWith('country/meta/') ? 'cou' : 'api');

/** The call's URL path: its base and the encrypted path. */
export async function callPath(path: CallPath, packageName: string): Promise<string> {
  return `/${callBase(path)}/${await encrypt(path, packageName)}`;
}

/** The payload as the one encrypted field of docs/protocol.md, `t` (Unix seconds) added. */
export async function sealPayload(
  payload: Record<string, unknown>,
  packageName: string,
): Promise<{ field: string; value: string }> {
  return {
    field: randomFieldName(),
    // On the server's clock as its replies told it (./server-clock.ts): a phone whose clock is off by
    // more than the server's window (5 minutes, docs/protocol.md "Replays") would be refused.
    value: await encrypt(JSON.stringify({ ...payload, t: Math.floor(serverNow() / 1000) }), packageName),
  };
}
