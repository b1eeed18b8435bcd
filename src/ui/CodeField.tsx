import authTexts from '../i18n/sections/auth.ts';
import { useT } from '../i18n/i18n.ts';
import styles from './CodeField.module.css';
import { CountdownButton } from './CountdownButton.tsx';
import { TextField } from './TextField.tsx';

/** Digits of an SMS verification code (login, register, wallet, account deletion). */
export const CODE_LENGTH = 6;

export type CodeFieldProps = {
  value: string;
  onChange: (value: string) => void;
  /** Asks the server to send a code; see CountdownButton for what its result means. */
  onRequestCode: () => unknown;
  error?: string;
  /** Where the code was sent, e.g. t('wallet.codeHint'). */
  hint?: string;
};

/**
 * The verification code: the field, its "Get code" button with the resend countdown, and in sandbox builds
 * the fixed sandbox code under it. The one ui part with texts of its own: they are the same on every
 * screen that asks for a code (`auth.*`, in the first load).
 */
export function CodeField({ value, onChange, onRequestCode, error, hint }: CodeFieldProps) {
  const t = useT(authTexts);
  return (
    <>
      <TextField
        label={t('auth.code')}
        hint={hint}
        value={value}
        onChange={onChange}
        digitsOnly
        maxLength={CODE_LENGTH}
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder={t('auth.codePlaceholder')}
        error={error}
        trailing={
          <CountdownButton
            label={t('auth.getCode')}
            countdownLabel={(s) => t('auth.resendIn', { s })}
            onClick={onRequestCode}
          />
        }
      />
      {__SANDBOX_VERIFY_CODE__ ? (
        <p className={styles.sandbox} data-testid="sandbox-code">
          {t('auth.sandboxCode', { code: __SANDBOX_VERIFY_CODE__ })}
        </p>
      ) : null}
    </>
  );
}
