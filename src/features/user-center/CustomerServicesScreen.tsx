import meTexts from '../../i18n/sections/me.ts';
import texts from '../../i18n/sections/userCenter.ts';
import { useT } from '../../i18n/i18n.ts';
import { goBack } from '../../routing/hash-location.ts';
import { PATHS, type ScreenProps } from '../../routing/routes.ts';
import { market } from '../../store/market.ts';
import { Cell } from '../../ui/Cell.tsx';
import { CellGroup } from '../../ui/CellGroup.tsx';
import { Page } from '../../ui/Page.tsx';
import { FeedbackIcon } from '../../ui/icons/menu.tsx';
import { ClockIcon, MailIcon, PhoneIcon } from './icons.tsx';
import styles from './user-center.module.css';

/** What a `tel:` link dials: the printed number without its spaces. */
const dialled = (phone: string) => phone.replace(/[^\d+]/g, '');

/**
 * Customer service: the support hours and every way to reach support, from the market's data
 * (markets/<id>.json `support`), and the feedback centre. Each contact is a 44 px+ link that calls or writes.
 */
export default function CustomerServicesScreen({ title }: ScreenProps) {
  const t = useT(meTexts, texts);
  const { support } = market;
  return (
    <Page title={t(title)} onBack={() => goBack(PATHS.me)} backLabel={t('common.back')}>
      <p className={styles.intro}>{t('userCenter.help')}</p>
      <CellGroup title={t('userCenter.hoursTitle')}>
        <Cell
          icon={<ClockIcon />}
          label={
            <span className={styles.hours}>
              {t('userCenter.hours', {
                opens: support.opens,
                closes: support.closes,
                timeZone: support.timeZone,
              })}
            </span>
          }
        />
      </CellGroup>
      <CellGroup title={t('userCenter.contactTitle')}>
        <Cell
          icon={<PhoneIcon />}
          label={t('userCenter.call', { phone: support.phone })}
          description={t('userCenter.phone')}
          href={`tel:${dialled(support.phone)}`}
        />
        <Cell
          icon={<MailIcon />}
          label={t('userCenter.write', { email: support.email })}
          description={t('userCenter.email')}
          href={`mailto:${support.email}`}
        />
      </CellGroup>
      <CellGroup>
        <Cell
          icon={<FeedbackIcon />}
          label={t('me.feedback')}
          description={t('userCenter.feedbackBody')}
          href={`#${PATHS.feedbackList}`}
        />
      </CellGroup>
    </Page>
  );
}
