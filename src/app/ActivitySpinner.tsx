import { useSnapshot } from 'valtio';
import { useT } from '../i18n/i18n.ts';
import { activity } from '../store/activity.ts';
import { SpinnerOverlay } from '../ui/SpinnerOverlay.tsx';

/** The full-screen spinner, up while any request is pending. */
export function ActivitySpinner() {
  const { pending } = useSnapshot(activity);
  const t = useT();
  return <SpinnerOverlay visible={pending > 0} label={t('common.loading')} />;
}
