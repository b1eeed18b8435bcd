import { useEffect, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { nativeLogin } from '../bridge/actions.ts';
import { currentLocation, navigate } from '../routing/hash-location.ts';
import { session, setSession } from '../store/session.ts';
import { loginLocation, whenBooted } from './boot.ts';

/**
 * Spec section 2, "Route guard": without a stored token — once boot has taken the native app's own token,
 * if it has one — the native app is asked to log in; if that fails, or there is no app, the user goes to
 * the web login and comes back here afterwards.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { token } = useSnapshot(session);
  useEffect(() => {
    if (token) return;
    let current = true;
    const from = currentLocation();
    void whenBooted()
      .then(() => {
        // Boot found the app's token: this effect runs again with it, nothing to ask.
        if (!current || session.token) return undefined;
        return nativeLogin();
      })
      .then((nativeToken) => {
        if (!current || session.token) return;
        if (nativeToken) setSession(nativeToken, null);
        else navigate(loginLocation(from), { replace: true });
      });
    return () => {
      current = false;
    };
  }, [token]);
  return token ? children : null;
}
