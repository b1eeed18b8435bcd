import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { dismissToast, toasts, type ToastItem } from '../store/toasts.ts';
import styles from './Toaster.module.css';

export type ToasterProps = {
  /** Name of the notifications region, e.g. t('common.toastLabel') = 'Notifications'. */
  label: string;
};

function Toast({ toast }: { toast: ToastItem }) {
  useEffect(() => {
    const timer = window.setTimeout(() => dismissToast(toast.id), toast.durationMs);
    return () => window.clearTimeout(timer);
  }, [toast.id, toast.durationMs]);
  return (
    <p className={styles.toast} data-kind={toast.kind}>
      <span className={styles.message}>{toast.message}</span>
    </p>
  );
}

/**
 * Renders the toasts in src/store/toasts.ts; mount it once. Two live regions stay mounted from the
 * start, so a message put into them is announced: errors assertively (`role="alert"`), info and
 * success politely (`role="status"`). Hand-written rather than Radix Toast: it is on every screen's
 * first load, and Radix Toast with its layers weighed ~15 KB gzipped there (bundle budget).
 */
export function Toaster({ label }: ToasterProps) {
  const items = useSnapshot(toasts);
  const polite = items.filter((toast) => toast.kind !== 'error');
  const urgent = items.filter((toast) => toast.kind === 'error');
  return (
    <section className={styles.viewport} aria-label={label}>
      {/* oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- TalkBack on older WebViews does not treat <output> as a live region. */}
      <div role="status" aria-live="polite" className={styles.stack}>
        {polite.map((toast) => (
          <Toast key={toast.id} toast={toast} />
        ))}
      </div>
      <div role="alert" aria-live="assertive" className={styles.stack}>
        {urgent.map((toast) => (
          <Toast key={toast.id} toast={toast} />
        ))}
      </div>
    </section>
  );
}
