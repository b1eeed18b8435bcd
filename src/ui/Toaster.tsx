import { Toast } from 'radix-ui';
import { useSnapshot } from 'valtio';
import { dismissToast, toasts } from './toast-store.ts';
import styles from './Toaster.module.css';

export type ToasterProps = {
  /** Heard before each message, e.g. t('toast.label') = 'Notification'. */
  label: string;
  /** Name of the toast region; `{hotkey}` is replaced with F8, e.g. 'Notifications ({hotkey})'. */
  regionLabel: string;
};

/**
 * Renders the toasts in `toast-store.ts`; mount it once. Radix announces each toast through a live
 * region (`role="status"`): errors assertively (they interrupt), info and success politely.
 */
export function Toaster({ label, regionLabel }: ToasterProps) {
  const items = useSnapshot(toasts);
  return (
    <Toast.Provider label={label} swipeDirection="down">
      {items.map((toast) => (
        <Toast.Root
          key={toast.id}
          className={styles.toast}
          data-kind={toast.kind}
          type={toast.kind === 'error' ? 'foreground' : 'background'}
          duration={toast.durationMs}
          open
          onOpenChange={(open) => {
            if (!open) dismissToast(toast.id);
          }}
        >
          <Toast.Description className={styles.message}>{toast.message}</Toast.Description>
        </Toast.Root>
      ))}
      <Toast.Viewport className={styles.viewport} label={regionLabel} />
    </Toast.Provider>
  );
}
