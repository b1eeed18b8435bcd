import axios from 'redaxios';
import { t, getLanguage, headerLanguage, type MessageKey } from '../i18n/i18n.ts';
import { beginRequest, endRequest } from '../store/activity.ts';
import { device } from '../store/device.ts';
import { clearSession, session } from '../store/session.ts';
import { emitApiEvent } from './events.ts';
import { earlyKey, takeEarlyReply } from './early-replies.ts';
import { callPath, REQUEST_TIMEOUT_MS, sealPayload, wireHeaders, type WireFacts } from './wire.ts';
import type { UploadProgress } from './progress-fetch.ts';
import { unwrap } from './envelope.ts';
import { noteServerDate } from './server-clock.ts';
import { isOffline } from '../lib/reconnect.ts';
import { noteReply, reportError } from '../telemetry/hooks.ts';
import type {
  CALLS,
  CallPath,
  GetPath,
  PayloadOf,
  PostPath,
  ReplyOf,
  UploadPath,
} from '../contract/calls.ts';
import { BusinessCode } from '../contract/codes.ts';
import {
  ApiError,
  BUSINESS_CODES,
  SESSION_CODES,
  isSessionCode,
  waitSecondsOf,
  type ApiErrorKind,
} from './errors.ts';

/**
 * The only user of redaxios. Adds the headers, the timestamp and the cipher of docs/protocol.md,
 * unwraps the envelope, counts pending requests for the spinner and turns every failure into one
 * translated message, emitted as an event (./events.ts) that the app shell shows. Screens call the typed
 * functions of the other files in src/api.
 */

export { REQUEST_TIMEOUT_MS };

/** Our assumption for the real backend (docs/protocol.md "Idempotency keys"). */
const IDEMPOTENCY_HEADER = 'Idempotency-Key';

type Payload = Record<string, unknown>;

export interface CallOptions {
  /** Don't toast business errors: the screen shows them inline. Session codes are always handled. */
  quiet?: boolean;
  /** Don't raise the full-screen spinner (background refreshes). */
  background?: boolean;
  /**
   * Checks the reply's data against what the screen relies on (src/api/reply-checks.ts); a reply that
   * fails is a bad reply, reported like a malformed one.
   */
  check?: (data: unknown) => boolean;
  /**
   * A money action's idempotency key (docs/protocol.md "Idempotency keys"), sent as the `Idempotency-Key`
   * header: made once when the borrower decides (src/lib/decision-key.ts) and sent again, unchanged, on
   * every retry of that decision, so a retry after a lost reply can never act twice.
   */
  idempotencyKey?: string;
  /**
   * Sent with this token instead of the session's: the logout call goes out after the session is cleared,
   * with the token it ends.
   */
  token?: string;
  /** Fire and forget: no failure is shown (the logout call, which never blocks the borrower). */
  silent?: boolean;
}

/** Uploads may also report progress and be cancelled by the caller (the borrower's choice: no toast). */
export interface UploadOptions extends CallOptions {
  /** Bytes of the request body sent so far and in all (0 when the browser cannot tell). */
  onProgress?: UploadProgress;
  /** Aborting it cancels the request; the call rejects with an ApiError of kind `cancelled`. */
  signal?: AbortSignal;
}

const http = axios.create({ baseURL: import.meta.env.VITE_API_ORIGIN ?? '' });

/** What the headers say about the app and the borrower right now. */
function wireFacts(token: string): WireFacts {
  return {
    packageName: device.packageName,
    appName: device.appName,
    afid: device.afid,
    lang: headerLanguage(getLanguage()),
    platform: device.deviceMessage.platform,
    token,
  };
}

type Body = { params: Record<string, string>; json: true } | { data: unknown; json: boolean };

/**
 * fetch with an abort after REQUEST_TIMEOUT_MS (redaxios has no timeout of its own) or when the caller's
 * signal fires. Uploads that report progress go through progressFetch (XHR), the others through fetch.
 */
