// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CipherError, decrypt, deriveKey, encrypt, FIELD_NAME } from '../../../sandbox/cipher.ts';

const IV = Buffer.from('000102030405060708090a0b0c0d0e0f', 'hex');

/** Vectors made with `openssl enc -aes-128-cbc -K <key> -iv 000102…0f`, then IV ‖ ciphertext in base64url. */
const VECTORS = [
  {
    packageName: 'com.tz.pesa.loan',
    plain: 'security/login',
    token: 'AAECAwQFBgcICQoLDA0OD4CvAXRTQKiaUYHYw5GBhFs',
  },
  {
    packageName: 'com.demo',
    plain: '{"mobile":"712345678","t":1700000000}',
    token: 'AAECAwQFBgcICQoLDA0OD9e1wtob1RgY38TLVFfPWjUR3q09ZigTHh7BBLAdOFvLc074qd42pJejpBxKAViwhQ',
  },
  {
    packageName: 'com.tz.pesa.loan.extra',
    plain: 'Habari',
    token: 'AAECAwQFBgcICQoLDA0OD0khsyq4i4PKr8BXyJEykWk',
  },
];

describe('deriveKey', () => {
  it('pads a short package name with 0 to 16 characters', () => {
    expect(deriveKey('com.demo').toString('utf8')).toBe('com.demo00000000');
  });

  it('uses a 16-character package name as it is', () => {
    expect(deriveKey('com.tz.pesa.loan').toString('utf8')).toBe('com.tz.pesa.loan');
  });

  it('keeps the first 16 characters of a long package name', () => {
    expect(deriveKey('com.tz.pesa.loan.extra').toString('utf8')).toBe('com.tz.pesa.loan');
  });

  it('always gives 16 bytes', () => {
    for (const name of ['a', 'com.demo', 'com.tz.pesa.loan', 'x'.repeat(40)]) {
      expect(deriveKey(name)).toHaveLength(16);
    }
  });

  it('refuses an empty or non-ASCII package name', () => {
    expect(() => deriveKey('')).toThrow(CipherError);
    expect(() => deriveKey('com.pésa')).toThrow(CipherError);
  });
});

/** The CipherError reason for a token, or undefined when it decrypts. */
function reason(token: string, packageName = 'com.demo'): string | undefined {
  try {
    decrypt(token, packageName);
    return undefined;
  } catch (error) {
    return error instanceof CipherError ? error.reason : 'other';
  }
}

describe('encrypt / decrypt', () => {
  it.each(VECTORS)('matches the openssl vector for $packageName', ({ packageName, plain, token }) => {
    expect(encrypt(plain, packageName, IV)).toBe(token);
    expect(decrypt(token, packageName)).toBe(plain);
  });

  it('round-trips UTF-8 text, empty text and whole-block text', () => {
    for (const plain of [
      '',
      'Karibu! Mkopo wa TZS 60,000 🇹🇿',
      '0123456789abcdef',
      JSON.stringify({ t: 1 }),
    ]) {
      expect(decrypt(encrypt(plain, 'com.demo'), 'com.demo')).toBe(plain);
    }
  });

  it('uses a fresh IV every time and writes unpadded base64url', () => {
    const a = encrypt('same text', 'com.demo');
    const b = encrypt('same text', 'com.demo');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('refuses an IV that is not 16 bytes', () => {
    expect(() => encrypt('x', 'com.demo', Buffer.alloc(8))).toThrow(RangeError);
  });

  it('says why a token cannot be decrypted', () => {
    const good = encrypt('security/login', 'com.demo');
    expect(reason(`${good}=`)).toBe('base64');
    expect(reason(`${good.slice(0, 4)}+/${good.slice(6)}`)).toBe('base64');
    expect(reason('abc!')).toBe('base64');
    expect(reason(good.slice(0, -2))).toBe('base64');
    expect(reason('AAAA')).toBe('length');
    expect(reason(Buffer.alloc(31).toString('base64url'))).toBe('length');
    expect(reason(Buffer.alloc(40).toString('base64url'))).toBe('length');
    expect(reason(good, 'com.other')).toBe('key');
    expect(reason(good, '')).toBe('packageName');
  });
});

describe('FIELD_NAME', () => {
  it('accepts 5 letters then 3 digits only', () => {
    expect(FIELD_NAME.test('qKbTz402')).toBe(true);
    for (const name of ['qKbT402', 'qKbTzz402', 'qKbTz40', 'qKbTz4022', 'qKb1z402', 't', '']) {
      expect(FIELD_NAME.test(name)).toBe(false);
    }
  });
});
