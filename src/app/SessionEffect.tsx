import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { refreshUserInfo } from '../api/security.ts';
import { session } from '../store/session.ts';

/**
 * Keeps the user info in step with the token: a token without user info (e.g. handed over by the
 * native app) is completed from the server. Errors are reported by the API layer.
 */
export function SessionEffect() {
  const { token, userInfo } = useSnapshot(session);
  const missing = token !== '' && userInfo === null;
  // A new token without user info (another session) asks again, hence `token` as a trigger.
  // oxlint-disable-next-line react/exhaustive-deps -- `token` is a trigger, not an input.
  useEffect(() => {
    if (missing) void refreshUserInfo();
  }, [missing, token]);
  return null;
}
