import authTexts from '../i18n/sections/auth.ts';
import { ApiError, waitSecondsOf } from '../api/errors.ts';
import { errorMessage } from '../api/http.ts';
import { BusinessCode } from '../contract/codes.ts';
import { textsOf } from '../i18n/i18n.ts';
import { showToast } from '../store/toasts.ts';

const t = textsOf(authTexts);

/**
 * Asks for a verification code (`send` makes the call, quiet) and says so. Resolves to the seconds the
 * "Get code" button counts down before it may ask again: the server's value (`ttlSeconds`), or, when a
 * code was sent less than that ago (the page was reopened), the seconds left, that code still being good.
 * Resolves `false` when no code was sent: the server's refusal (a number locked after wrong codes: its
 * wait) is shown. Other failures are reported by the API layer and rejected.
 */
export async function askForCode(send: () => Promise<{ ttlSeconds: number }>): Promise<number | false> {
  try {
    const { ttlSeconds } = await send();
    showToast(t('auth.codeSent'), { kind: 'success' });
    return ttlSeconds > 0 ? ttlSeconds : 60;
  } catch (error) {
    if (!(error instanceof ApiError) || error.kind !== 'business') throw error;
    const wait = waitSecondsOf(error);
    if (error.code === BusinessCode.verifyCodeTooSoon && wait !== null) {
      showToast(t('auth.codeSent'), { kind: 'success' });
      return wait;
    }
    showToast(errorMessage(error), { kind: 'error' });
    return false;
  }
}
