/**
 * A `fetch` built on XMLHttpRequest, for uploads: fetch cannot report how much of a request body has
 * been sent, XHR can (`xhr.upload` progress events). It is handed to redaxios as its `fetch` option.
 *
 * What it does, as fetch does: method, headers and body (FormData, Blob, string, URLSearchParams,
 * ArrayBuffer) go out unchanged; `init.signal` aborts the request and rejects with the signal's reason
 * (an 'AbortError' DOMException); a network failure rejects with a TypeError; any HTTP status resolves.
 * It resolves with a real `Response` built from the reply, so `status`, `ok`, `statusText`, `headers`,
 * `text()`, `json()`, `blob()` and `arrayBuffer()` (all that redaxios 0.5.1 reads) are the platform's own.
 *
 * What it does not: `Request` objects and stream bodies (rejects with a TypeError), `credentials: 'omit'`
 * (XHR always sends same-origin cookies), `redirect`, `cache`, `mode`, `keepalive`. The Response's
 * `redirected` is always false and `type` is 'default'; `url` is the final URL.
 * Note that listening to upload progress makes a cross-origin request non-simple (a CORS preflight),
 * which our calls need anyway for their custom headers.
 */

/** `sent` and `total` in bytes of the request body; `total` is 0 when the browser cannot tell. */
export type UploadProgress = (sent: number, total: number) => void;

/** Statuses whose Response must have no body (the Response constructor throws otherwise). */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

function abortReason(signal: AbortSignal): unknown {
  // Chrome before 98 has no signal.reason: fall back to what fetch rejected with then.
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

/** Response headers as XHR gives them (`name: value` lines) → Headers. */
export function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** A fetch-compatible function that reports upload progress to `onProgress`. */
export function progressFetch(onProgress: UploadProgress): typeof fetch {
  return (input, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      if (typeof input !== 'string' && !(input instanceof URL)) {
        throw new TypeError('progressFetch takes a URL, not a Request');
      }
      const body = init.body ?? null;
      if (typeof ReadableStream === 'function' && body instanceof ReadableStream) {
        throw new TypeError('progressFetch cannot send a stream body');
      }
      const { signal } = init;
      if (signal?.aborted) throw abortReason(signal);

      const xhr = new XMLHttpRequest();
      try {
        xhr.open(init.method ?? 'GET', String(input));
      } catch (error) {
        // fetch says TypeError for a URL it cannot parse; XHR says SyntaxError.
        throw new TypeError(`Invalid URL: ${String(input)}`, { cause: error });
      }
      xhr.responseType = 'blob';
      if (init.credentials === 'include') xhr.withCredentials = true;
      new Headers(init.headers).forEach((value, name) => xhr.setRequestHeader(name, value));

      let lastSent = -1;
      const report = (event: ProgressEvent) => {
        if (event.loaded === lastSent) return; // 'load' repeats the last 'progress'
        lastSent = event.loaded;
        onProgress(event.loaded, event.lengthComputable ? event.total : 0);
      };
      xhr.upload.addEventListener('progress', report);
      xhr.upload.addEventListener('load', report);

      const onAbort = () => xhr.abort();
      signal?.addEventListener('abort', onAbort, { once: true });
      const settle = () => signal?.removeEventListener('abort', onAbort);

      xhr.addEventListener('load', () => {
        settle();
        // A Response cannot have status 0, which XHR gives for some failures (and file:// replies).
        if (xhr.status === 0) return reject(new TypeError('Failed to fetch'));
        // An exception in an event listener would be swallowed and leave the promise pending forever.
        try {
          const response = new Response(NULL_BODY_STATUSES.has(xhr.status) ? null : (xhr.response as Blob), {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: parseHeaders(xhr.getAllResponseHeaders()),
          });
          // A constructed Response has url ''; fetch's has the final URL (redaxios copies it).
          Object.defineProperty(response, 'url', { value: xhr.responseURL, enumerable: true });
          resolve(response);
        } catch (error) {
          reject(new TypeError('Failed to fetch', { cause: error }));
        }
      });
      xhr.addEventListener('error', () => {
        settle();
        reject(new TypeError('Failed to fetch'));
      });
      xhr.addEventListener('abort', () => {
        settle();
        reject(
          signal?.aborted ? abortReason(signal) : new DOMException('The request was aborted.', 'AbortError'),
        );
      });
      xhr.send(body as XMLHttpRequestBodyInit | null);
    });
}