function fetchWithTimeout(
  timedOut: { value: boolean },
  transport: Pick<UploadOptions, 'onProgress' | 'signal'> & { early?: Promise<Response> } = {},
): typeof fetch {
  const { onProgress, signal, early } = transport;
  // The reply of the same call made before the app's code arrived (./early-replies.ts).
  if (early) return () => early;
  return (input, init) => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      timedOut.value = true;
      controller.abort();
    }, REQUEST_TIMEOUT_MS);
    const cancel = () => controller.abort();
    if (signal?.aborted) cancel();
    else signal?.addEventListener('abort', cancel, { once: true });
    // Upload code loads with the screens that upload, not with the first screen. `fetch` is looked up
    // per call, so a test or Storybook that replaces it is honoured.
    const transfer: typeof fetch = onProgress
      ? async (url, request) => (await import('./progress-fetch.ts')).progressFetch(onProgress)(url, request)
      : fetch;
    return transfer(input, { ...init, signal: controller.signal }).finally(() => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', cancel);
    });
  };
}

function toApiError(error: unknown, timedOut: boolean, signal?: AbortSignal): ApiError {
  if (error instanceof ApiError) return error;
  if (timedOut) return new ApiError('timeout', 0, 'no answer in time');
  if (signal?.aborted) return new ApiError('cancelled', 0, 'cancelled by the caller');
  // redaxios rejects with the response object for non-2xx statuses.
  if (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { status?: unknown }).status === 'number'
  ) {
    return new ApiError('http', (error as { status: number }).status, 'HTTP error');
  }
  return new ApiError('network', 0, error instanceof Error ? error.message : 'network error');
}

const KIND_MESSAGES: Record<Exclude<ApiErrorKind, 'session' | 'business' | 'cancelled'>, MessageKey> = {
  network: 'errors.network',
  // Said of actions: a read says errors.offline instead (report) and is made again by itself.
  offline: 'errors.notSent',
  timeout: 'errors.timeout',
  http: 'errors.requestFailed',
  malformed: 'errors.badReply',
};

/** The message a person sees for an error (also used by screens that show errors inline). */
export function errorMessage(error: ApiError): string {
  if (error.kind === 'session' && isSessionCode(error.code)) return t(SESSION_CODES[error.code]);
  if (error.kind === 'business') {
    const key = BUSINESS_CODES[error.code];
    // A wait the server set (a locked verification code) is said in whole minutes.
    const wait = waitSecondsOf(error);
    if (key && wait !== null) return t(key, { minutes: Math.ceil(wait / 60) });
    return key ? t(key) : error.serverMessage || t('errors.requestFailed');
  }
  if (error.kind === 'session') return t('errors.requestFailed');
  // Never shown: the borrower cancelled on purpose.
  if (error.kind === 'cancelled') return '';
  return t(KIND_MESSAGES[error.kind]);
}

function report(error: ApiError, sentToken: string, options: CallOptions, method: 'get' | 'post'): void {
  if (options.silent) return;
  if (error.kind === 'session') {
    // Several calls may fail with the same dead token: act once, for the session that sent it.
    if (sentToken !== session.token) return;
    const message = errorMessage(error);
    clearSession();
    emitApiEvent({ type: 'sessionEnded', message });
    return;
  }
  if (error.kind === 'cancelled') return;
  if (error.kind === 'business' && options.quiet) return;
  // A read that was not sent offline is made again when the connection is back (src/lib/useRequest.ts).
  if (error.kind === 'offline' && method === 'get') {
    emitApiEvent({ type: 'failed', message: t('errors.offline') });
    return;
  }
  emitApiEvent({ type: 'failed', message: errorMessage(error) });
}

/** The server refused the request's `t` as too far from its own time (BusinessCode.requestExpired). */
const clockRefused = (data: unknown): boolean =>
  typeof data === 'object' &&
  data !== null &&
  (data as { code?: unknown }).code === BusinessCode.requestExpired;

/**
 * Sends one call: `body` gets the sealed payload (a query parameter, a JSON body or a multipart part).
 * The spinner starts at once, before the (asynchronous) cipher, and a cipher failure is reported like
 * any other failure. With `early`, the reply of the same call made at start-up is read instead.
 */
