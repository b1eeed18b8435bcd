// @vitest-environment node
import type { IncomingMessage, ServerResponse } from 'node:http';
import Database from 'better-sqlite3';
import { describe, expect, it, vi } from 'vitest';
import { encrypt } from '../../../sandbox/cipher.ts';
import { callUrl, fieldName, get, headers, nowSeconds, PACKAGE, post, sandboxPerTest } from './helpers.ts';
import type { Envelope } from './helpers.ts';

const sb = sandboxPerTest();

const enc = (value: unknown, packageName = PACKAGE): string => encrypt(JSON.stringify(value), packageName);

async function send(url: string, init: RequestInit = {}): Promise<{ status: number; body: Envelope }> {
  const response = await fetch(url, { headers: headers(), ...init });
  return { status: response.status, body: (await response.json()) as Envelope };
}

/** A GET of security/existsByMobile with a hand-made query string. */
function existsUrl(query: string): string {
  return `${callUrl(sb, 'security/existsByMobile')}?${query}`;
}

describe('well-formed requests', () => {
  it('answers a GET with the envelope', async () => {
    const reply = await get(sb, 'security/existsByMobile', { mobile: '712345678' });
    expect(reply).toEqual({ status: 200, body: { code: 0, data: { exists: false }, msg: 'ok' } });
  });

  it('ignores query parameters that are not field names and a charset on the JSON type', async () => {
    const ok = await send(
      `${existsUrl(`${fieldName()}=${enc({ mobile: '712345678', t: nowSeconds() })}`)}&_=1`,
    );
    expect(ok.body.code).toBe(0);
    const json = await send(callUrl(sb, 'security/getVerifyCode'), {
      method: 'POST',
      headers: { ...headers(), 'Content-Type': 'application/json; charset=UTF-8' },
      body: JSON.stringify({
        [fieldName()]: enc({ mobile: '712345678', countryCode: '255', type: 'login', t: nowSeconds() }),
      }),
    });
    expect(json.body.code).toBe(0);
  });

  it('takes a Content-Type repeated with the same type once (redaxios sends it twice)', async () => {
    const body = JSON.stringify({
      [fieldName()]: enc({ mobile: '712345678', countryCode: '255', type: 'login', t: nowSeconds() }),
    });
    const twice = await send(callUrl(sb, 'security/getVerifyCode'), {
      method: 'POST',
      headers: { ...headers(), 'content-type': 'application/json' },
      body,
    });
    expect(twice.body.code).toBe(0);
    const mixed = await send(callUrl(sb, 'security/getVerifyCode'), {
      method: 'POST',
      headers: { ...headers(), 'Content-Type': 'application/json, text/plain' },
      body,
    });
    expect(mixed.status).toBe(400);
  });
});

describe('malformed requests get 400 with a clear reason', () => {
  const cases: Array<[string, () => Promise<{ status: number; body: Envelope }>, RegExp]> = [
    [
      'missing packageName',
      () => {
        const { packageName: _omit, ...rest } = headers();
        return send(existsUrl(`${fieldName()}=${enc({ t: nowSeconds() })}`), { headers: rest });
      },
      /packageName header is missing/,
    ],
    [
      'non-ASCII packageName',
      () =>
        send(existsUrl(`${fieldName()}=x`), {
          headers: { ...headers(), packageName: 'com.p\u00e9sa' },
        }),
      /packageName header must be printable ASCII/,
    ],
    ['path not base64url', () => send(`${sb.origin}/api/abc!def`), /path is not base64url/],
    ['path with = padding', () => send(`${callUrl(sb, 'security/login')}=`), /path is not base64url/],
    ['path too short', () => send(`${sb.origin}/api/AAAAAAAA`), /path is not a 16-byte IV/],
    [
      'path under another key',
      () => send(`${sb.origin}/api/${encrypt('security/existsByMobile', 'com.other.app')}`),
      /path cannot be decrypted with the key/,
    ],
    [
      'decrypted path is not a path',
      () => send(`${sb.origin}/api/${encrypt('/security/login?x=1', PACKAGE)}`),
      /not a call path/,
    ],
    ['GET without a field', () => send(existsUrl('mobile=712345678')), /No query field/],
    [
      'GET with two fields',
      () => send(existsUrl(`abcde123=${enc({ t: 1 })}&fghij456=${enc({ t: 1 })}`)),
      /More than one query field/,
    ],
    [
      'payload not base64url',
      () => send(existsUrl(`${fieldName()}=%2B%2B%2B%2B`)),
      /payload is not base64url/,
    ],
    [
      'payload under another key',
      () => send(existsUrl(`${fieldName()}=${enc({ t: nowSeconds() }, 'com.other.app')}`)),
      /payload cannot be decrypted with the key/,
    ],
    [
      'payload not JSON',
      () => send(existsUrl(`${fieldName()}=${encrypt('mobile=712345678', PACKAGE)}`)),
      /decrypted payload is not JSON/,
    ],
    [
      'payload an array',
      () => send(existsUrl(`${fieldName()}=${enc([1, 2])}`)),
      /decrypted payload must be a JSON object/,
    ],
    [
      'payload without t',
      () => send(existsUrl(`${fieldName()}=${enc({ mobile: '712345678' })}`)),
      /no numeric t/,
    ],
    [
      't as a string',
      () => send(existsUrl(`${fieldName()}=${enc({ t: String(nowSeconds()) })}`)),
      /no numeric t/,
    ],
    [
      't in milliseconds',
      () => send(existsUrl(`${fieldName()}=${enc({ mobile: '712345678', t: Date.now() })}`)),
      /seconds, not milliseconds/,
    ],
    [
      'POST body not JSON',
      () => send(callUrl(sb, 'security/login'), { method: 'POST', body: 'abcde123=xyz' }),
      /request body is not JSON/,
    ],
    [
      'POST body an array',
      () => send(callUrl(sb, 'security/login'), { method: 'POST', body: JSON.stringify(['x']) }),
      /request body must be a JSON object/,
    ],
    [
      'POST without a field',
      () => send(callUrl(sb, 'security/login'), { method: 'POST', body: JSON.stringify({ data: 'x' }) }),
      /No body field/,
    ],
    [
      'POST field not a string',
      () =>
        send(callUrl(sb, 'security/login'), { method: 'POST', body: JSON.stringify({ abcde123: { t: 1 } }) }),
      /payload field must be a string/,
    ],
    [
      'POST with another content type',
      () =>
        send(callUrl(sb, 'security/login'), {
          method: 'POST',
          headers: { ...headers(), 'Content-Type': 'text/plain' },
          body: JSON.stringify({ abcde123: enc({ t: nowSeconds() }) }),
        }),
      /Content-Type application\/json or multipart\/form-data/,
    ],
  ];

  it.each(cases)('%s', async (_name, request, reason) => {
    const { status, body } = await request();
    expect(status).toBe(400);
    expect(body.code).toBe(400);
    expect(body.data).toBeNull();
    expect(body.msg).toMatch(reason);
  });

  it('localises the reason for sw_KE', async () => {
    const { status, body } = await send(existsUrl('mobile=1'), { headers: { ...headers(), lang: 'sw_KE' } });
    expect(status).toBe(400);
    expect(body.msg).toMatch(/^Hakuna sehemu ya query/);
  });

  it('refuses a body over the size limit', async () => {
    const body = JSON.stringify({ abcde123: 'A'.repeat(2 * 1024 * 1024) });
    const reply = await send(callUrl(sb, 'security/login'), { method: 'POST', body });
    expect(reply.status).toBe(413);
    expect(reply.body.code).toBe(413);
  });
});

