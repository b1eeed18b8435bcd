import { Suspense, useEffect } from 'react';
import { useLocation } from 'wouter';
import { useT } from '../i18n/i18n.ts';
import { findRoute, REDIRECTS } from '../routing/routes.ts';
import { SpinnerOverlay } from '../ui/SpinnerOverlay.tsx';
import { AppTabs } from './AppTabs.tsx';
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx';
import { NotFound } from './NotFound.tsx';
import { RequireAuth } from './RequireAuth.tsx';
import { screenOf } from './screens.ts';

/** Picks the screen for the current path from the route table, with redirects, guard and tabs. */
export function Shell() {
  const [path, navigate] = useLocation();
  const t = useT();
  const redirect = REDIRECTS[path];
  const route = redirect ? undefined : findRoute(path);

  useEffect(() => {
    if (redirect) navigate(redirect, { replace: true });
  }, [redirect, navigate]);

  // Every navigation starts at the top of the new screen (spec section 2).
  // oxlint-disable-next-line react/exhaustive-deps -- `path` is the trigger, not an input.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [path]);

  useEffect(() => {
    document.title = route ? t(route.title) : t('screens.notFoundTitle');
  }, [route, t]);

  if (redirect) return null;
  if (!route) return <NotFound />;
  const Screen = screenOf(route.screen);
  const screen = (
    <Suspense fallback={<SpinnerOverlay visible label={t('common.loading')} />}>
      <Screen title={route.title} />
    </Suspense>
  );
  return (
    <>
      <ErrorBoundary key={path}>{route.guard ? <RequireAuth>{screen}</RequireAuth> : screen}</ErrorBoundary>
      {route.tabs ? <AppTabs path={path} /> : null}
    </>
  );
}
