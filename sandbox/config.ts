/** Fixed verification code the sandbox accepts for every mobile number (shown on the login screen in sandbox builds). */
export const SANDBOX_VERIFY_CODE = '246810';

/** Where the plugin keeps its SQLite file unless `SANDBOX_DB` says otherwise (git-ignored). */
export const DEFAULT_DB_FILE = '.sandbox-data/sandbox.db';

/** A session lives this long after login; `SANDBOX_SESSION_TTL_SECONDS` overrides it for the plugin. */
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;

/** What `security/getVerifyCode` tells the client to wait before it may ask again. */
export const VERIFY_CODE_RESEND_SECONDS = 60;

/** Default delay of the `slow` fault: long enough for a spinner to show, far below the client's 60 s timeout. */
export const DEFAULT_SLOW_DELAY_MS = 3000;

/**
 * A `timeout` fault holds the request until the client gives up (60 s in the app). The cap only stops a
 * forgotten fault from pinning a socket forever, e.g. when the client has no timeout of its own.
 */
export const TIMEOUT_FAULT_CAP_MS = 10 * 60 * 1000;

/** Largest JSON body accepted. Payloads are a few hundred bytes; this only bounds memory. */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;
