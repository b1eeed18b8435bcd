import { navigate, useQuery } from '../../routing/hash-location.ts';
import { PATHS, withQuery } from '../../routing/routes.ts';
import type { AuthMode } from './useMobileAuth.ts';

/** Only in-app paths may be a redirect target (never an outside URL from a crafted link). */
export function safeRedirect(target: string | undefined): string {
  return target && target.startsWith('/') && !target.startsWith('//') ? target : PATHS.home;
}

export function useAuthNavigation() {
  const { redirect } = useQuery();
  const keep: Record<string, string> = redirect ? { redirect } : {};
  return {
    done: () => navigate(safeRedirect(redirect), { replace: true }),
    detour: (to: AuthMode) =>
      navigate(withQuery(to === 'login' ? PATHS.login : PATHS.register, keep), { replace: true }),
    other: (to: AuthMode) => withQuery(to === 'login' ? PATHS.login : PATHS.register, keep),
  };
}
