import authTexts from '../../i18n/sections/auth.ts';
import type { FormEvent } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { market } from '../../store/market.ts';
import { PATHS } from '../../routing/routes.ts';
import { Button } from '../../ui/Button.tsx';
import { AgreementCheckbox } from '../../ui/AgreementCheckbox.tsx';
import { CodeField } from '../../ui/CodeField.tsx';
import { TextField } from '../../ui/TextField.tsx';
import styles from './auth.module.css';
import { useMobileAuth, type AuthMode } from './useMobileAuth.ts';
import { phoneFieldText } from '../../lib/phone.ts';

export interface MobileAuthFormProps {
  mode: AuthMode;
  /** After a successful login or registration. */
  onDone: () => void;
  /** The number belongs to the other screen (registered on register, unknown on login). */
  onDetour: (to: AuthMode) => void;
}

/** Mobile number, verification code and (register) agreement: the form of the login and register screens. */
export function MobileAuthForm({ mode, onDone, onDetour }: MobileAuthFormProps) {
  const t = useT(authTexts);
  const form = useMobileAuth(mode, onDone, onDetour);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit();
  };
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <TextField
        label={t('auth.mobile')}
        value={form.mobile}
        onChange={form.setMobile}
        digitsOnly
        maxLength={market.nationalNumberLength + 1}
        readPasted={(text) => phoneFieldText(text, form.callingCode)}
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder={t('auth.mobilePlaceholder')}
        error={form.errors.mobile}
        prefix={
          <a
            className={styles.callingCode}
            href={`#${PATHS.nation}`}
            aria-label={t('auth.countryCode', { code: form.callingCode })}
          >
            {`+${form.callingCode}`}
          </a>
        }
      />
      <CodeField
        value={form.code}
        onChange={form.setCode}
        onRequestCode={form.requestCode}
        error={form.errors.code}
      />
      {mode === 'register' ? (
        // The privacy policy and the terms open in a sheet over the form: the number and code stay typed.
        <AgreementCheckbox
          checked={form.agreed}
          onCheckedChange={form.setAgreed}
          error={form.errors.agree}
          documents={[{ id: 'privacy' }, { id: 'terms' }]}
        />
      ) : null}
      <Button type="submit" block loading={form.sending}>
        {mode === 'login' ? t('auth.login') : t('auth.register')}
      </Button>
    </form>
  );
}
