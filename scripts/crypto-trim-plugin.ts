/**
 * Leaves crypto-js's passphrase key derivation out of app builds: when a crypto-js module requires
 * ./evpkdf, ./md5, ./sha1 or ./hmac it gets src/api/stubs/crypto-js-kdf.ts instead (which makes a
 * passphrase key throw). crypto-js/aes and crypto-js/cipher-core require them unconditionally, but the
 * payload cipher only ever passes AES a key of bytes. Unit tests run the real modules; the end-to-end
 * tests run the built app against the sandbox, so a cipher that stopped working would fail them all.
 */
import path from 'node:path';
import type { Plugin } from 'vite';

export const TRIMMED_CRYPTO_MODULES = ['./evpkdf', './md5', './sha1', './hmac'] as const;

export function cryptoTrimPlugin(root: string): Plugin {
  const stub = path.join(root, 'src/api/stubs/crypto-js-kdf.ts');
  return {
    name: 'tz-loan-crypto-trim',
    enforce: 'pre',
    resolveId(source, importer) {
      const fromCryptoJs = importer !== undefined && /[\\/]node_modules[\\/]crypto-js[\\/]/.test(importer);
      return fromCryptoJs && (TRIMMED_CRYPTO_MODULES as readonly string[]).includes(source) ? stub : null;
    },
  };
}
