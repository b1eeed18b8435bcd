/**
 * Replies to calls made before the app's code has arrived (src/boot/early-calls.ts), waiting for the
 * screen that will make the same call. The API layer (./http.ts) takes a reply for the first identical
 * GET — same headers (token, language, package…), path and payload — within EARLY_TTL_MS, instead of
 * asking again. Taken
 * once: a retry or a later visit asks the server afresh. Not taken (another token after storage was
 * restored, a deep link elsewhere): dropped unread, nothing is shown for it.
 */
import type { WireFacts } from './wire.ts';

export const EARLY_TTL_MS = 15_000;

const replies = new Map<string, { response: Promise<Response>; expires: number }>();

export function earlyKey(facts: WireFacts, path: string, payload: unknown): string {
  const { packageName, appName, afid, lang, platform, token } = facts;
  return JSON.stringify([packageName, appName, afid, lang, platform, token, path, payload]);
}

export function putEarlyReply(key: string, response: Promise<Response>): void {
  // A failed early call is reported by the screen's call that takes it, not here.
  response.catch(() => undefined);
  replies.set(key, { response, expires: Date.now() + EARLY_TTL_MS });
}

export function takeEarlyReply(key: string): Promise<Response> | undefined {
  const reply = replies.get(key);
  if (!reply) return undefined;
  replies.delete(key);
  return reply.expires > Date.now() ? reply.response : undefined;
}
