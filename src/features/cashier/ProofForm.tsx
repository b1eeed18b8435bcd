import cashierTexts from '../../i18n/sections/cashier.ts';
import { useEffect, useRef, type FormEvent } from 'react';
import type { PayChannel } from '../../contract/entities.ts';
import { useT } from '../../i18n/i18n.ts';
import { Button } from '../../ui/Button.tsx';
import { FileButton } from '../../ui/FileButton.tsx';
import { ProgressBar } from '../../ui/ProgressBar.tsx';
import { RadioList } from '../../ui/RadioList.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { ProblemNote } from './ProblemNote.tsx';
import { MAX_TRANSACTION_ID, type ProofErrors, type ProofValues } from './proof-form.ts';
import type { ProofSend } from './useProofSend.ts';
import styles from './cashier.module.css';

export interface ProofFormProps {
  channels: readonly PayChannel[];
  values: ProofValues;
  errors: ProofErrors;
  onChange: (next: Partial<ProofValues>) => void;
  onSubmit: () => void;
  sending: ProofSend;
}

/** How the borrower paid, how much, the screenshot, and Send with progress and Cancel. */
export function ProofForm({ channels, values, errors, onChange, onSubmit, sending }: ProofFormProps) {
  const t = useT(cashierTexts);
  const busy = sending.state === 'compressing' || sending.state === 'uploading';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate data-state={sending.state}>
      <div className={styles.field}>
        <p className={styles.fieldLabel} aria-hidden="true">
          {t('cashier.proof.channel')}
        </p>
        <RadioList
          legend={t('cashier.proof.channel')}
          name="proof-channel"
          options={channels.map((channel) => ({ value: channel.channelId, label: channel.name }))}
          value={values.channelId}
          onChange={(channelId) => onChange({ channelId })}
        />
        {errors.channelId ? (
          <p className={styles.error} role="alert">
            {t(errors.channelId)}
          </p>
        ) : null}
      </div>
      <div className={styles.field}>
        <TextField
          label={t('cashier.proof.amount')}
          hint={t('cashier.proof.amountHint')}
          value={values.amount}
          onChange={(amount) => onChange({ amount })}
          inputMode="decimal"
          error={errors.amount ? t(errors.amount) : undefined}
        />
      </div>
      <div className={styles.field}>
        <TextField
          label={t('cashier.proof.transactionId')}
          hint={t('cashier.proof.transactionHint')}
          value={values.transactionId}
          onChange={(transactionId) => onChange({ transactionId })}
          maxLength={MAX_TRANSACTION_ID}
          autoComplete="off"
        />
      </div>
      <div className={styles.field}>
        <p className={styles.fieldLabel}>{t('cashier.proof.screenshot')}</p>
        {values.file ? <Screenshot file={values.file} alt={t('cashier.proof.previewAlt')} /> : null}
        {busy ? null : (
          <FileButton accept="image/*" onFile={(file) => onChange({ file })} block>
            {t(values.file ? 'cashier.proof.chooseAnother' : 'cashier.proof.choose')}
          </FileButton>
        )}
        {errors.file ? (
          <p className={styles.error} role="alert">
            {t(errors.file)}
          </p>
        ) : null}
      </div>
      <ProblemNote problem={sending.problem} />
      <p className={styles.status} aria-live="polite">
        {sending.state === 'compressing'
          ? t('cashier.proof.preparing')
          : sending.state === 'uploading'
            ? t('cashier.proof.uploading')
            : sending.state === 'cancelled'
              ? t('cashier.proof.cancelled')
              : null}
      </p>
      {busy ? (
        <div className={styles.actions}>
          <ProgressBar label={t('cashier.proof.progress')} value={sending.progress} />
          <Button block variant="secondary" onClick={sending.cancel} aria-label={t('cashier.proof.cancel')}>
            {t('common.cancel')}
          </Button>
        </div>
      ) : (
        <Button type="submit" block>
          {t('cashier.proof.send')}
        </Button>
      )}
    </form>
  );
}

/** The chosen picture through an object URL, revoked when it changes or goes (never base64 in state). */
function Screenshot({ file, alt }: { file: Blob; alt: string }) {
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = ref.current;
    if (!img) return;
    const url = URL.createObjectURL(file);
    img.src = url;
    return () => {
      img.removeAttribute('src');
      URL.revokeObjectURL(url);
    };
  }, [file]);
  return <img ref={ref} className={styles.preview} alt={alt} />;
}
