import AES from 'crypto-js/aes';
import Base64 from 'crypto-js/enc-base64';
import Utf8 from 'crypto-js/enc-utf8';
import WordArray from 'crypto-js/lib-typedarrays';

/**
 * The payload cipher of docs/protocol.md, as a pure module (no transport, no globals but the random
 * source). AES-128-CBC, PKCS#7, a fresh random IV per value, base64url(IV ‖ ciphertext).
 * crypto-js is imported per module so only AES and its encoders ship, not the whole library.
 */

type Words = ReturnType<typeof Utf8.parse>;

const KEY_LENGTH = 16; // characters = bytes for the ASCII package names we get; AES-128
const IV_BYTES = 16;

/** Package name cut or right-padded with '0' to 16 characters. */
export function keyText(packageName: string): string {
  return packageName.slice(0, KEY_LENGTH).padEnd(KEY_LENGTH, '0');
}

const keyCache = new Map<string, Words>();
function keyWords(packageName: string): Words {
  let key = keyCache.get(packageName);
  if (!key) {
    key = Utf8.parse(keyText(packageName));
    keyCache.set(packageName, key);
  }
  return key;
}

function bytesToWords(bytes: Uint8Array): Words {
  return WordArray.create(bytes as unknown as number[]) as Words;
}

function toBase64Url(words: Words): string {
  return Base64.stringify(words).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Words {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  return Base64.parse(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
}

export function randomBytes(n: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(n));
}

/** Encrypts UTF-8 text. `iv` is for test vectors only; real calls get a fresh random IV. */
export function encrypt(plain: string, packageName: string, iv: Uint8Array = randomBytes(IV_BYTES)): string {
  const ivWords = bytesToWords(iv);
  const cipher = AES.encrypt(Utf8.parse(plain), keyWords(packageName), { iv: ivWords });
  return toBase64Url(ivWords.clone().concat(cipher.ciphertext));
}

/** Decrypts what `encrypt` (or the server) produced. Throws on a wrong key or damaged text. */
export function decrypt(token: string, packageName: string): string {
  const all = fromBase64Url(token);
  if (all.sigBytes <= IV_BYTES) throw new Error('cipher text too short');
  const hex = all.toString(); // hex: the simplest exact way to split a WordArray at a byte offset
  const iv = bytesFromHex(hex.slice(0, IV_BYTES * 2));
  const body = bytesFromHex(hex.slice(IV_BYTES * 2));
  const plain = AES.decrypt(
    { ciphertext: bytesToWords(body) } as Parameters<typeof AES.decrypt>[0],
    keyWords(packageName),
    {
      iv: bytesToWords(iv),
    },
  );
  // A wrong key leaves broken padding (negative length) or bytes that are not UTF-8 (stringify throws).
  if (plain.sigBytes < 0) throw new Error('cipher text does not decrypt with this key');
  return Utf8.stringify(plain);
}

function bytesFromHex(hex: string): Uint8Array {
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A fresh payload field name: 5 letters then 3 digits, e.g. "qKbTz402". */
export function randomFieldName(bytes: Uint8Array = randomBytes(8)): string {
  let name = '';
  for (let i = 0; i < 5; i++) name += LETTERS[(bytes[i] ?? 0) % LETTERS.length];
  for (let i = 5; i < 8; i++) name += String((bytes[i] ?? 0) % 10);
  return name;
}
