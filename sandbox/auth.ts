/**
 * Who is calling: the `Authorization: Bearer <token>` header against the sessions table. Session failures
 * are envelope codes on HTTP 200 (docs/protocol.md "Response"), which the client answers by logging out.
 */
import type { IncomingMessage } from 'node:http';
import type { AuthMode } from '../src/contract/calls.ts';
import { ApiError, Code } from './errors.ts';
import { header } from './http.ts';
import type { Store } from './store/index.ts';
import type { UserRow } from './store/users.ts';

/** The token of `Bearer <token>`, or `undefined` when the header is absent or empty. */
export function bearerToken(req: IncomingMessage): string | undefined {
  const value = header(req, 'authorization')?.trim();
  if (!value) return undefined;
  const match = /^Bearer\s*(.*)$/i.exec(value);
  const token = (match ? match[1] : value)?.trim();
  return token ? token : undefined;
}

/** The calling user, `null` for an allowed anonymous call; throws the matching session error otherwise. */
export function authenticate(
  store: Store,
  token: string | undefined,
  mode: AuthMode,
  nowMs: number,
): UserRow | null {
  if (mode === 'none') return null;
  if (token === undefined) {
    if (mode === 'optional') return null;
    throw ApiError.business(Code.notLoggedIn, 'notLoggedIn');
  }
  const session = store.sessions.check(token, nowMs);
  switch (session.status) {
    case 'active': {
      const user = store.users.findById(session.userId);
      // The user row can only vanish under a session by a reset racing this request: treat as unknown.
      if (user) return user;
      throw ApiError.business(Code.tokenInvalid, 'tokenInvalid');
    }
    case 'unknown':
      throw ApiError.business(Code.tokenInvalid, 'tokenInvalid');
    case 'expired':
      throw ApiError.business(Code.tokenExpired, 'tokenExpired');
    case 'replaced':
      throw ApiError.business(Code.loggedInElsewhere, 'loggedInElsewhere');
  }
}
