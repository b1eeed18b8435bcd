import { useState } from 'react';
import texts from '../../i18n/sections/cashier.ts';
import { useSnapshot } from 'valtio';
import { latestProof, payChannels } from '../../api/payment.ts';
import { useRequest } from '../../lib/useRequest.ts';
import type { PaymentProof } from '../../contract/entities.ts';
import { useT } from '../../i18n/i18n.ts';
import { goBack, navigate, useQuery } from '../../routing/hash-location.ts';
import { PATHS, type ScreenProps } from '../../routing/routes.ts';
import { Button } from '../../ui/Button.tsx';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { Page } from '../../ui/Page.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { session } from '../../store/session.ts';
import { LoginFirst } from '../../loan-ui/LoginFirst.tsx';
import { ProblemNote } from './ProblemNote.tsx';
import { checkProof, proofFields, type ProofErrors, type ProofValues } from './proof-form.ts';
import { ProofForm } from './ProofForm.tsx';
import { ProofReview } from './ProofReview.tsx';
import { useProofSend } from './useProofSend.ts';
import { usePolling } from '../../loan-ui/usePolling.ts';
import styles from './cashier.module.css';

/**
 * The manual payment proof (`#/repay/proof?orderNo=…[&amount=…&channelId=…]`): a payment the loan does
 * not show yet is proved with a screenshot (compressed on the phone, sent with progress and Cancel), then
 * reviewed within 48 hours; the screen follows the review and shows its result.
 */
export default function PaymentProofScreen({ title }: ScreenProps) {
  const t = useT(texts);
  const query = useQuery();
  const { token } = useSnapshot(session);
  const orderNo = (query.orderNo ?? '').trim();
  return (
    <Page title={t(title)} onBack={() => goBack()} backLabel={t('common.back')}>
      <div className={styles.body}>
        <p className={styles.muted}>{t('cashier.proof.intro')}</p>
        <p className={styles.muted}>{t('cashier.proof.review48')}</p>
        {!token ? (
          <LoginFirst />
        ) : orderNo ? (
          <ProofBody orderNo={orderNo} query={query} />
        ) : (
          <>
            <ProblemNote problem={{ key: 'cashier.messages.orderNoEmpty' }} />
            <Button block variant="secondary" onClick={() => navigate(PATHS.home)}>
              {t('screens.goHome')}
            </Button>
          </>
        )}
      </div>
    </Page>
  );
}

/** The latest proof, wrapped so that "none yet" (null) differs from "not asked yet". */
type Latest = { proof: PaymentProof | null };

function ProofBody({ orderNo, query }: { orderNo: string; query: Record<string, string> }) {
  const t = useT(texts);
  const channels = useRequest(() => payChannels(), []);
  const [values, setValues] = useState<ProofValues>({
    channelId: query.channelId ?? '',
    amount: query.amount ?? '',
    transactionId: '',
    file: null,
  });
  const [errors, setErrors] = useState<ProofErrors>({});
  const [sent, setSent] = useState<PaymentProof | null>(null);
  const sending = useProofSend(setSent);
  // Asked again after each send, until the review has a result.
  const poll = usePolling<Latest>(
    `${orderNo}|${sent?.proofId ?? ''}`,
    () => latestProof(orderNo, { background: true, quiet: true }).then((proof) => ({ proof })),
    (latest) => latest.proof?.state !== 'reviewing',
  );
  const polled = poll.value?.proof ?? null;
  const proof = sent && polled?.proofId !== sent.proofId ? sent : polled;

  const submit = () => {
    const found = checkProof(values);
    setErrors(found);
    if (Object.keys(found).length > 0 || !values.file) return;
    sending.send(values.file, proofFields(orderNo, values));
  };

  if (channels.state === 'failed') {
    return (
      <ErrorState message={t('cashier.loadFailed')} retryLabel={t('common.retry')} onRetry={channels.retry} />
    );
  }
  if (channels.state === 'loading' || (!poll.value && !poll.failing && !sent)) return <Spinner size={40} />;
  return (
    <div data-state={proof?.state ?? 'none'}>
      {proof ? <ProofReview proof={proof} /> : null}
      {proof?.state === 'reviewing' || proof?.state === 'accepted' ? null : (
        <ProofForm
          channels={channels.data?.channels ?? []}
          values={values}
          errors={errors}
          onChange={(next) => {
            setValues((v) => ({ ...v, ...next }));
            setErrors((e) => {
              const kept = { ...e };
              for (const key of Object.keys(next)) delete kept[key as keyof ProofValues];
              return kept;
            });
          }}
          onSubmit={submit}
          sending={sending}
        />
      )}
    </div>
  );
}
