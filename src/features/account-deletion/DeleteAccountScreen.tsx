import { useState } from 'react';
import { useSnapshot } from 'valtio';
import texts from '../../i18n/sections/deleteAccount.ts';
import { deleteCheck } from '../../api/user.ts';
import { useRequest } from '../../lib/useRequest.ts';
import { useT } from '../../i18n/i18n.ts';
import { LoginFirst } from '../../loan-ui/LoginFirst.tsx';
import { goBack } from '../../routing/hash-location.ts';
import { PATHS, type ScreenProps } from '../../routing/routes.ts';
import { session } from '../../store/session.ts';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { LoadingLine } from '../../ui/LoadingLine.tsx';
import { AlertIcon } from '../../ui/icons/status.tsx';
import { Page } from '../../ui/Page.tsx';
import styles from './account-deletion.module.css';
import { DeleteAccountForm } from './DeleteAccountForm.tsx';

/**
 * Delete account (`/user_center/delete_account`): first the delete check — a borrower with an unpaid
 * loan or a pending application is told so and goes no further — then the form (one reason, the delete
 * verification code, a last confirmation). Not guarded in the spec's route table: a visitor is asked to
 * log in and comes back here.
 */
export default function DeleteAccountScreen({ title }: ScreenProps) {
  const t = useT(texts);
  const { token } = useSnapshot(session);
  return (
    <Page title={t(title)} onBack={() => goBack(PATHS.settings)} backLabel={t('common.back')}>
      {token ? <DeleteAccount /> : <LoginFirst />}
    </Page>
  );
}

function DeleteAccount() {
  const t = useT(texts);
  const check = useRequest(() => deleteCheck(), []);
  // The deletion itself may find an open loan the check did not (a loan applied for meanwhile).
  const [refusedLater, setRefusedLater] = useState(false);
  const refused = refusedLater || check.data?.deletable === false;
  const state = refused ? 'refused' : check.state === 'ready' ? 'form' : check.state;

  return (
    <div className={styles.screen} data-state={state}>
      {refused ? (
        <EmptyState
          tone="error"
          icon={<AlertIcon size={44} strokeWidth={1.5} />}
          title={t('deleteAccount.notDeletable')}
          action={
            <Button block variant="secondary" onClick={() => goBack(PATHS.settings)}>
              {t('deleteAccount.back')}
            </Button>
          }
        />
      ) : check.state === 'failed' ? (
        <ErrorState
          message={t('deleteAccount.checkFailed')}
          retryLabel={t('common.retry')}
          onRetry={check.retry}
        />
      ) : check.state === 'loading' || !check.data ? (
        <LoadingLine>{t('deleteAccount.checking')}</LoadingLine>
      ) : (
        <DeleteAccountForm onRefused={() => setRefusedLater(true)} />
      )}
    </div>
  );
}
