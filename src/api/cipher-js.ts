import AES from 'crypto-js/aes';
import Base64 from 'crypto-js/enc-base64';
import Utf8 from 'crypto-js/enc-utf8';
import WordArray from 'crypto-js/lib-typedarrays';
import { IV_BYTES, keyText, randomBytes } from './cipher-key.ts';

/**
 * The payload cipher of docs/protocol.md with crypto-js, synchronous. The app loads it only on a page
 * without WebCrypto (./cipher.ts says when); Storybook's mocked backend decrypts the request path with it.
 * crypto-js is imported per module so only AES and its encoders ship, not the whole library.
 */

type Words = ReturnType<typeof Utf8.parse>;

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

/** Encrypts UTF-8 text. `iv` is for test vectors only; real calls get a fresh random IV. */
export function encryptSync(
  plain: string,
  packageName: string,
  iv: Uint8Array = randomBytes(IV_BYTES),
): string {
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
