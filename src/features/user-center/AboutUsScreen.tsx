import texts from '../../i18n/sections/userCenter.ts';
import { version } from '../../../package.json';
import { useChosenLanguage, useT } from '../../i18n/i18n.ts';
import { goBack } from '../../routing/hash-location.ts';
import { PATHS, type ScreenProps } from '../../routing/routes.ts';
import { inLanguage, market } from '../../store/market.ts';
import { Page } from '../../ui/Page.tsx';
import styles from './user-center.module.css';

/** About us: the app, the licensed lender behind it (markets/<id>.json `lender`) and the app's version. */
export default function AboutUsScreen({ title }: ScreenProps) {
  const t = useT(texts);
  const lang = useChosenLanguage();
  const { lender } = market;
  const facts = [
    ['userCenter.lender', lender.name],
    ['userCenter.licence', inLanguage(lender.licence, lang)],
    ['userCenter.regulator', lender.regulator],
    ['userCenter.address', lender.address],
    ['userCenter.version', version],
  ] as const;
  return (
    <Page title={t(title)} onBack={() => goBack(PATHS.me)} backLabel={t('common.back')}>
      <section className={styles.card} aria-labelledby="about-app">
        <h2 id="about-app" className={styles.appName}>
          {market.appName}
        </h2>
        <p className={styles.body}>{t('userCenter.aboutBody', { appName: market.appName })}</p>
      </section>
      <section className={styles.card} aria-labelledby="about-lender">
        <h2 id="about-lender" className={styles.sectionTitle}>
          {t('userCenter.lenderTitle')}
        </h2>
        <dl className={styles.facts}>
          {facts.map(([key, value]) => (
            <div key={key}>
              <dt>{t(key)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </Page>
  );
}
