import type { AuthMode } from '../auth.ts';
import type { SandboxForms } from '../forms.ts';
import type { Lang } from '../messages.ts';
import type { UploadedFile } from '../multipart.ts';
import type { Base, Payload } from '../protocol.ts';
import type { Store } from '../store/index.ts';
import type { UserRow } from '../store/users.ts';

export type Method = 'GET' | 'POST';

export interface CallContext {
  readonly payload: Payload;
  readonly files: readonly UploadedFile[];
  /** The signed-in user; never `null` on a route whose `auth` is `required`. */
  readonly user: UserRow | null;
  readonly store: Store;
  /** Epoch milliseconds of this request (the sandbox's clock, replaceable in tests). */
  readonly nowMs: number;
  /** The caller's language (`lang` header), for messages built inside a handler. */
  readonly lang: Lang;
  /** The market's schema forms, for validating submitted forms. */
  readonly forms: SandboxForms;
}

/** One logical call. `handle` returns the envelope's `data`, or throws an ApiError. */
export interface Route {
  readonly base: Base;
  /** Usually one; country look-ups accept two (see routes/country.ts). */
  readonly methods: readonly Method[];
  readonly path: string;
  readonly auth: AuthMode;
  handle(ctx: CallContext): unknown;
}

/** The user of a route with `auth: 'required'` (the server has already refused anonymous callers). */
export function signedIn(ctx: CallContext): UserRow {
  if (!ctx.user) throw new Error('route needs auth: required');
  return ctx.user;
}
