// @vitest-environment node
/**
 * Uploads are checked by their pixels (issue 27, sandbox/uploads.ts `reencodeImages`): every picture is
 * decoded and a re-encoded copy is kept, never the bytes as sent; a file behind an image header that
 * does not decode, and a picture of more than 40 megapixels, are refused by every upload call.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { uploadsDir } from '../../../sandbox/uploads.ts';
import { pixelBomb, POLYGLOT } from './crafted-files.ts';
import { register, sandboxPerTest } from './helpers.ts';
import { JPEG, upload } from './loan-helpers.ts';

const sb = sandboxPerTest();

/** Every file kept for user 1. */
function kept(): Buffer[] {
  const folder = join(uploadsDir(sb.dbFile), '1');
  return readdirSync(folder).map((name) => readFileSync(join(folder, name)));
}

/** Sends `file` to each upload call in `paths` and expects each to refuse it with `code` and `msg`. */
async function expectRefusedBy(paths: string[], file: Uint8Array, code: number, msg: string) {
  const { token } = await register(sb, '0712345678');
  for (const path of paths)
    expect((await upload(sb, path, token, {}, file)).body).toEqual({ code, data: null, msg });
}

describe('upload calls', () => {
  it('keep a re-encoded copy: a script after a real JPEG is not kept', async () => {
    const { token } = await register(sb, '0712345678');
    const sent = Buffer.concat([JPEG, Buffer.from('<script>alert(document.cookie)</script>')]);
    const reply = await upload<{ imageId: string }>(sb, 'feedback/uploadFile', token, {}, sent);
    expect(reply.body.code).toBe(0);
    const [copy] = kept();
    expect(copy!.includes(Buffer.from('<script>'))).toBe(false);
    expect(copy!.equals(sent)).toBe(false);
    expect((await sharp(copy!).metadata()).format).toBe('jpeg');
  });

  it('refuse a JPEG header followed by HTML and script', async () => {
    await expectRefusedBy(
      ['user/upload/curp/front', 'feedback/uploadFile', 'feedback/upload/credential'],
      POLYGLOT,
      10040006,
      'The file is not a JPEG, PNG or WebP image, please take the photo again',
    );
  });

  it('refuse a 20000 × 20000 PNG (a few KB) without decoding it', async () => {
    const bomb = pixelBomb();
    expect(bomb.length).toBeLessThan(200_000);
    await expectRefusedBy(
      ['user/upload/curp/front', 'feedback/uploadFile'],
      bomb,
      10040007,
      'The picture is larger than 40 megapixels, please take it again',
    );
  });

  it('accept a PNG and a WebP of at most 40 megapixels, kept in their format', async () => {
    const { token } = await register(sb, '0712345678');
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#369' } })
      .png()
      .toBuffer();
    const webp = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#369' } })
      .webp()
      .toBuffer();
    expect((await upload(sb, 'feedback/uploadFile', token, {}, png)).body.code).toBe(0);
    expect((await upload(sb, 'feedback/uploadFile', token, {}, webp)).body.code).toBe(0);
    const formats = await Promise.all(kept().map(async (file) => (await sharp(file).metadata()).format));
    expect(formats.sort()).toEqual(['png', 'webp']);
  });
});
