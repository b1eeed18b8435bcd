import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { getUserInfo } from '../api/security.ts';
import { session, setUserInfo } from '../store/session.ts';

/**
 * Keeps the user info in step with the token: a token without user info (e.g. handed over by the
 * native app) is completed from the server. Errors are reported by the API layer.
 */
export function SessionEffect() {
  const { token, userInfo } = useSnapshot(session);
  const missing = token !== '' && userInfo === null;
  useEffect(() => {
    if (!missing) return;
    getUserInfo({ background: true })
      .then((info) => {
        if (session.token === token) setUserInfo(info);
      })
      .catch(() => undefined);
  }, [missing, token]);
  return null;
}
