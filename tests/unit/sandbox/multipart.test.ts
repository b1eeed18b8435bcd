// @vitest-environment node
/**
 * Multipart uploads over real HTTP. A test server runs the real pieces an upload route does, `decodePayload`
 * (which calls `readMultipart`) then `storeImage`, so every limit can be tested without a user or a route;
 * the upload calls themselves (routes/kyc.ts) are tested in kyc-wallet.test.ts. The last tests go through
 * the sandbox itself.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { encrypt } from '../../../sandbox/cipher.ts';
import { DEMO_JPEG } from '../../../sandbox/data/demo-profile.ts';
import { ApiError } from '../../../sandbox/errors.ts';
import { sendJson } from '../../../sandbox/http.ts';
import { langFromHeader, message } from '../../../sandbox/messages.ts';
import { readMultipart } from '../../../sandbox/multipart.ts';
import { decodePayload, keyName } from '../../../sandbox/protocol.ts';
import {
  clearUploads,
  detectImageType,
  findUpload,
  storeImage,
  uploadsDir,
} from '../../../sandbox/uploads.ts';
import type { StoredUpload } from '../../../sandbox/uploads.ts';
import { control } from '../../helpers/sandbox.ts';
import {
  callUrl,
  fieldName,
  headers,
  nowSeconds,
  PACKAGE,
  postMultipart,
  removeTempDirs,
  startSandbox,
  tempDbFile,
} from './helpers.ts';
import type { Envelope, FilePart, TestSandbox } from './helpers.ts';

const MB = 1024 * 1024;
const USER_ID = 7;

/** Magic numbers followed by filler: the sandbox checks the signature, it does not decode pictures. */
function jpeg(size = 64): Buffer {
  return Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(size - 4, 0x11)]);
}
function png(size = 64): Buffer {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, Buffer.alloc(size - signature.length, 0x22)]);
}
function webp(size = 64): Buffer {
  const head = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]);
  return Buffer.concat([head, Buffer.alloc(size - head.length, 0x33)]);
}

interface Decoded {
  payload: Record<string, unknown>;
  files: Array<{ field: string; filename: string; mediaType: string; bytes: number }>;
  stored: StoredUpload[];
}

let server: Server;
let origin: string;
let uploads: string;

/**
 * `/decode`: the protocol's decoding with its default limits. `/store`: the same, then every file stored as
 * an image. `/small`: `readMultipart` alone with tiny limits, to test their edges without megabytes.
 */
async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const lang = langFromHeader(req.headers['lang']);
  try {
    const url = new URL(req.url ?? '/', 'http://test.invalid');
    if (url.pathname === '/small') {
      const form = await readMultipart(req, { maxFileBytes: 1000, maxFiles: 2, maxFieldBytes: 500 });
      sendJson(res, 200, { code: 0, msg: 'ok', data: { sizes: form.files.map((f) => f.data.length) } });
      return;
    }
    const { payload, files } = await decodePayload(req, url.searchParams, keyName(req));
    const stored = url.pathname === '/store' ? files.map((file) => storeImage(uploads, USER_ID, file)) : [];
    const described = files.map(({ field, filename, mediaType, data }) => ({
      field,
      filename,
      mediaType,
      bytes: data.length,
    }));
    sendJson(res, 200, { code: 0, msg: 'ok', data: { payload, files: described, stored } });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    sendJson(res, error.httpStatus, {
      code: error.code,
      data: null,
      msg: message(lang, error.key, error.params),
    });
  }
}

beforeAll(async () => {
  uploads = uploadsDir(tempDbFile());
  server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      sendJson(res, 500, { code: 500, data: null, msg: String(error) });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  removeTempDirs();
});
afterEach(() => {
  clearUploads(uploads);
});

/** A hand-made request, for bodies FormData would never produce. */
async function raw(
  path: string,
  contentType: string,
  body: string,
): Promise<{ status: number; body: Envelope }> {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { ...headers(), 'Content-Type': contentType },
    body,
  });
  return { status: response.status, body: (await response.json()) as Envelope };
}

