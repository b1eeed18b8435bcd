import { useT } from '../i18n/i18n.ts';
import { Toaster } from '../ui/Toaster.tsx';
import { ActivitySpinner } from './ActivitySpinner.tsx';
import { SessionEffect } from './SessionEffect.tsx';
import { Shell } from './Shell.tsx';

/**
 * The shell and the app-wide overlays. Hash routing (base './' in the build) is src/routing/hash-location.ts
 * alone, read by the shell: no router library (wouter and regexparam were about 1 KB gzipped of the first
 * load, issue 24, for one hook the app already had).
 */
export function App() {
  const t = useT();
  return (
    <>
      <SessionEffect />
      <Shell />
      <ActivitySpinner />
      <Toaster label={t('common.toastLabel')} />
    </>
  );
}
