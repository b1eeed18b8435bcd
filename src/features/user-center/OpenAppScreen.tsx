import texts from '../../i18n/sections/userCenter.ts';
import { useRequest } from '../../lib/useRequest.ts';
import { useT } from '../../i18n/i18n.ts';
import { goBack } from '../../routing/hash-location.ts';
import { PATHS, type ScreenProps } from '../../routing/routes.ts';
import { market } from '../../store/market.ts';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { LoadingLine } from '../../ui/LoadingLine.tsx';
import { Page } from '../../ui/Page.tsx';
import { downloadLink } from './download-link.ts';
import { DownloadIcon } from './icons.tsx';
import styles from './user-center.module.css';

/**
 * Open app: the download link the server gives (`app-download/getAddress`), or 'Please configure the link'
 * (spec section 8) when it gives none.
 */
export default function OpenAppScreen({ title }: ScreenProps) {
  const t = useT(texts);
  const link = useRequest(downloadLink, []);
  const state = link.state === 'ready' ? (link.data ? 'link' : 'noLink') : link.state;
  return (
    <Page title={t(title)} onBack={() => goBack(PATHS.me)} backLabel={t('common.back')}>
      <div data-state={state}>
        {state === 'failed' ? (
          <ErrorState
            message={t('userCenter.linkFailed')}
            retryLabel={t('common.retry')}
            onRetry={link.retry}
          />
        ) : state === 'loading' ? (
          <LoadingLine>{t('common.loading')}</LoadingLine>
        ) : (
          <EmptyState
            icon={<DownloadIcon size={44} strokeWidth={1.5} />}
            title={market.appName}
            body={
              <>
                <p className={styles.body}>{t('userCenter.openAppBody', { appName: market.appName })}</p>
                {state === 'noLink' ? <p className={styles.noLink}>{t('userCenter.noLink')}</p> : null}
              </>
            }
            action={
              link.data ? (
                <Button block href={link.data} icon={<DownloadIcon />}>
                  {t('userCenter.download')}
                </Button>
              ) : null
            }
          />
        )}
      </div>
    </Page>
  );
}