/** A multipart body built by hand around `parts` (each part's headers and content, CRLF line ends). */
function handMade(boundary: string, parts: ReadonlyArray<readonly [string, string]>, close = true): string {
  const body = parts.map(([head, content]) => `--${boundary}\r\n${head}\r\n\r\n${content}\r\n`).join('');
  return close ? `${body}--${boundary}--\r\n` : body;
}

const payloadPart = (): readonly [string, string] => [
  `Content-Disposition: form-data; name="${fieldName()}"`,
  encrypt(JSON.stringify({ t: nowSeconds() }), PACKAGE),
];

describe('accepted uploads', () => {
  it('decrypts the payload and stores a JPEG and a PNG, readable from disk', async () => {
    const files: FilePart[] = [
      { field: 'file', filename: 'front.jpg', type: 'image/jpeg', data: jpeg(5000) },
      { field: 'back', filename: 'back.png', type: 'image/png', data: png(300) },
    ];
    const { status, body } = await postMultipart<Decoded>(`${origin}/store`, { loanId: 42 }, files);
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    expect(body.data.payload).toMatchObject({ loanId: 42, t: expect.any(Number) });
    expect(body.data.files).toEqual([
      { field: 'file', filename: 'front.jpg', mediaType: 'image/jpeg', bytes: 5000 },
      { field: 'back', filename: 'back.png', mediaType: 'image/png', bytes: 300 },
    ]);
    const [front, back] = body.data.stored;
    expect(front).toMatchObject({ bytes: 5000, mediaType: 'image/jpeg' });
    expect(back).toMatchObject({ bytes: 300, mediaType: 'image/png' });
    expect(front?.path).toMatch(new RegExp(`uploads[\\\\/]${USER_ID}[\\\\/][0-9a-f]{32}\\.jpg$`));
    expect(back?.path.endsWith(`${back.id}.png`)).toBe(true);
    expect(readFileSync(front?.path ?? '')).toEqual(jpeg(5000));
    expect(readFileSync(back?.path ?? '')).toEqual(png(300));
    expect(findUpload(uploads, USER_ID, front?.id ?? '')).toEqual(front);
    expect(findUpload(uploads, USER_ID + 1, front?.id ?? '')).toBeNull();
  });

  it('goes by the bytes, not the declared type: a PNG sent as image/jpeg is stored as .png, WebP too', async () => {
    const { body } = await postMultipart<Decoded>(`${origin}/store`, {}, [
      { type: 'image/jpeg', data: png() },
      { type: 'application/octet-stream', filename: 'x.bin', data: webp() },
    ]);
    expect(body.data.stored.map((file) => file.mediaType)).toEqual(['image/png', 'image/webp']);
    expect(body.data.stored[1]?.path.endsWith('.webp')).toBe(true);
  });

  it('takes a file of exactly the size limit', async () => {
    const { body } = await postMultipart<{ sizes: number[] }>(`${origin}/small`, {}, [{ data: jpeg(1000) }]);
    expect(body).toEqual({ code: 0, msg: 'ok', data: { sizes: [1000] } });
  });
});

