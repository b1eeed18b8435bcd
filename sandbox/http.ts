/** Small node:http helpers: reading a bounded body, writing JSON or raw replies. No protocol knowledge here. */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Thrown by `readBody` when the client sends more than the limit; the caller picks the reply. */
export class BodyTooLargeError extends Error {
  constructor() {
    super('request body too large');
    this.name = 'BodyTooLargeError';
  }
}

/** Reads the whole body, refusing more than `limit` bytes so a runaway client cannot fill memory. */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size > limit) {
        req.off('data', onData);
        // Stop buffering but let the rest drain, so the reply can still reach the client.
        req.resume();
        reject(new BodyTooLargeError());
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** One header's value; Node lower-cases names and may give arrays for repeated headers. */
export function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

const MEDIA_TYPE = /^[\w.+-]+\/[\w.+-]+$/;

/**
 * Media type of the request without parameters, lower-cased (`multipart/form-data`, `application/json`).
 * A header repeated with the same type (redaxios adds `content-type` next to a caller's `Content-Type`, and
 * fetch joins them as `application/json, application/json`) counts once; different types give ''.
 */
export function mediaType(req: IncomingMessage): string {
  const types = new Set(
    (header(req, 'content-type') ?? '')
      .split(',')
      .map((value) => value.split(';')[0]?.trim().toLowerCase() ?? '')
      // A comma inside a parameter (a multipart boundary may contain one) leaves a piece that is no type.
      .filter((value) => MEDIA_TYPE.test(value)),
  );
  const [only] = types;
  return types.size === 1 && only ? only : '';
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  sendRaw(res, status, 'application/json; charset=utf-8', JSON.stringify(body));
}

/** Writes a complete reply unless the client has already gone (an aborted request must not throw). */
export function sendRaw(res: ServerResponse, status: number, contentType: string, body: string): void {
  if (res.headersSent || res.destroyed) return;
  res.writeHead(status, {
    'Content-Type': contentType,
    'Content-Length': Buffer.byteLength(body),
    // Test runs reset and refill the data constantly; nothing the sandbox says may be cached.
    'Cache-Control': 'no-store',
  });
  res.end(body);
}
