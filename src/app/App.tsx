import { Router } from 'wouter';
import { useT } from '../i18n/i18n.ts';
import { useHashPath, useHashSearch } from '../routing/hash-location.ts';
import { Toaster } from '../ui/Toaster.tsx';
import { ActivitySpinner } from './ActivitySpinner.tsx';
import { SessionEffect } from './SessionEffect.tsx';
import { Shell } from './Shell.tsx';

/** Hash routing (base './' in the build), the shell, and the app-wide overlays. */
export function App() {
  const t = useT();
  return (
    // oxlint-disable-next-line react/rules-of-hooks -- wouter takes the location hooks as values and calls them itself.
    <Router hook={useHashPath} searchHook={useHashSearch}>
      <SessionEffect />
      <Shell />
      <ActivitySpinner />
      <Toaster label={t('common.toastLabel')} />
    </Router>
  );
}
