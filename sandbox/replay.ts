/**
 * Replays (issue 27, docs/protocol.md "Replays"): a sealed payload is good for a few minutes and once.
 * `t` must be within REQUEST_WINDOW_MS of the server's time, and the same sealed value (the payload field,
 * IV and ciphertext: the app seals every request afresh) is refused when it comes again within the time it
 * could still pass the window. An attacker who copies an encrypted payment confirmation off the network
 * can neither send it again nor keep it for later.
 *
 * The sandbox has two clocks (clock.ts): `t` may match the real one or the tester's (moved forward with
 * /__sandbox/clock), since the app stamps requests on the clock its replies' `Date` header shows. The
 * values seen are kept in memory: a restart forgets them, which only a sandbox may do.
 */
import { ApiError, Code } from './errors.ts';

/** How far `t` may be from the server's time, either way. */
export const REQUEST_WINDOW_MS = 5 * 60 * 1000;

export class ReplayGuard {
  /** Sealed value → when it may be forgotten (real clock, ms), in the order they came. */
  private readonly seen = new Map<string, number>();

  /** Refuses a `t` outside the window of both clocks (10010401). */
  checkFresh(tSeconds: number, realNowMs: number, testerNowMs: number): void {
    const tMs = tSeconds * 1000;
    const near = (nowMs: number) => Math.abs(tMs - nowMs) <= REQUEST_WINDOW_MS;
    if (!near(realNowMs) && !near(testerNowMs))
      throw ApiError.business(Code.requestExpired, 'requestExpired');
  }

  /** Refuses a sealed value already received (10010402); otherwise remembers it. */
  checkOnce(sealed: string, realNowMs: number): void {
    for (const [value, until] of this.seen) {
      if (until > realNowMs) break;
      this.seen.delete(value);
    }
    if (this.seen.has(sealed)) throw ApiError.business(Code.requestReplayed, 'requestReplayed');
    // Long enough to outlive any `t` that passes the window, on either side of it.
    this.seen.set(sealed, realNowMs + 2 * REQUEST_WINDOW_MS);
  }
}
