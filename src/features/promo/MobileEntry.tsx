import promoTexts from '../../i18n/sections/promo.ts';
import authTexts from '../../i18n/sections/auth.ts';
import { useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { existsByMobile } from '../../api/security.ts';
import { type KeysOf, type MessageKey, useT } from '../../i18n/i18n.ts';
import { nationalForm, phoneFieldText } from '../../lib/phone.ts';
import { useSingleFlight } from '../../lib/useSingleFlight.ts';
import { navigate } from '../../routing/hash-location.ts';
import { PATHS, withQuery } from '../../routing/routes.ts';
import { authDraft, prefillMobile } from '../../store/auth-draft.ts';
import { market } from '../../store/market.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import styles from './promo.module.css';

/** After registering or logging in from a promotion page, the borrower lands on its loan confirmation. */
const AFTER_SIGN_IN = { redirect: PATHS.yx2ConfirmBorrow };

/**
 * The promotion pages' mobile-number entry (`/yx3`, and inline on `/yx2`): the login screen's number
 * rules and messages, then `security/existsByMobile`. A new number goes on to registration with the number
 * filled in (the login and register screens' draft, src/store/auth-draft.ts); a registered one gets
 * 'This number has been registered, please login directly' and a way to log in with it.
 */
export function MobileEntry() {
  const t = useT(authTexts, promoTexts);
  const { mobile, callingCode } = useSnapshot(authDraft);
  const [error, setError] = useState<MessageKey | KeysOf<typeof authTexts> | undefined>();
  const [registered, setRegistered] = useState(false);

  const [next, checking] = useSingleFlight(async () => {
    setRegistered(false);
    const national = mobile.trim() ? nationalForm(mobile) : null;
    if (!national) {
      setError(mobile.trim() ? 'auth.mobileInvalid' : 'auth.mobileRequired');
      return;
    }
    setError(undefined);
    const { exists } = await existsByMobile({ mobile: national, countryCode: callingCode });
    if (exists) {
      setRegistered(true);
      setError('errors.alreadyRegistered');
      return;
    }
    navigate(withQuery(PATHS.register, AFTER_SIGN_IN));
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void next();
  };

  return (
    <form className={styles.stack} onSubmit={onSubmit} noValidate>
      <TextField
        label={t('auth.mobile')}
        value={mobile}
        onChange={(value) => {
          prefillMobile(value);
          setRegistered(false);
        }}
        digitsOnly
        maxLength={market.nationalNumberLength + 1}
        readPasted={(text) => phoneFieldText(text, callingCode)}
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder={t('auth.mobilePlaceholder')}
        error={error ? t(error) : undefined}
        prefix={
          <a
            className={styles.callingCode}
            href={`#${PATHS.nation}`}
            aria-label={t('auth.countryCode', { code: callingCode })}
          >
            {`+${callingCode}`}
          </a>
        }
      />
      <Button type="submit" block loading={checking}>
        {t('promo.next')}
      </Button>
      {registered ? (
        <Button variant="secondary" block href={`#${withQuery(PATHS.login, AFTER_SIGN_IN)}`}>
          {t('promo.toLogin')}
        </Button>
      ) : null}
    </form>
  );
}
