import { homepageData } from '../../api/portal.ts';
import type { HomepageData } from '../../contract/entities.ts';
import { followServer, POLL_INTERVAL_MS } from '../../loan/live-loop.ts';
import { homeSettled } from './useHomeData.ts';

/**
 * Home's side of the loop of src/loan/live-loop.ts, loaded after Home's first answer (./useHomeData.ts):
 * from `first`, asks every few seconds while a review or payout is pending and once on every return to
 * the app. Started with nothing pending, it was started by a return: it asks at once. Returns its stop.
 */
export function followHome(first: HomepageData, onAnswer: (value: HomepageData) => void): () => void {
  return followServer<HomepageData>({
    load: () => homepageData({ background: true }),
    settled: homeSettled,
    onAnswer,
    // The last answer stays on screen; the API layer has said what went wrong.
    onFailure: () => undefined,
    intervalMs: POLL_INTERVAL_MS,
    afterFinal: 'askOnReturn',
    ...(homeSettled(first) ? {} : { initial: { value: first } }),
  }).stop;
}
