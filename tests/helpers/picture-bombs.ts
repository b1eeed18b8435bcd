import { deflateSync } from 'node:zlib';
import { DEMO_JPEG } from '../../sandbox/data/demo-profile.ts';

/**
 * Pictures that must be refused before the phone decodes them (issue 27), made in memory: a PNG that
 * says 20000 × 20000 (400 MP, 1.6 GB of pixels once decoded) in a file of a few kilobytes, and a real
 * JPEG of 25 MB (a small photo followed by 25 MB its decoder never reads).
 */

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG whose header says `width` × `height` (8-bit grey), with the first rows of its pixels. */
export function pngBomb(width = 20_000, height = 20_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8);
  const rows = deflateSync(Buffer.alloc((width + 1) * 64));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real, small JPEG that weighs `bytes` in all: what it draws is followed by bytes no decoder reads. */
export function heavyJpeg(bytes = 25 * 1024 * 1024): Buffer {
  const photo = Buffer.from(DEMO_JPEG);
  return Buffer.concat([photo, Buffer.alloc(bytes - photo.length)]);
}
