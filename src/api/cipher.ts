/**
 * The payload cipher of docs/protocol.md: AES-128-CBC, PKCS#7, a fresh random IV per value,
 * base64url(IV ‖ ciphertext). The app only ever encrypts (replies come back in clear).
 *
 * It runs on the platform's own AES (WebCrypto), which every secure page has: the app served over HTTPS,
 * packaged at https://appassets.androidplatform.net, or on localhost. A page over plain http from another
 * host (a tester's phone on the office network) has no `crypto.subtle`; there the crypto-js cipher
 * (./cipher-js.ts) is fetched on the first call instead, so its 7 KB gzipped stay out of everyone else's
 * first load. Both give the same bytes for the same IV (tests/unit/client/cipher.test.ts).
 */
import { IV_BYTES, keyText, randomBytes } from './cipher-key.ts';

export { keyText };

/** RFC 4648 §5 base64url without `=` padding, so a value can sit in a path or a query string. */
export function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The platform's AES, or undefined on a page that is not a secure context. */
function subtleCrypto(): SubtleCrypto | undefined {
  return globalThis.isSecureContext === false ? undefined : globalThis.crypto?.subtle;
}

const keys = new Map<string, Promise<CryptoKey>>();
function platformKey(subtle: SubtleCrypto, packageName: string): Promise<CryptoKey> {
  let key = keys.get(packageName);
  if (!key) {
    key = subtle.importKey('raw', new TextEncoder().encode(keyText(packageName)), 'AES-CBC', false, [
      'encrypt',
    ]);
    // A failed import is not kept: the next call tries again.
    key.catch(() => keys.delete(packageName));
    keys.set(packageName, key);
  }
  return key;
}

/** Encrypts UTF-8 text. `iv` is for test vectors only; real calls get a fresh random IV. */
export async function encrypt(
  plain: string,
  packageName: string,
  iv: Uint8Array = randomBytes(IV_BYTES),
): Promise<string> {
  const subtle = subtleCrypto();
  if (!subtle) return (await import('./cipher-js.ts')).encryptSync(plain, packageName, iv);
  const body = await subtle.encrypt(
    { name: 'AES-CBC', iv: iv as Uint8Array<ArrayBuffer> },
    await platformKey(subtle, packageName),
    new TextEncoder().encode(plain),
  );
  const all = new Uint8Array(IV_BYTES + body.byteLength);
  all.set(iv);
  all.set(new Uint8Array(body), IV_BYTES);
  return base64Url(all);
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A fresh payload field name: 5 letters then 3 digits, e.g. "qKbTz402". */
export function randomFieldName(bytes: Uint8Array = randomBytes(8)): string {
  let name = '';
  for (let i = 0; i < 5; i++) name += LETTERS[(bytes[i] ?? 0) % LETTERS.length];
  for (let i = 5; i < 8; i++) name += String((bytes[i] ?? 0) % 10);
  return name;
}
