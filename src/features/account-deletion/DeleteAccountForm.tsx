import deleteAccountTexts from '../../i18n/sections/deleteAccount.ts';
import { useId, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { useT } from '../../i18n/i18n.ts';
import { formatPhone } from '../../lib/phone.ts';
import { session } from '../../store/session.ts';
import { Button } from '../../ui/Button.tsx';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { CodeField } from '../../ui/CodeField.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import styles from './account-deletion.module.css';
import { REASONS, reasonKey } from './reasons.ts';
import { useDeleteAccount } from './useDeleteAccount.ts';

/**
 * One reason (check boxes, as the original app has them: ticking a second one is refused with 'Choose
 * only one reason'), the delete verification code with the login screen's resend countdown, and the
 * delete button, which asks once more before the account goes.
 */
export function DeleteAccountForm({ onRefused }: { onRefused: () => void }) {
  const t = useT(deleteAccountTexts);
  const form = useDeleteAccount(onRefused);
  const { userInfo } = useSnapshot(session);
  const errorId = useId();
  const mobile = userInfo ? formatPhone(userInfo.mobile) : '';
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit();
  };
  return (
    <>
      <p className={styles.intro}>{t('deleteAccount.intro')}</p>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <fieldset
          className={styles.reasons}
          data-state={form.errors.reason ? 'invalid' : 'idle'}
          aria-describedby={form.errors.reason ? errorId : undefined}
        >
          <legend className={styles.legend}>{t('deleteAccount.reasonsLegend')}</legend>
          {REASONS.map((reason) => (
            <Checkbox
              key={reason}
              name="reason"
              checked={form.reasons.includes(reason)}
              onCheckedChange={(checked) => form.toggle(reason, checked)}
              label={t(reasonKey(reason))}
              invalid={Boolean(form.errors.reason)}
              describedBy={form.errors.reason ? errorId : undefined}
            />
          ))}
          <p id={errorId} className={styles.error} role="alert">
            {form.errors.reason ?? ''}
          </p>
        </fieldset>
        <CodeField
          value={form.code}
          onChange={form.setCode}
          onRequestCode={form.requestCode}
          error={form.errors.code}
          hint={mobile ? t('deleteAccount.codeHint', { mobile }) : undefined}
        />
        <Button type="submit" block loading={form.busy}>
          {t('deleteAccount.submit')}
        </Button>
      </form>
      <Dialog
        open={form.confirming}
        onOpenChange={form.setConfirming}
        title={t('deleteAccount.confirmTitle')}
        description={t('deleteAccount.confirmBody')}
        actions={
          <>
            <Button variant="secondary" onClick={() => form.setConfirming(false)}>
              {t('common.cancel')}
            </Button>
            <Button onClick={() => void form.confirm()}>{t('deleteAccount.confirm')}</Button>
          </>
        }
      />
    </>
  );
}
