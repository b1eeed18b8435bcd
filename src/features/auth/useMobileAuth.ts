import authTexts from '../../i18n/sections/auth.ts';
import { useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { ApiError, CODE_REFUSALS } from '../../api/errors.ts';
import { BusinessCode } from '../../contract/codes.ts';
import { errorMessage } from '../../api/http.ts';
import { existsByMobile, getVerifyCode, login, register } from '../../api/security.ts';
import { askForCode } from '../../flows/ask-for-code.ts';
import { textsOf } from '../../i18n/i18n.ts';
import { nationalForm } from '../../lib/phone.ts';
import { startSignIn } from '../../store/session.ts';
import { showToast } from '../../store/toasts.ts';
import { authDraft, clearAuthDraft } from '../../store/auth-draft.ts';

const t = textsOf(authTexts);

export type AuthMode = 'login' | 'register';

interface FieldErrors {
  mobile?: string;
  code?: string;
  agree?: string;
}

/** The number as the server wants it: national form plus calling code. */
const ref = () => ({ mobile: nationalForm(authDraft.mobile) ?? '', countryCode: authDraft.callingCode });

/**
 * The login and register screens share one flow: validate the number, check whether it is
 * registered, send the code, then log in or register. Errors from the server that belong to a field
 * are shown under it; everything typed stays.
 */
export function useMobileAuth(mode: AuthMode, onDone: () => void, onDetour: (to: AuthMode) => void) {
  const draft = useSnapshot(authDraft);
  const [code, setCode] = useState('');
  const [agreed, setAgreed] = useState(mode === 'login');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);

  const mobileError = (): string | undefined => {
    if (!draft.mobile.trim()) return t('auth.mobileRequired');
    return nationalForm(draft.mobile) ? undefined : t('auth.mobileInvalid');
  };

  /** "Get code": the seconds to count down when a code was sent (the server's), else false. */
  async function requestCode(): Promise<number | false> {
    const mobile = mobileError();
    setErrors({ mobile });
    if (mobile) return false;
    const { exists } = await existsByMobile(ref());
    if (mode === 'login' && !exists) {
      showToast(t('errors.notRegistered'));
      onDetour('register');
      return false;
    }
    if (mode === 'register' && exists) {
      showToast(t('errors.alreadyRegistered'));
      onDetour('login');
      return false;
    }
    return askForCode(() => getVerifyCode({ ...ref(), type: mode }));
  }

  // A ref, not the `sending` state: two taps in the same task both see the state before React re-renders.
  const inFlight = useRef(false);

  async function submit(): Promise<void> {
    if (inFlight.current) return;
    const next: FieldErrors = {
      mobile: mobileError(),
      code: code.trim() ? undefined : t('auth.codeRequired'),
      agree: agreed ? undefined : t('auth.agreeRequired'),
    };
    setErrors(next);
    if (next.mobile || next.code || next.agree) return;
    inFlight.current = true;
    setSending(true);
    try {
      const call = mode === 'login' ? login : register;
      const store = startSignIn();
      const result = await call({ ...ref(), code: code.trim() }, { quiet: true });
      if (!store(result.token, result.userInfo)) return; // a newer sign-in has already landed
      clearAuthDraft();
      showToast(t('auth.loggedIn'), { kind: 'success' });
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'business') {
        const message = errorMessage(error);
        if (mode === 'login' && error.code === BusinessCode.numberNotRegistered) {
          // No account for this number: registration, with the number kept (as 'Get code' does).
          showToast(message);
          onDetour('register');
        } else if (CODE_REFUSALS.has(error.code)) setErrors({ code: message });
        else setErrors({ mobile: message });
      }
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  return {
    mobile: draft.mobile,
    callingCode: draft.callingCode,
    setMobile: (value: string) => {
      authDraft.mobile = value;
    },
    code,
    setCode,
    agreed,
    setAgreed,
    errors,
    sending,
    requestCode,
    submit,
  };
}
