import texts from '../../i18n/sections/promo.ts';
import type { ReactNode } from 'react';
import { useT, type MessageKey } from '../../i18n/i18n.ts';
import { needsApp } from '../../loan/app-only.ts';
import { goBack } from '../../routing/hash-location.ts';
import { Page } from '../../ui/Page.tsx';
import { AppOnlyNotice } from './AppOnlyNotice.tsx';
import styles from './promo.module.css';
import { useAffiliateLink } from './useAffiliateLink.ts';

export interface PromoPageProps {
  title: MessageKey;
  /** A back button (the entry and confirmation pages); the landing pages are where a link starts. */
  back?: boolean;
  children: ReactNode;
}

/** The frame of every promotion page: keeps the link's affiliate id before any request is made. */
export function PromoPage({ title, back = false, children }: PromoPageProps) {
  const t = useT(texts);
  useAffiliateLink();
  const frame = back ? { onBack: () => goBack(), backLabel: t('common.back') } : {};
  return (
    <Page title={t(title)} {...frame}>
      <div className={styles.stack}>{children}</div>
    </Page>
  );
}

/**
 * A promotion page's action (the number entry, 'Get started', the offer's 'Continue'), or, where the
 * market's `appOnly` setting lists 'promotion' and the page runs outside the app, 'In order to avoid
 * misuse, please apply in the APP' with the download link instead.
 */
export function PromoAction({ children }: { children: ReactNode }) {
  return needsApp('promotion') ? <AppOnlyNotice /> : children;
}
