import { useRef } from 'react';
import { homepageData } from '../../api/portal.ts';
import type { RequestResult } from '../../api/useRequest.ts';
import type { HomepageData, LoanOrder } from '../../contract/entities.ts';
import { usePolling } from '../../loan/usePolling.ts';

/** States the server moves on its own within minutes: Home keeps asking while one is shown. */
const PENDING: ReadonlySet<LoanOrder['state']> = new Set(['under_review', 'disbursing']);

/**
 * Home's data, kept true (src/loan/usePolling.ts): asked again every few seconds while the latest order is
 * being reviewed or paid out, and on every return to the app; no asking once the state is one only the
 * borrower changes. After "Go to home" from review tips, the decision shows without a tap. Shaped like
 * useRequest's result for the screen. The first ask raises the spinner; the others are quiet.
 */
export function useHomeData(token: string | null): RequestResult<HomepageData> {
  const asked = useRef(false);
  const poll = usePolling(
    // A new key per session: what a visitor saw is never shown to the borrower who logs in.
    `home:${token ?? ''}`,
    () => {
      const options = asked.current ? { background: true } : {};
      asked.current = true;
      return homepageData(options);
    },
    (home) => !home.order || !PENDING.has(home.order.state),
    { afterFinal: 'askOnReturn' },
  );
  const state = poll.value ? 'ready' : poll.failing ? 'failed' : 'loading';
  return { state, data: poll.value, retry: poll.refresh };
}