describe('refused uploads', () => {
  it('refuses bytes that are no image though declared image/jpeg, and stores nothing', async () => {
    const text = {
      type: 'image/jpeg',
      filename: 'selfie.jpg',
      data: Buffer.from('<html>not a picture</html>'),
    };
    const en = await postMultipart(`${origin}/store`, {}, [text]);
    expect(en).toEqual({
      status: 200,
      body: { code: 400, data: null, msg: 'Invalid parameter: file must be a JPEG, PNG or WebP image' },
    });
    const sw = await postMultipart(`${origin}/store`, {}, [text], { lang: 'sw_KE' });
    expect(sw.body.msg).toBe('Kigezo batili: file lazima iwe picha ya JPEG, PNG au WebP');
    expect(existsSync(uploads)).toBe(false);
  });

  it('refuses a file over 20 MB with 413, and the reply still reaches the client', async () => {
    const { status, body } = await postMultipart(`${origin}/decode`, {}, [{ data: jpeg(20 * MB + 1) }]);
    expect(status).toBe(413);
    expect(body).toEqual({ code: 413, data: null, msg: 'The file sent as file is larger than 20 MB' });
    // The connection was drained, not cut: the next request is answered normally.
    const next = await postMultipart<Decoded>(`${origin}/decode`, {}, [{ data: jpeg() }]);
    expect(next.body.code).toBe(0);
  });

  it('refuses with the small limit long before the body ends (the rest is drained)', async () => {
    const { status, body } = await postMultipart(`${origin}/small`, {}, [{ data: jpeg(5 * MB) }], {
      lang: 'sw_KE',
    });
    expect(status).toBe(413);
    expect(body.msg).toBe('Faili iliyotumwa kama file ni kubwa kuliko MB 0.000954');
  });

  it('refuses an image over 10 MB when it is stored, naming 10 MB', async () => {
    const { status, body } = await postMultipart(`${origin}/store`, {}, [{ data: jpeg(10 * MB + 1) }]);
    expect(status).toBe(413);
    expect(body.msg).toBe('The file sent as file is larger than 10 MB');
    expect(existsSync(uploads)).toBe(false);
  });

  it('refuses more than 10 files', async () => {
    const files = Array.from({ length: 11 }, (_, i) => ({ field: `file${i}`, data: jpeg() }));
    const { status, body } = await postMultipart(`${origin}/decode`, {}, files);
    expect(status).toBe(400);
    expect(body).toEqual({ code: 400, data: null, msg: 'A request may carry at most 10 files' });
    const ten = await postMultipart(`${origin}/decode`, {}, files.slice(0, 10));
    expect(ten.body.code).toBe(0);
  });

  it('refuses a text part over the limit with 413', async () => {
    const boundary = 'b0undary';
    const big = handMade(boundary, [
      ['Content-Disposition: form-data; name="note"', 'x'.repeat(501)],
      payloadPart(),
    ]);
    const { status, body } = await raw('/small', `multipart/form-data; boundary=${boundary}`, big);
    expect(status).toBe(413);
    expect(body.msg).toBe('The text part note is larger than 0.000477 MB');
  });

  it.each([
    [
      'no boundary',
      'multipart/form-data',
      'anything',
      'The multipart/form-data Content-Type has no boundary',
    ],
    [
      'a body cut off before the closing boundary',
      'multipart/form-data; boundary=XyZ',
      handMade('XyZ', [payloadPart()], false),
      'The multipart body is malformed (cut off, or a part header is broken)',
    ],
    [
      'a broken part header',
      'multipart/form-data; boundary=XyZ',
      handMade('XyZ', [['Content-Disposition form-data no colon', 'x'], payloadPart()]),
      'The multipart body is malformed (cut off, or a part header is broken)',
    ],
    [
      'a body that is not multipart at all',
      'multipart/form-data; boundary=XyZ',
      '{"abcde123":"x"}',
      'The multipart body is malformed (cut off, or a part header is broken)',
    ],
    [
      'a text part repeated',
      'multipart/form-data; boundary=XyZ',
      handMade('XyZ', [
        ['Content-Disposition: form-data; name="note"', 'a'],
        ['Content-Disposition: form-data; name="note"', 'b'],
        payloadPart(),
      ]),
      'The form has more than one text part named note',
    ],
    [
      'the payload field twice under one name',
      'multipart/form-data; boundary=XyZ',
      handMade('XyZ', [
        ['Content-Disposition: form-data; name="abcde123"', 'a'],
        ['Content-Disposition: form-data; name="abcde123"', 'b'],
      ]),
      'More than one form field is named 5 letters + 3 digits',
    ],
  ])('refuses %s with 400', async (_name, contentType, body, msg) => {
    const reply = await raw('/decode', contentType, body);
    expect(reply).toEqual({ status: 400, body: { code: 400, data: null, msg } });
  });

  it('refuses a form without the payload field (the protocol’s noField error)', async () => {
    const boundary = 'only-files';
    const body = handMade(boundary, [
      ['Content-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg', 'xyz'],
      ['Content-Disposition: form-data; name="comment"', 'hello'],
    ]);
    const reply = await raw('/decode', `multipart/form-data; boundary=${boundary}`, body);
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toBe('No form field named 5 letters + 3 digits carries the payload');
  });
});

