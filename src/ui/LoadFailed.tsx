import { useCallback, useEffect, useRef, useState } from 'react';
import { useT, type MessageKey } from '../i18n/i18n.ts';
import { goBack } from '../routing/hash-location.ts';
import { isOffline, onReconnect, RETRY_EVERY_MS } from '../lib/reconnect.ts';
import { Button } from './Button.tsx';
import { ErrorState } from './ErrorState.tsx';
import { Page } from './Page.tsx';
import styles from './LoadFailed.module.css';

export interface LoadFailedProps {
  /** Downloads the code again; resolves once it is there (the caller then draws it), rejects if not. */
  retry: () => Promise<void>;
  /** `screen`: a whole screen's place; `part`: a piece inside a screen (a form's upload field). */
  size?: 'screen' | 'part';
  /**
   * A whole screen's title (its route's): the panel then stands in a screen frame with that title and a
   * back arrow, so a borrower whose screen did not come can see where they are and leave it.
   */
  title?: MessageKey;
}

/**
 * In place of code that did not download: says so in the borrower's language (offline, or another
 * failure) and gets the code by itself when the connection comes back (the `online` event, and a slow
 * timer for a network that comes good without one), or at a tap. No page reload: what the borrower typed
 * on other screens, and where they are, stay as they were. Whether the phone is offline is read as the
 * panel draws, and again with each try (the `online` event's included): no subscription of its own.
 */
export function LoadFailed({ retry, size = 'screen', title }: LoadFailedProps) {
  const t = useT();
  const offline = isOffline();
  const [trying, setTrying] = useState(false);
  const busy = useRef(false);
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
        setTrying(false);
      });
  }, [retry]);

  // Drawn offline: the `online` event may come before this effect listens (React runs effects after the
  // paint); a connection back by the time it listens is then tried at once rather than at the next tick.
  const drawnOffline = useRef(offline);
  useEffect(() => {
    const stop = onReconnect(attempt, RETRY_EVERY_MS);
    if (drawnOffline.current && !isOffline()) attempt();
    return stop;
  }, [attempt]);

  if (size === 'part') {
    return (
      <div className={styles.part} data-state={offline ? 'offline' : 'failed'}>
        <p className={styles.message}>{t(offline ? 'screens.partOffline' : 'screens.partFailed')}</p>
        <Button variant="secondary" loading={trying} onClick={attempt}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  const panel = (
    <div data-state={offline ? 'offline' : 'failed'}>
      <ErrorState
        message={t(offline ? 'screens.offlineTitle' : 'screens.loadFailedTitle')}
        body={t(offline ? 'screens.offlineBody' : 'screens.loadFailedBody')}
        retryLabel={t('common.retry')}
        onRetry={attempt}
        retrying={trying}
      />
    </div>
  );
  if (title === undefined) return panel;
  return (
    <Page title={t(title)} onBack={() => goBack()} backLabel={t('common.back')}>
      {panel}
    </Page>
  );
}
