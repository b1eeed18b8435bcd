// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { encrypt, keyText, randomFieldName } from '../../../src/api/cipher.ts';
import { decrypt, encryptSync } from '../../../src/api/cipher-js.ts';
import * as server from '../../../sandbox/cipher.ts';

const PKG = 'com.tz.pesa.loan';
const IV = Uint8Array.from({ length: 16 }, (_, i) => i);
// Vector computed a third way, with the openssl command line, and frozen here, so a change on
// either side shows up even if both sides changed the same way:
// (printf '\x00…\x0f'; printf 'security/login' | openssl enc -aes-128-cbc -K <hex of key> -iv 0001…0f) | base64
const VECTOR = 'AAECAwQFBgcICQoLDA0OD4CvAXRTQKiaUYHYw5GBhFs';

/** The two ways the app encrypts: the platform's AES (secure pages) and crypto-js (plain http pages). */
const CIPHERS = [
  ['WebCrypto', encrypt],
  ['crypto-js', async (plain: string, pkg: string, iv?: Uint8Array) => encryptSync(plain, pkg, iv)],
] as const;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('payload cipher (docs/protocol.md)', () => {
  it('derives the key from the package name, cut or padded with 0 to 16 characters', () => {
    expect(keyText('com.demo')).toBe('com.demo00000000');
    expect(keyText('com.tz.pesa.loan')).toBe('com.tz.pesa.loan');
    expect(keyText('com.example.very.long.package')).toBe('com.example.very');
  });

  describe.each(CIPHERS)('with %s', (_, encryptWith) => {
    it('matches a fixed test vector (AES-128-CBC, PKCS#7, base64url of IV and ciphertext)', async () => {
      const token = await encryptWith('security/login', PKG, IV);
      expect(token).toBe(server.encrypt('security/login', PKG, Buffer.from(IV)));
      expect(token).toBe(VECTOR);
      expect(token).not.toMatch(/[+/=]/);
    });

    it('round-trips UTF-8 text, including Kiswahili and emoji', async () => {
      const text = JSON.stringify({ name: 'Amani Juma', note: 'Habari ✓ 🇹🇿', t: 1_700_000_000 });
      expect(decrypt(await encryptWith(text, PKG), PKG)).toBe(text);
      expect(server.decrypt(await encryptWith(text, PKG), PKG)).toBe(text);
    });

    it('round-trips the empty string and a text of exactly one block', async () => {
      expect(decrypt(await encryptWith('', PKG), PKG)).toBe('');
      expect(server.decrypt(await encryptWith('', PKG), PKG)).toBe('');
      expect(server.decrypt(await encryptWith('0123456789abcdef', 'com.demo'), 'com.demo')).toBe(
        '0123456789abcdef',
      );
    });

    it('uses a fresh IV per value, so equal payloads differ on the wire', async () => {
      expect(await encryptWith('same', PKG)).not.toBe(await encryptWith('same', PKG));
    });

    it('is decrypted by the sandbox with a short package name as key too', async () => {
      const payload = JSON.stringify({ mobile: '712345678', code: '246810', t: 1 });
      expect(server.decrypt(await encryptWith(payload, 'com.demo'), 'com.demo')).toBe(payload);
    });
  });

  it('decrypts what the sandbox encrypts (Storybook reads request paths so)', () => {
    const payload = JSON.stringify({ mobile: '712345678', code: '246810', t: 1 });
    expect(decrypt(server.encrypt(payload, 'com.demo'), 'com.demo')).toBe(payload);
  });

  it('refuses a value encrypted with another key', () => {
    // Fixed IV: deterministic (a random one could, rarely, leave valid padding by chance).
    expect(() => decrypt(encryptSync('{"a":1}', 'com.other.app', IV), PKG)).toThrow(/./);
  });

  it('falls back to crypto-js on a page that is not a secure context (no crypto.subtle)', async () => {
    const subtleEncrypt = vi.spyOn(crypto.subtle, 'encrypt');
    vi.stubGlobal('isSecureContext', false);
    expect(await encrypt('security/login', PKG, IV)).toBe(VECTOR);
    expect(subtleEncrypt).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
    expect(await encrypt('security/login', PKG, IV)).toBe(VECTOR);
    expect(subtleEncrypt).toHaveBeenCalledTimes(1);
    subtleEncrypt.mockRestore();
  });

  it('makes field names of 5 letters then 3 digits', () => {
    for (let i = 0; i < 200; i++) expect(randomFieldName()).toMatch(server.FIELD_NAME);
    expect(randomFieldName(Uint8Array.from([0, 1, 2, 3, 4, 5, 6, 7]))).toBe('abcde567');
  });
});
