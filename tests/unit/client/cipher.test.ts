// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { decrypt, encrypt, keyText, randomFieldName } from '../../../src/api/cipher.ts';
import * as server from '../../../sandbox/cipher.ts';

const PKG = 'com.tz.pesa.loan';
const IV = Uint8Array.from({ length: 16 }, (_, i) => i);

describe('payload cipher (docs/protocol.md)', () => {
  it('derives the key from the package name, cut or padded with 0 to 16 characters', () => {
    expect(keyText('com.demo')).toBe('com.demo00000000');
    expect(keyText('com.tz.pesa.loan')).toBe('com.tz.pesa.loan');
    expect(keyText('com.example.very.long.package')).toBe('com.example.very');
  });

  it('matches a fixed test vector (AES-128-CBC, PKCS#7, base64url of IV and ciphertext)', () => {
    // Vector computed a third way, with the openssl command line, and frozen here, so a change on
    // either side shows up even if both sides changed the same way:
    // (printf '\x00…\x0f'; printf 'security/login' | openssl enc -aes-128-cbc -K <hex of key> -iv 0001…0f) | base64
    const token = encrypt('security/login', PKG, IV);
    expect(token).toBe(server.encrypt('security/login', PKG, Buffer.from(IV)));
    expect(token).toBe('AAECAwQFBgcICQoLDA0OD4CvAXRTQKiaUYHYw5GBhFs');
    expect(token).not.toMatch(/[+/=]/);
  });

  it('round-trips UTF-8 text, including Kiswahili and emoji', () => {
    const text = JSON.stringify({ name: 'Amani Juma', note: 'Habari ✓ 🇹🇿', t: 1_700_000_000 });
    expect(decrypt(encrypt(text, PKG), PKG)).toBe(text);
  });

  it('round-trips the empty string', () => {
    expect(decrypt(encrypt('', PKG), PKG)).toBe('');
    expect(server.decrypt(encrypt('', PKG), PKG)).toBe('');
  });

  it('uses a fresh IV per value, so equal payloads differ on the wire', () => {
    expect(encrypt('same', PKG)).not.toBe(encrypt('same', PKG));
  });

  it('is decrypted by the sandbox, and decrypts what the sandbox encrypts', () => {
    const payload = JSON.stringify({ mobile: '712345678', code: '246810', t: 1 });
    expect(server.decrypt(encrypt(payload, PKG), PKG)).toBe(payload);
    expect(decrypt(server.encrypt(payload, 'com.demo'), 'com.demo')).toBe(payload);
  });

  it('refuses a value encrypted with another key', () => {
    // Fixed IV: deterministic (a random one could, rarely, leave valid padding by chance).
    expect(() => decrypt(encrypt('{"a":1}', 'com.other.app', IV), PKG)).toThrow(/./);
  });

  it('makes field names of 5 letters then 3 digits', () => {
    for (let i = 0; i < 200; i++) expect(randomFieldName()).toMatch(server.FIELD_NAME);
    expect(randomFieldName(Uint8Array.from([0, 1, 2, 3, 4, 5, 6, 7]))).toBe('abcde567');
  });
});
