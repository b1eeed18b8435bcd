/**
 * Stands in for crypto-js's passphrase key derivation (evpkdf, and the md5, sha1 and hmac it is built on)
 * in app builds (scripts/stand-ins.ts). The payload cipher (src/api/cipher.ts) always passes
 * AES a key of bytes, so the derivation is dead code; crypto-js is CommonJS and cannot be tree-shaken, so
 * without this ~3 KB gzipped of it would ship on the first load. A passphrase key fails loudly.
 */
import CryptoJS from 'crypto-js/core';

const algo = CryptoJS.algo as unknown as Record<string, unknown>;
algo['EvpKDF'] = {
  create() {
    throw new Error(
      'crypto-js passphrase keys are not built into the app (scripts/stand-ins.ts): pass a key of bytes',
    );
  },
};

export default CryptoJS;
