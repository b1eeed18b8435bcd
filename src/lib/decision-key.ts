import { useState } from 'react';

/**
 * Idempotency keys for money actions (docs/protocol.md "Idempotency keys"). One tap on Apply, Get my
 * money, Pay, Rollover or Cancel is one decision and gets one key; every retry of that decision (after a
 * lost reply, a timeout, a second tap on "Try again") sends the same key, so the server answers it with its
 * first reply instead of acting twice. Another choice (another amount, product, channel) is another decision.
 *
 * Use: `const decision = useDecisionKey();` then, in the tap handler,
 * `call(body, { idempotencyKey: decision.keyFor(JSON.stringify(body)) })`, and `decision.settle()` once the
 * server has answered for sure (done or refused): the next tap is a new decision. After a failure that
 * leaves the outcome unknown (network, timeout, a 5xx) do NOT settle: the retry must reuse the key.
 */
export class Decision {
  private key: string | null = null;
  private what = '';

  /** The key for a tap on `what` (what the borrower chose): the same until settled or `what` changes. */
  keyFor(what: string): string {
    if (this.key === null || what !== this.what) {
      this.key = newIdempotencyKey();
      this.what = what;
    }
    return this.key;
  }

  /** The decision has its answer: the next tap makes a new key. */
  settle(): void {
    this.key = null;
  }
}

/** A screen's decision, kept across renders (a re-render is not a new decision). */
export function useDecisionKey(): Decision {
  const [decision] = useState(() => new Decision());
  return decision;
}

/**
 * 128 random bits as 32 hex characters. `crypto.getRandomValues` exists on plain http pages too, where
 * `crypto.randomUUID` does not (the app may be served from a LAN address without TLS: src/api/cipher-js.ts).
 */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