async function send<T>(
  method: 'get' | 'post',
  path: CallPath,
  payload: Payload,
  body: (field: string, value: string) => Body,
  options: UploadOptions,
  early?: Promise<Response>,
): Promise<T> {
  const token = options.token ?? session.token;
  const timedOut = { value: false };
  if (!options.background) beginRequest();
  try {
    // With no network the call is not sent at all, so that a money action is never left in doubt (a
    // lost reply would have the screen ask the server what happened): it plainly did not go. A reply the
    // first script already has is still read.
    if (!early && isOffline()) throw new ApiError('offline', 0, 'not sent: the phone is offline');
    // Sealed afresh for every sending: the server refuses a sealed payload it has seen (a replay).
    const sendOnce = async (earlyReply?: Promise<Response>) => {
      const [url, { field, value }] = await Promise.all([
        callPath(path, device.packageName),
        sealPayload(payload, device.packageName),
      ]);
      const wire = body(field, value);
      return http<unknown>({
        url,
        method,
        headers: {
          ...wireHeaders(wireFacts(token), wire.json),
          ...(options.idempotencyKey ? { [IDEMPOTENCY_HEADER]: options.idempotencyKey } : {}),
        },
        ...('params' in wire ? { params: wire.params } : { data: wire.data }),
        fetch: fetchWithTimeout(timedOut, { ...options, ...(earlyReply ? { early: earlyReply } : {}) }),
      });
    };
    let response = await sendOnce(early);
    let fromEarly = Boolean(early);
    // A phone whose clock is off by minutes or days: the server refused the request's time, and its
    // reply's Date header says the server's. The request goes once more, stamped on that clock
    // (docs/protocol.md "Replays"); nothing was done by the refused one.
    if (clockRefused(response.data)) {
      noteServerDate(response.headers?.get?.('date'));
      response = await sendOnce();
      fromEarly = false;
    }
    // A reply the first script asked for before the app started may be seconds old: not a clock reading.
    if (!fromEarly) noteServerDate(response.headers?.get?.('date'));
    const data = unwrap<T>(response.data);
    if (options.check && !options.check(data)) throw new ApiError('malformed', 0, `bad data in ${path}`);
    noteReply(method, path, payload, data);
    return data;
  } catch (raw) {
    const error = toApiError(raw, timedOut.value, options.signal);
    // A reply the app could not read is a fault to look into (issue 25); the others are the network's.
    if (error.kind === 'malformed') reportError('api', error);
    report(error, token, options, method);
    throw error;
  } finally {
    if (!options.background) endRequest();
  }
}

/** GET: the encrypted payload travels as one query parameter with a random name. */
export function get<P extends GetPath>(
  path: P,
  payload: PayloadOf<P>,
  options: CallOptions = {},
): Promise<ReplyOf<P>> {
  const early = takeEarlyReply(earlyKey(wireFacts(session.token), path, payload));
  return send<ReplyOf<P>>(
    'get',
    path,
    payload as Payload,
    (field, value) => ({ params: { [field]: value }, json: true }),
    options,
    early,
  );
}

/** POST: the encrypted payload is the only field of a JSON body. */
export function post<P extends PostPath>(
  path: P,
  payload: PayloadOf<P>,
  options: CallOptions = {},
): Promise<ReplyOf<P>> {
  return send<ReplyOf<P>>(
    'post',
    path,
    payload as Payload,
    (field, value) => ({ data: { [field]: value }, json: true }),
    options,
  );
}

/** Multipart POST: the files as their own parts plus one encrypted part for the other fields. */
export function upload<P extends UploadPath>(
  path: P,
  files: Record<(typeof CALLS)[P]['files'][number], Blob>,
  payload: PayloadOf<P>,
  options: UploadOptions = {},
): Promise<ReplyOf<P>> {
  return send<ReplyOf<P>>(
    'post',
    path,
    payload as Payload,
    // A new form for every sending (a request sent again after a clock refusal carries a new seal).
    (field, value) => {
      const form = new FormData();
      for (const [name, file] of Object.entries<Blob>(files)) form.append(name, file);
      form.append(field, value);
      return { data: form, json: false };
    },
    options,
  );
}
