/**
 * The wire cipher of docs/protocol.md, written from that page with Node's own `crypto` so that it can check
 * the browser's crypto-js implementation instead of sharing its mistakes. Pure functions: the client's tests
 * import `encrypt`/`decrypt` from here.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** Name of the one request field that carries the payload: 5 ASCII letters then 3 digits. */
export const FIELD_NAME = /^[A-Za-z]{5}[0-9]{3}$/;

const KEY_LENGTH = 16;
const IV_LENGTH = 16;
const BLOCK = 16;
const ALGORITHM = 'aes-128-cbc';
/** base64url alphabet, no `=` padding (RFC 4648 §5). Node's decoder silently skips other characters. */
const BASE64URL = /^[A-Za-z0-9_-]*$/;
/** Package names are Java-style identifiers; ASCII keeps "16 characters" equal to "16 bytes". */
const PRINTABLE_ASCII = /^[\x21-\x7e]+$/;

/** Why a value could not be decrypted, so the server can say so precisely. */
export type CipherFailure = 'packageName' | 'base64' | 'length' | 'key';

export class CipherError extends Error {
  readonly reason: CipherFailure;

  constructor(reason: CipherFailure, message: string) {
    super(message);
    this.name = 'CipherError';
    this.reason = reason;
  }
}

/** First 16 characters of the package name, right-padded with `0`, as UTF-8 bytes: an AES-128 key. */
export function deriveKey(packageName: string): Buffer {
  if (!PRINTABLE_ASCII.test(packageName)) {
    throw new CipherError('packageName', 'packageName must be non-empty printable ASCII');
  }
  return Buffer.from(packageName.slice(0, KEY_LENGTH).padEnd(KEY_LENGTH, '0'), 'utf8');
}

/** AES-128-CBC/PKCS#7 of the UTF-8 text; returns base64url(IV ‖ ciphertext). A fresh random IV unless given. */
export function encrypt(plain: string, packageName: string, iv: Buffer = randomBytes(IV_LENGTH)): string {
  if (iv.length !== IV_LENGTH) throw new RangeError(`IV must be ${IV_LENGTH} bytes`);
  const cipher = createCipheriv(ALGORITHM, deriveKey(packageName), iv);
  return Buffer.concat([iv, cipher.update(plain, 'utf8'), cipher.final()]).toString('base64url');
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Inverse of `encrypt`. Throws `CipherError` saying whether the text, its length or the key is wrong. */
export function decrypt(token: string, packageName: string): string {
  const key = deriveKey(packageName);
  // A length of 1 mod 4 cannot come from any byte string.
  if (!BASE64URL.test(token) || token.length % 4 === 1) {
    throw new CipherError('base64', 'not base64url (RFC 4648 §5, no padding)');
  }
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length < IV_LENGTH + BLOCK || (bytes.length - IV_LENGTH) % BLOCK !== 0) {
    throw new CipherError('length', 'not a 16-byte IV followed by whole AES blocks');
  }
  const decipher = createDecipheriv(ALGORITHM, key, bytes.subarray(0, IV_LENGTH));
  let plain: Buffer;
  try {
    plain = Buffer.concat([decipher.update(bytes.subarray(IV_LENGTH)), decipher.final()]);
  } catch {
    // Bad PKCS#7 padding: almost always a key from another package name.
    throw new CipherError('key', 'cannot be decrypted with this packageName');
  }
  try {
    return utf8.decode(plain);
  } catch {
    // Padding can look valid by chance under a wrong key; the text then is rarely valid UTF-8.
    throw new CipherError('key', 'cannot be decrypted with this packageName');
  }
}
