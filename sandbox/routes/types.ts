import { CALLS } from '../../src/contract/calls.ts';
import type { CallPath, PayloadOf, ReplyOf } from '../../src/contract/calls.ts';
import type { LoanStep } from '../../src/contract/entities.ts';
import type { SandboxForms } from '../forms.ts';
import { stepOf } from '../loans/journey.ts';
import type { LoanService } from '../loans/service.ts';
import type { Lang } from '../messages.ts';
import type { UploadedFile } from '../multipart.ts';
import type { Payload } from '../protocol.ts';
import type { Store } from '../store/index.ts';
import type { UserRow } from '../store/users.ts';

export type { AuthMode, Base, Method } from '../../src/contract/calls.ts';

export interface CallContext<P extends CallPath = CallPath> {
  /** The decrypted payload, already checked against the contract's schema for this call. */
  readonly payload: PayloadOf<P> & Payload;
  readonly files: readonly UploadedFile[];
  /** The bearer token the request carried, if any (logout ends it). */
  readonly token: string | undefined;
  /** The signed-in user; never `null` on a route whose `auth` is `required`. */
  readonly user: UserRow | null;
  readonly store: Store;
  /** The loan domain: reads advance loans on the clock, commands go through the state machine. */
  readonly loans: LoanService;
  /** Epoch milliseconds of this request on the sandbox clock (real time + the tester's offset). */
  readonly nowMs: number;
  /** Epoch milliseconds without the tester's offset: sessions live on it (clock.ts). */
  readonly realNowMs: number;
  /** The caller's language (`lang` header), for messages built inside a handler. */
  readonly lang: Lang;
  /** The market's schema forms, for validating submitted forms. */
  readonly forms: SandboxForms;
  /** Where uploaded images are kept (uploads.ts). */
  readonly uploadsDir: string;
}

/**
 * One logical call of the wire contract (src/contract/calls.ts), which states its base, methods, auth
 * and payload; `handle` returns the envelope's `data` typed as the contract's reply, or throws an ApiError.
 */
export interface Route<P extends CallPath = CallPath> {
  readonly path: P;
  handle(ctx: CallContext<P>): ReplyOf<P>;
}

/** A route for a contract call: the handler's payload and reply types come from the contract. */
export function route<P extends CallPath>(path: P, handle: (ctx: CallContext<P>) => ReplyOf<P>): Route {
  return { path, handle } as unknown as Route;
}

/** The contract's description of a route's call (base, methods, auth, payload schema, files). */
export const specOf = (r: Route) => CALLS[r.path];

/** The user of a route with `auth: 'required'` (the server has already refused anonymous callers). */
export function signedIn(ctx: CallContext<CallPath>): UserRow {
  if (!ctx.user) throw new Error('route needs auth: required');
  return ctx.user;
}

/** The borrower's next step as of this request (loans/journey.ts): every reply that carries a step uses it. */
export function stepFor(ctx: CallContext<CallPath>, user: UserRow): LoanStep {
  return stepOf(ctx.store, ctx.loans, user.id, ctx.nowMs);
}
