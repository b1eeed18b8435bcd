/** What every control area shares: its dependencies, its errors, reading the body, naming the user. */
import type { IncomingMessage } from 'node:http';
import type { SandboxClock } from '../clock.ts';
import type { Db } from '../db.ts';
import { HOME_COUNTRY } from '../data/countries.ts';
import type { FaultQueue } from '../faults.ts';
import type { SandboxForms } from '../forms.ts';
import { BodyTooLargeError, readBody } from '../http.ts';
import type { LoanService } from '../loans/service.ts';
import { normaliseMobile } from '../params.ts';
import type { Store } from '../store/index.ts';
import type { UserRow } from '../store/users.ts';

export interface ControlDeps {
  readonly db: Db;
  readonly store: Store;
  readonly faults: FaultQueue;
  readonly clock: SandboxClock;
  readonly loans: LoanService;
  readonly forms: SandboxForms;
  readonly uploadsDir: string;
}

export interface ControlRequest {
  readonly req: IncomingMessage;
  /** The query string, for GET controls (`GET loans?mobile=…`). */
  readonly query: URLSearchParams;
}

/** One control: the reply is sent as JSON with HTTP 200; a `ControlError` becomes `{ error }`. */
export type ControlAction = (request: ControlRequest, deps: ControlDeps) => Promise<unknown> | unknown;

/** Actions by `METHOD path` under /__sandbox/. */
export type ControlActions = Readonly<Record<string, ControlAction>>;

const MAX_CONTROL_BODY_BYTES = 64 * 1024;

/** A control request that cannot be carried out; `status` is the HTTP status of the `{ error }` reply. */
export class ControlError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/** The JSON object body, `{}` when empty (the Content-Type was checked by `crossSiteRefusal`). */
export async function jsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  let body: Buffer;
  try {
    body = await readBody(req, MAX_CONTROL_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw new ControlError(413, 'body too large');
    throw error;
  }
  const text = body.toString('utf8').trim();
  if (text === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ControlError(400, 'body is not JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ControlError(400, 'body must be a JSON object');
  }
  return value as Record<string, unknown>;
}

/** The user named by `{ mobile, countryCode? }` (mobile in either the 9- or 10-digit form). */
export function userNamed(fields: Readonly<Record<string, unknown>>, store: Store): UserRow {
  const mobile = normaliseMobile(fields['mobile']);
  if (mobile === undefined) {
    throw new ControlError(400, 'mobile must be 9 digits, or 10 digits starting with 0');
  }
  const rawCode = fields['countryCode'];
  const countryCode = typeof rawCode === 'string' ? rawCode.replace(/^\+/, '') : HOME_COUNTRY.callingCode;
  const user = store.users.findByMobile(countryCode, mobile);
  if (!user) throw new ControlError(404, `no user with mobile ${mobile} (+${countryCode})`);
  return user;
}

/** The user named in the JSON body. */
export async function userFromBody(req: IncomingMessage, store: Store): Promise<UserRow> {
  return userNamed(await jsonBody(req), store);
}
