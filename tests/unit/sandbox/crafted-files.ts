/** Files an attacker crafts against the upload calls (issue 27): built here, nothing is stored in the repository. */
import { crc32, deflateSync } from 'node:zlib';

/** JPEG magic followed by an HTML page with a script: a "picture" a browser may render as a page. */
export const POLYGLOT = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>'),
]);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A valid `size` × `size` 1-bit grey PNG of zeros: a few dozen KB that decode to `size²` pixels. */
export function pixelBomb(size = 20000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const raw = Buffer.alloc(size * (1 + Math.ceil(size / 8))); // filter byte 0 + zero pixels, every row
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
