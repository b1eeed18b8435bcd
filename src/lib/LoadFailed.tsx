import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useT } from '../i18n/i18n.ts';
import { isOffline, onReconnect, RETRY_EVERY_MS } from './reconnect.ts';
import { Button } from '../ui/Button.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { AlertIcon } from '../ui/icons/status.tsx';
import styles from './LoadFailed.module.css';

export interface LoadFailedProps {
  /** Downloads the code again; resolves once it is there (the caller then draws it), rejects if not. */
  retry: () => Promise<void>;
  /** `screen`: a whole screen's place; `part`: a piece inside a screen (a form's upload field). */
  size?: 'screen' | 'part';
}

function subscribe(changed: () => void): () => void {
  addEventListener('online', changed);
  addEventListener('offline', changed);
  return () => {
    removeEventListener('online', changed);
    removeEventListener('offline', changed);
  };
}

/** Whether the browser knows it has no network, kept current as the phone goes on and off line. */
function useOffline(): boolean {
  return useSyncExternalStore(subscribe, isOffline, () => false);
}

/**
 * In place of code that did not download: says so in the borrower's language (offline, or another
 * failure) and gets the code by itself when the connection comes back (the `online` event, and a slow
 * timer for a network that comes good without one), or at a tap. No page reload: what the borrower typed
 * on other screens, and where they are, stay as they were.
 */
export function LoadFailed({ retry, size = 'screen' }: LoadFailedProps) {
  const t = useT();
  const offline = useOffline();
  const [trying, setTrying] = useState(false);
  const busy = useRef(false);
  const live = useRef(true);
  const attempt = useCallback(() => {
    if (busy.current) return;
    busy.current = true;
    setTrying(true);
    retry()
      .catch(() => {
        // Still failing: the panel stays, and the next `online` event, tick or tap tries again.
      })
      .finally(() => {
        busy.current = false;
        if (live.current) setTrying(false);
      });
  }, [retry]);

  useEffect(() => {
    live.current = true;
    const stop = onReconnect(attempt, RETRY_EVERY_MS);
    return () => {
      live.current = false;
      stop();
    };
  }, [attempt]);

  const action = (
    <Button variant="secondary" block={size === 'screen'} loading={trying} onClick={attempt}>
      {t('common.retry')}
    </Button>
  );
  if (size === 'part') {
    return (
      <div className={styles.part} data-state={offline ? 'offline' : 'failed'}>
        <p className={styles.message}>{t(offline ? 'screens.partOffline' : 'screens.partFailed')}</p>
        {action}
      </div>
    );
  }
  return (
    <div data-state={offline ? 'offline' : 'failed'}>
      <EmptyState
        tone="error"
        icon={<AlertIcon size={44} strokeWidth={1.5} />}
        title={t(offline ? 'screens.offlineTitle' : 'screens.loadFailedTitle')}
        body={t(offline ? 'screens.offlineBody' : 'screens.loadFailedBody')}
        action={action}
      />
    </div>
  );
}
