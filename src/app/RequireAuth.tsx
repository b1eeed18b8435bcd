import { useEffect, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { nativeLogin } from '../bridge/actions.ts';
import { currentLocation, navigate } from '../routing/hash-location.ts';
import { session, setSession } from '../store/session.ts';
import { loginLocation } from './boot.ts';

/**
 * Spec section 2, "Route guard": without a stored token the native app is asked to log in; if that
 * fails, or there is no app, the user goes to the web login and comes back here afterwards.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { token } = useSnapshot(session);
  useEffect(() => {
    if (token) return;
    let current = true;
    const from = currentLocation();
    void nativeLogin().then((nativeToken) => {
      if (!current) return;
      if (nativeToken) setSession(nativeToken, null);
      else navigate(loginLocation(from), { replace: true });
    });
    return () => {
      current = false;
    };
  }, [token]);
  return token ? children : null;
}
