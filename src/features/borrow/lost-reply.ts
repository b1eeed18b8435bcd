import { outcomeUnknown } from '../../api/outcome.ts';
import { homepageData } from '../../api/portal.ts';
import type { HomepageData } from '../../contract/entities.ts';
import type { Decision } from '../../lib/decision-key.ts';

/**
 * What one tap on a money action (apply, get money, cancel) came to:
 * - `replied`: the server answered; `reply` is its answer.
 * - `happened`: the reply was lost, and the server says the action did take place; `home` is where the
 *   borrower stands now (their step and latest order), for the screen to land on.
 * - `notHappened`: the reply was lost and the action did not take place: the borrower may try again.
 * - `unknown`: the reply was lost and the server could not be asked either: a retry is safe (it sends the
 *   same idempotency key) and the screen says so.
 * A refusal (a business or session code) is thrown as before.
 */
export type MoneyOutcome<T> =
  | { kind: 'replied'; reply: T }
  | { kind: 'happened'; home: HomepageData }
  | { kind: 'notHappened' }
  | { kind: 'unknown' };

/**
 * Makes the call of one decision with its idempotency key (`what`: what the borrower chose; another choice
 * is another decision, src/lib/decision-key.ts). After a lost reply it asks the server what happened
 * (Home's data: one call that has the step and the latest order) before anything is offered again;
 * `happened` reads the answer.
 */
export async function moneyAction<T>(
  decision: Decision,
  what: string,
  call: (idempotencyKey: string) => Promise<T>,
  happened: (home: HomepageData) => boolean,
): Promise<MoneyOutcome<T>> {
  try {
    const reply = await call(decision.keyFor(what));
    decision.settle();
    return { kind: 'replied', reply };
  } catch (error) {
    if (!outcomeUnknown(error)) {
      decision.settle();
      throw error;
    }
  }
  let home: HomepageData;
  try {
    home = await homepageData({ background: true, quiet: true });
  } catch {
    return { kind: 'unknown' };
  }
  if (!happened(home)) return { kind: 'notHappened' };
  decision.settle();
  return { kind: 'happened', home };
}
