import { ApiError } from './errors.ts';

/**
 * A failure after which the server may or may not have acted: the request may have arrived and only its
 * reply been lost (no connection, no answer in time, a 5xx, a reply cut short). After a money action the
 * screen asks the server what happened before offering to try again, and a retry reuses the decision's
 * idempotency key (src/lib/decision-key.ts). A business or session answer, or a cancel, is not unknown.
 * Its own module, not errors.ts: errors.ts rides on Home's first load, and only money screens need this.
 */
export const outcomeUnknown = (error: unknown): boolean =>
  error instanceof ApiError &&
  (error.kind === 'network' ||
    error.kind === 'timeout' ||
    error.kind === 'http' ||
    error.kind === 'malformed');
