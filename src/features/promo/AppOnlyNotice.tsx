import promoTexts from '../../i18n/sections/promo.ts';
import { downloadAddress } from '../../api/app.ts';
import { useRequest } from '../../lib/useRequest.ts';
import { useT } from '../../i18n/i18n.ts';
import { Button } from '../../ui/Button.tsx';
import styles from './promo.module.css';

/** Only http(s) links from the server become a download button (never `javascript:` or a data URL). */
function safeLink(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * Where the market keeps applying to the native app (markets/<id>.json `appOnly` lists 'promotion') and
 * the page runs outside it: the spec's message and the download link from `app-download/getAddress`.
 * No link, a malformed one or a failed call: 'Please configure the link' (spec section 8).
 */
export function AppOnlyNotice() {
  const t = useT(promoTexts);
  const address = useRequest(async () => {
    try {
      return safeLink((await downloadAddress()).url);
    } catch {
      return null;
    }
  }, []);
  const link = address.data;
  return (
    <section className={styles.card} data-state={address.state}>
      <p className={styles.notice} role="alert">
        {t('promo.appOnly')}
      </p>
      {address.state === 'loading' ? (
        <p className={styles.muted}>{t('common.loading')}</p>
      ) : link ? (
        <Button block href={link} target="_blank" rel="noopener noreferrer">
          {t('promo.download')}
        </Button>
      ) : (
        <p className={styles.muted}>{t('promo.noLink')}</p>
      )}
    </section>
  );
}