describe('unknown calls', () => {
  it('answers 404 for a path the sandbox does not know', async () => {
    const reply = await get(sb, 'security/doesNotExist');
    expect(reply).toEqual({ status: 404, body: { code: 404, data: null, msg: 'Unknown call' } });
  });

  it('answers 404 for a call under the wrong base', async () => {
    const reply = await get(sb, 'country/meta/ip', {}, { base: 'api' });
    expect(reply.status).toBe(404);
  });

  it('answers 404 when there is no single encrypted segment', async () => {
    for (const path of ['/api', '/api/', `/api/${encrypt('security/login', PACKAGE)}/x`, '/cou/']) {
      const { status, body } = await send(`${sb.origin}${path}`);
      expect(status).toBe(404);
      expect(body.code).toBe(404);
    }
  });

  it('answers 405 naming the method for a known call sent with the wrong one', async () => {
    const reply = await get(sb, 'security/login', { mobile: '712345678' });
    expect(reply.status).toBe(405);
    expect(reply.body.msg).toBe('The call security/login must be sent with POST');
  });

  it('leaves other paths alone (404 outside Vite, next() inside)', async () => {
    const response = await fetch(`${sb.origin}/index.html`);
    expect(response.status).toBe(404);
    const next = vi.fn<() => void>();
    const req = { url: '/src/api/http.ts', headers: {} } as IncomingMessage;
    sb.sandbox.handle(req, {} as ServerResponse, next);
    expect(next).toHaveBeenCalledOnce();
  });

  it('does not take /apis or /api-docs for the API', async () => {
    for (const path of ['/apis', '/api-docs']) {
      const response = await fetch(`${sb.origin}${path}`);
      expect(await response.json()).toEqual({ error: 'not found' });
    }
  });
});

describe('server errors', () => {
  it('answers 500 with the envelope when a handler throws, and keeps serving', async () => {
    // Dropping a table behind the sandbox's back makes the next user look-up throw inside the handler.
    const outside = new Database(sb.dbFile);
    outside.exec('DROP TABLE sessions; DROP TABLE users');
    outside.close();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reply = await get(sb, 'security/existsByMobile', { mobile: '712345678' }, { lang: 'sw_KE' });
    expect(reply).toEqual({
      status: 500,
      body: { code: 500, data: null, msg: 'Hitilafu ya seva, tafadhali jaribu tena' },
    });
    expect(errors).toHaveBeenCalledOnce();
    errors.mockRestore();
    expect((await get(sb, 'country/meta/ip', {}, { base: 'cou' })).body.code).toBe(0);
  });

  it('answers 503 once closed', async () => {
    sb.sandbox.close();
    const reply = await post(sb, 'security/login', { mobile: '712345678', countryCode: '255', code: '1' });
    expect(reply.status).toBe(503);
  });
});
