import type { FormEvent } from 'react';
import texts from '../../i18n/sections/wallet.ts';
import { useT } from '../../i18n/i18n.ts';
import { goBack } from '../../routing/hash-location.ts';
import type { ScreenProps } from '../../routing/routes.ts';
import { market } from '../../store/market.ts';
import { Button } from '../../ui/Button.tsx';
import { CodeField } from '../../ui/CodeField.tsx';
import { Page } from '../../ui/Page.tsx';
import { RadioList } from '../../ui/RadioList.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useAddWallet } from './useAddWallet.ts';
import styles from './wallet.module.css';
import { phoneFieldText } from '../../lib/phone.ts';

/** Step 5 (BindCard): the mobile-money wallet the loan is sent to, confirmed with a code. */
export default function AddWalletScreen({ title }: ScreenProps) {
  const t = useT(texts);
  const form = useAddWallet();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit();
  };
  return (
    <Page title={t(title)} onBack={() => goBack()} backLabel={t('common.back')}>
      <p className={styles.intro}>{t('wallet.intro')}</p>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <div className={styles.field} data-state={form.errors.wallet ? 'invalid' : 'idle'}>
          <p className={styles.label} aria-hidden="true">
            {t('wallet.choose')}
          </p>
          <RadioList
            legend={t('wallet.choose')}
            name="wallet"
            options={form.wallets.map((w) => ({ value: w.id, label: w.name }))}
            value={form.wallet}
            onChange={form.setWallet}
          />
          {form.errors.wallet ? (
            <p className={styles.error} role="alert">
              {form.errors.wallet}
            </p>
          ) : null}
        </div>
        <TextField
          label={t('wallet.accountNumber')}
          hint={t('wallet.accountHint')}
          value={form.account}
          onChange={form.setAccount}
          digitsOnly
          maxLength={market.nationalNumberLength + 1}
          readPasted={(text) => phoneFieldText(text, market.callingCode)}
          inputMode="numeric"
          autoComplete="tel-national"
          error={form.errors.account}
          prefix={<span className={styles.callingCode}>{`+${market.callingCode}`}</span>}
        />
        <CodeField
          value={form.code}
          onChange={form.setCode}
          onRequestCode={form.requestCode}
          error={form.errors.code}
          hint={t('wallet.codeHint')}
        />
        <Button type="submit" block loading={form.sending}>
          {t('wallet.submit')}
        </Button>
      </form>
    </Page>
  );
}