describe('detectImageType', () => {
  it.each([
    ['JPEG', jpeg(), 'image/jpeg'],
    ['PNG', png(), 'image/png'],
    ['WebP', webp(), 'image/webp'],
    ['empty', Buffer.alloc(0), null],
    ['two JPEG bytes only', Buffer.from([0xff, 0xd8]), null],
    ['PNG cut after 4 bytes', Buffer.from([0x89, 0x50, 0x4e, 0x47]), null],
    ['RIFF that is WAVE audio', Buffer.from('RIFF\0\0\0\0WAVEfmt '), null],
    ['a GIF', Buffer.from('GIF89a........'), null],
    ['a PDF', Buffer.from('%PDF-1.7'), null],
  ])('%s', (_name, data, type) => {
    expect(detectImageType(data)).toBe(type);
  });
});

describe('clearUploads', () => {
  it('removes stored images and their folders, and nothing it did not make', async () => {
    const { body } = await postMultipart<Decoded>(`${origin}/store`, {}, [{ data: jpeg() }, { data: png() }]);
    const stranger = `${uploads}/notes.txt`;
    writeFileSync(stranger, 'kept');
    mkdirSync(`${uploads}/cache`);
    expect(clearUploads(uploads)).toBe(2);
    for (const file of body.data.stored) expect(existsSync(file.path)).toBe(false);
    expect(existsSync(`${uploads}/${USER_ID}`)).toBe(false);
    expect(readFileSync(stranger, 'utf8')).toBe('kept');
    expect(existsSync(`${uploads}/cache`)).toBe(true);
    rmSync(stranger);
    rmSync(`${uploads}/cache`, { recursive: true });
    expect(clearUploads(uploads)).toBe(0);
    expect(existsSync(uploads)).toBe(false);
  });
});

describe('through the sandbox', () => {
  let sb: TestSandbox;
  beforeEach(async () => {
    sb = await startSandbox();
  });
  afterEach(async () => {
    await sb.stop();
  });

  it('a multipart POST reaches the call with its payload decrypted', async () => {
    const reply = await postMultipart(
      callUrl(sb, 'security/getVerifyCode'),
      { mobile: '712345678', countryCode: '255', type: 'login' },
      // A real picture: through the sandbox every image part is decoded (uploads.ts `reencodeImages`).
      [{ data: Buffer.from(DEMO_JPEG) }],
    );
    expect(reply.status).toBe(200);
    expect(reply.body.code).toBe(0);
  });

  it('a part with an image header that does not decode is refused before any call runs (issue 27)', async () => {
    const reply = await postMultipart(
      callUrl(sb, 'security/getVerifyCode'),
      { mobile: '712345678', countryCode: '255', type: 'login' },
      [{ data: jpeg() }],
    );
    expect(reply.body.code).toBe(10040006);
    expect((await control(sb, 'GET', 'state')).body['verifyCodeRequests']).toBe(0);
  });

  it('POST /__sandbox/reset deletes the stored images beside the database', async () => {
    const dir = uploadsDir(sb.dbFile);
    const stored = storeImage(dir, 1, {
      field: 'file',
      filename: 'a.png',
      mediaType: 'image/png',
      data: png(),
    });
    expect(findUpload(dir, 1, stored.id)).toEqual(stored);
    expect((await control(sb, 'POST', 'reset')).body).toEqual({ ok: true });
    expect(existsSync(stored.path)).toBe(false);
    expect(findUpload(dir, 1, stored.id)).toBeNull();
  });
});
