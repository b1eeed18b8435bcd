import texts from '../../i18n/sections/permissions.ts';
import { useT } from '../../i18n/i18n.ts';
import { disclosedData } from '../../loan/data-disclosure.ts';
import { goBack, navigate, useQuery } from '../../routing/hash-location.ts';
import type { ScreenProps } from '../../routing/routes.ts';
import { safeRedirect } from '../../routing/safe-redirect.ts';
import { market } from '../../store/market.ts';
import { Button } from '../../ui/Button.tsx';
import { CheckIcon, CloseIcon } from '../../ui/icons/controls.tsx';
import { Page } from '../../ui/Page.tsx';
import styles from './permissions.module.css';

/**
 * `/pop` and `/pre`: what the app asks the phone for in this market and every kind of data the native app
 * will be asked to collect (the data-collection gate's own list: src/loan/data-disclosure.ts), why, and
 * what happens if the borrower says no; what it never asks for; and that nobody else is ever contacted
 * (docs/decisions.md). Everything listed comes from markets/<id>.json. "I understand" goes back, or to `redirect`.
 */
export default function PermissionsScreen({ title }: ScreenProps) {
  const t = useT(texts);
  const { redirect } = useQuery();
  const done = () => (redirect ? navigate(safeRedirect(redirect, '/'), { replace: true }) : goBack());
  return (
    <Page title={t(title)} onBack={() => goBack()} backLabel={t('common.back')}>
      <p className={styles.intro}>{t('permissions.intro', { app: market.appName })}</p>
      <h2 className={styles.heading}>{t('permissions.asksTitle')}</h2>
      <ul className={styles.list}>
        {disclosedData().map((id) => (
          <li key={id} className={styles.item} data-permission={id}>
            <h3 className={styles.itemTitle}>
              <CheckIcon size="1.25em" />
              <span>{t(`permissions.items.${id}.title`)}</span>
            </h3>
            <dl className={styles.facts}>
              <dt>{t('permissions.purpose')}</dt>
              <dd>{t(`permissions.items.${id}.purpose`)}</dd>
              <dt>{t('permissions.ifRefused')}</dt>
              <dd>{t(`permissions.items.${id}.ifRefused`)}</dd>
            </dl>
          </li>
        ))}
      </ul>
      <h2 className={styles.heading}>{t('permissions.neverTitle')}</h2>
      <ul className={styles.never}>
        {market.neverAsks.map((id) => (
          <li key={id} data-never={id}>
            <CloseIcon size="1.25em" />
            <span>{t(`permissions.never.${id}`)}</span>
          </li>
        ))}
      </ul>
      <p className={styles.promise}>{t('permissions.noOneContacted')}</p>
      <Button block onClick={done}>
        {t('permissions.understand')}
      </Button>
    </Page>
  );
}
