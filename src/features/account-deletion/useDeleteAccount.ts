import deleteAccountTexts from '../../i18n/sections/deleteAccount.ts';
import authTexts from '../../i18n/sections/auth.ts';
import { useRef, useState } from 'react';
import { ApiError, CODE_REFUSALS } from '../../api/errors.ts';
import { errorMessage } from '../../api/http.ts';
import { getVerifyCodeDeleteUser, verifyCodeDeleteUser } from '../../api/security.ts';
import { askForCode } from '../../flows/ask-for-code.ts';
import { deleteUser } from '../../api/user.ts';
import { nativeLogout } from '../../bridge/actions.ts';
import { BusinessCode } from '../../contract/codes.ts';
import { textsOf } from '../../i18n/i18n.ts';
import { navigate } from '../../routing/hash-location.ts';
import { PATHS } from '../../routing/routes.ts';
import { eraseAccountData } from '../../store/erase-account.ts';
import { showToast } from '../../store/toasts.ts';
import { reasonKey, type Reason } from './reasons.ts';

const t = textsOf(authTexts, deleteAccountTexts);

export interface DeleteErrors {
  reason?: string;
  code?: string;
}

/** Ends on the server's word: the account is gone (`deleted`) or an open loan stands in the way (`refused`). */
export type DeleteOutcome = 'deleted' | 'refused';

/** "Get code": the seconds to count down when the code was sent to the borrower's number, else false. */
function requestCode(): Promise<number | false> {
  return askForCode(() => getVerifyCodeDeleteUser());
}

/**
 * The deletion form: exactly one reason, the delete verification code, then a last confirmation before
 * `user/delete`. Ticking a second reason is refused with 'Choose only one reason' (the boxes stay as they
 * were); submitting without one says 'You have to choose the reason.'. A wrong code sits under the code
 * field; a server fault is told by the API layer and the chosen reason and typed code stay. Once the
 * server has deleted the account, the native app is told of the logout, everything the app stored is
 * erased and the borrower lands on Home as a visitor.
 */
export function useDeleteAccount(onRefused: () => void) {
  const [reasons, setReasons] = useState<readonly Reason[]>([]);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<DeleteErrors>({});
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  function toggle(reason: Reason, checked: boolean): void {
    if (checked && reasons.length > 0 && !reasons.includes(reason)) {
      setErrors((current) => ({ ...current, reason: t('deleteAccount.onlyOne') }));
      return;
    }
    setReasons(checked ? [reason] : reasons.filter((r) => r !== reason));
    setErrors((current) => ({ ...current, reason: undefined }));
  }

  /** A refusal the server gave in words: the code under its field, an open loan ends the form. */
  function refused(error: unknown): void {
    if (!(error instanceof ApiError) || error.kind !== 'business') return;
    if (CODE_REFUSALS.has(error.code)) setErrors({ code: errorMessage(error) });
    else if (error.code === BusinessCode.accountNotDeletable) onRefused();
    else showToast(errorMessage(error), { kind: 'error' });
  }

  async function once(action: () => Promise<void>): Promise<void> {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      await action();
    } catch (error) {
      refused(error);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  /** Checks the form and the code; the deletion itself waits for the borrower's confirmation. */
  const submit = () =>
    once(async () => {
      const next: DeleteErrors = {
        reason: reasons.length === 0 ? t('deleteAccount.reasonRequired') : undefined,
        code: code.trim() ? undefined : t('auth.codeRequired'),
      };
      setErrors(next);
      if (next.reason || next.code) return;
      await verifyCodeDeleteUser(code.trim(), { quiet: true });
      setConfirming(true);
    });

  const confirm = () =>
    once(async () => {
      const [reason] = reasons;
      if (!reason) return;
      setConfirming(false);
      await deleteUser({ reason: t(reasonKey(reason)), code: code.trim() }, { quiet: true });
      void nativeLogout();
      eraseAccountData();
      showToast(t('deleteAccount.deleted'), { kind: 'success' });
      navigate(PATHS.home, { replace: true });
    });

  return {
    reasons,
    toggle,
    code,
    setCode,
    errors,
    busy,
    confirming,
    setConfirming,
    requestCode,
    submit,
    confirm,
  };
}
