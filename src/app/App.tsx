import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { Router, useLocation } from 'wouter';
import { useT } from '../i18n/i18n.ts';
import { useHashPath, useHashSearch } from '../routing/hash-location.ts';
import { PATHS } from '../routing/routes.ts';
import { session } from '../store/session.ts';
import { Toaster } from '../ui/Toaster.tsx';
import { ActivitySpinner } from './ActivitySpinner.tsx';
import { SessionEffect } from './SessionEffect.tsx';
import { Shell } from './Shell.tsx';

const RatingPopup = lazy(() => import('../features/rating/RatingPopup.tsx'));

/**
 * The rating popup's place: Home, for a logged-in borrower (src/features/rating/rating-rule.ts says when
 * it asks). Its code loads only there; it starts afresh for each session.
 */
function RatingOnHome() {
  const [path] = useLocation();
  const { token } = useSnapshot(session);
  if (!token || path !== PATHS.home) return null;
  return (
    <Suspense fallback={null}>
      <RatingPopup key={token} />
    </Suspense>
  );
}

/** Hash routing (base './' in the build), the shell, and the app-wide overlays. */
export function App() {
  const t = useT();
  return (
    // oxlint-disable-next-line react/rules-of-hooks -- wouter takes the location hooks as values and calls them itself.
    <Router hook={useHashPath} searchHook={useHashSearch}>
      <SessionEffect />
      <Shell />
      <RatingOnHome />
      <ActivitySpinner />
      <Toaster label={t('common.toastLabel')} />
    </Router>
  );
}
