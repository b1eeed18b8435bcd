import { useEffect, useState } from 'react';
import { homepageData } from '../../api/portal.ts';
import { useRequest, type RequestResult } from '../../lib/useRequest.ts';
import type { HomepageData, LoanOrder } from '../../contract/entities.ts';

/** States the server moves on its own within minutes: Home keeps asking while one is shown. */
const PENDING: ReadonlySet<LoanOrder['state']> = new Set(['under_review', 'disbursing']);
/** Nothing pending: nothing changes without the borrower (./home-live.ts stops asking until a return). */
export const homeSettled = (data: HomepageData) => !data.order || !PENDING.has(data.order.state);

/**
 * Home's data, kept true: the first answer as before (it may be the early reply of src/boot/early.ts),
 * then the loop of src/loan/live-loop.ts ("refresh while visible, on return, stop when final", started by
 * ./home-live.ts), asking
 * every few seconds while the latest order is being reviewed or paid out and once on every return to the
 * app. After "Go to home" from review tips, the decision shows without a tap. The loop's code loads after
 * Home's first answer: Home's first script has a byte budget (tests/e2e/bundle.e2e.test.ts).
 */
export function useHomeData(token: string | null): RequestResult<HomepageData> {
  const home = useRequest(() => homepageData(), [token]);
  const first = home.data;
  // A newer answer of the loop, after the first answer it started from (a retry starts over).
  const [fresh, setFresh] = useState<[from: HomepageData, value: HomepageData] | null>(null);
  useEffect(() => {
    if (!first) return undefined;
    let live = true;
    let stop = () => {};
    const start = () =>
      void import('./home-live.ts').then(({ followHome }) => {
        if (live) stop = followHome(first, (value) => setFresh([first, value]));
      });
    if (!homeSettled(first)) {
      start();
    } else {
      // Nothing pending: the loop's code waits for the first return to the app (Home's first draw loads
      // no script beyond its own; Android's WebView reports a return as visibilitychange), then asks at
      // once and follows from there, on every kind of return.
      const onReturn = () => {
        if (document.visibilityState === 'hidden') return;
        stop();
        start();
      };
      document.addEventListener('visibilitychange', onReturn);
      stop = () => document.removeEventListener('visibilitychange', onReturn);
    }
    return () => {
      live = false;
      stop();
    };
  }, [first]);
  return { ...home, data: fresh && fresh[0] === first ? fresh[1] : first };
}
