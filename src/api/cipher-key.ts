/** What both payload ciphers (./cipher.ts, ./cipher-js.ts) share: the key's text and the IV. */

const KEY_LENGTH = 16; // characters = bytes for the ASCII package names we get; AES-128
export const IV_BYTES = 16;

/** Package name cut or right-padded with '0' to 16 characters. */
export function keyText(packageName: string): string {
  return packageName.slice(0, KEY_LENGTH).padEnd(KEY_LENGTH, '0');
}

export function randomBytes(n: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(n));
}
