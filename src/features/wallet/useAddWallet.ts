import walletTexts from '../../i18n/sections/wallet.ts';
import authTexts from '../../i18n/sections/auth.ts';
import { useRef, useState } from 'react';
import { ApiError, CODE_REFUSALS } from '../../api/errors.ts';
import { errorMessage } from '../../api/http.ts';
import { getVerifyCode } from '../../api/security.ts';
import { askForCode } from '../../flows/ask-for-code.ts';
import { addBankCard } from '../../api/user.ts';
import type { WalletId } from '../../contract/entities.ts';
import { textsOf } from '../../i18n/i18n.ts';
import { nationalForm } from '../../lib/phone.ts';
import { routeByStep } from '../../loan/steps.ts';
import { navigate } from '../../routing/hash-location.ts';
import { PATHS } from '../../routing/routes.ts';
import { market } from '../../store/market.ts';
import { session } from '../../store/session.ts';
import { showToast } from '../../store/toasts.ts';

const t = textsOf(authTexts, walletTexts);

export interface WalletErrors {
  wallet?: string;
  account?: string;
  code?: string;
}

/**
 * The wallet form: which wallet, its mobile-money number (the login number to start with), and the
 * code sent to that number. Messages are the login screen's for the number and the code; the server's
 * "invalid code" sits under the code field. A second tap while saving sends nothing.
 */
export function useAddWallet() {
  const only = market.wallets.length === 1 ? market.wallets[0]?.id : undefined;
  const [wallet, setWallet] = useState<WalletId | ''>(only ?? '');
  const [account, setAccount] = useState(() => session.userInfo?.mobile ?? '');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<WalletErrors>({});
  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);
  const countryCode = session.userInfo?.countryCode || market.callingCode;

  const accountError = (): string | undefined => {
    if (!account.trim()) return t('auth.mobileRequired');
    return nationalForm(account) ? undefined : t('auth.mobileInvalid');
  };

  /** "Get code": the seconds to count down when a code was sent to the wallet's number, else false. */
  async function requestCode(): Promise<number | false> {
    const problem = accountError();
    setErrors((current) => ({ ...current, account: problem }));
    const mobile = nationalForm(account);
    if (problem || !mobile) return false;
    return askForCode(() => getVerifyCode({ mobile, countryCode, type: 'bindCard' }));
  }

  async function submit(): Promise<void> {
    if (sendingRef.current) return;
    const next: WalletErrors = {
      wallet: wallet ? undefined : t('wallet.walletRequired'),
      account: accountError(),
      code: code.trim() ? undefined : t('auth.codeRequired'),
    };
    setErrors(next);
    const accountNumber = nationalForm(account);
    if (!wallet || !accountNumber || next.code) return;
    sendingRef.current = true;
    setSending(true);
    try {
      const step = await addBankCard({ wallet, accountNumber, code: code.trim() });
      showToast(t('wallet.added'), { kind: 'success' });
      // Done: the screen is on its way out, so further taps send nothing.
      if (!routeByStep(step.stepCode, step.query, navigate)) navigate(PATHS.home);
    } catch (error) {
      sendingRef.current = false;
      setSending(false);
      // Quiet call: the API layer toasts only transport failures and session codes.
      if (error instanceof ApiError && error.kind === 'business') {
        if (CODE_REFUSALS.has(error.code)) setErrors({ code: errorMessage(error) });
        else showToast(errorMessage(error), { kind: 'error' });
      }
    }
  }

  return {
    wallets: market.wallets,
    wallet,
    setWallet: (id: string) => setWallet(market.wallets.find((w) => w.id === id)?.id ?? ''),
    account,
    setAccount,
    code,
    setCode,
    errors,
    sending,
    requestCode,
    submit,
  };
}
