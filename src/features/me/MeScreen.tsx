import meTexts from '../../i18n/sections/me.ts';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { feedbackRedDot } from '../../api/feedback.ts';
import { couponQuantity } from '../../api/lottery.ts';
import { homepageData } from '../../api/portal.ts';
import { refreshUserInfo } from '../../api/security.ts';
import { useRequest } from '../../lib/useRequest.ts';
import { useT } from '../../i18n/i18n.ts';
import { formatPhone } from '../../lib/phone.ts';
import { PATHS, withQuery, type ScreenProps } from '../../routing/routes.ts';
import { walletName } from '../../store/market.ts';
import { session } from '../../store/session.ts';
import { Button } from '../../ui/Button.tsx';
import { Cell } from '../../ui/Cell.tsx';
import { CellGroup } from '../../ui/CellGroup.tsx';
import {
  CouponIcon,
  DocumentIcon,
  FeedbackIcon,
  HeadsetIcon,
  HelpIcon,
  InfoIcon,
  SettingsIcon,
  WalletIcon,
} from '../../ui/icons/menu.tsx';
import { Page } from '../../ui/Page.tsx';
import styles from './me.module.css';

/**
 * Profile: greeting, login entry when logged out, and the menu: coupons (with how many are unused, for a
 * borrower), the feedback centre, help pages, settings and the agreements.
 */
export default function MeScreen({ title }: ScreenProps) {
  const t = useT(meTexts);
  const { token, userInfo } = useSnapshot(session);

  // Fresh user info each visit: the name appears once personal info is saved.
  useEffect(() => {
    if (token) void refreshUserInfo();
  }, [token]);
  // The count is a hint on the entry: without it (a visitor, a failed call) the entry still leads there.
  const coupons = useRequest(() => (token ? couponQuantity() : Promise.resolve(null)), [token]);
  const unused = coupons.state === 'ready' ? coupons.data?.quantity : undefined;
  // The wallet the money goes to, as the latest loan has it (there is no call for the wallet alone), and
  // unread feedback replies: both hints on their entries, nothing lost without them.
  const wallet = useRequest(
    async () =>
      token ? ((await homepageData({ background: true, quiet: true })).order?.wallet ?? null) : null,
    [token],
  );
  const unread = useRequest(() => (token ? feedbackRedDot() : Promise.resolve(null)), [token]);
  const walletValue = wallet.data
    ? `${walletName(wallet.data.wallet)} ${formatPhone(wallet.data.accountNumber)}`
    : undefined;

  const name = userInfo?.firstName || (userInfo ? formatPhone(userInfo.mobile) : '');
  return (
    <Page title={t(title)} withTabBar>
      <section className={styles.profile} aria-labelledby="me-greeting">
        <h2 id="me-greeting" className={styles.greeting}>
          {token && name ? t('me.greeting', { name }) : t('me.greetingGuest')}
        </h2>
        {token ? null : (
          <>
            <p className={styles.guest}>{t('me.guestBody')}</p>
            <Button block href={`#${withQuery(PATHS.login, { redirect: PATHS.me })}`}>
              {t('me.loginEntry')}
            </Button>
          </>
        )}
      </section>
      <CellGroup>
        <Cell
          icon={<CouponIcon />}
          label={t('me.coupon')}
          value={unused === undefined ? undefined : t('me.couponsAvailable', { count: unused })}
          href={`#${PATHS.coupons}`}
        />
        <Cell
          icon={<FeedbackIcon />}
          label={t('me.feedback')}
          href={`#${PATHS.feedbackList}`}
          dot={unread.data && unread.data.unread > 0 ? t('me.feedbackUnread') : undefined}
        />
      </CellGroup>
      {token ? (
        <CellGroup>
          {/* Seen and changed with the add-wallet form (a failed payout sends the borrower here too). */}
          <Cell
            icon={<WalletIcon />}
            label={t('me.wallet')}
            value={walletValue}
            href={`#${PATHS.addBankCard}`}
          />
        </CellGroup>
      ) : null}
      <CellGroup>
        <Cell icon={<HelpIcon />} label={t('me.faq')} href={`#${PATHS.faq}`} />
        <Cell icon={<InfoIcon />} label={t('me.about')} href={`#${PATHS.aboutUs}`} />
        <Cell icon={<HeadsetIcon />} label={t('me.customerService')} href={`#${PATHS.customerServices}`} />
        <Cell icon={<SettingsIcon />} label={t('me.settings')} href={`#${PATHS.settings}`} />
      </CellGroup>
      <CellGroup title={t('me.agreements')}>
        <Cell icon={<DocumentIcon />} label={t('me.privacy')} href={`#${PATHS.privacy}`} />
        <Cell icon={<DocumentIcon />} label={t('me.terms')} href={`#${PATHS.service}`} />
        <Cell icon={<DocumentIcon />} label={t('me.renewal')} href={`#${PATHS.convenios}`} />
      </CellGroup>
    </Page>
  );
}
