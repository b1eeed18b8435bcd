/** Controls for the whole sandbox: reset, counts, the verification code. */
import { SANDBOX_VERIFY_CODE } from '../config.ts';
import { resetDb } from '../db.ts';
import { clearUploads } from '../uploads.ts';
import type { ControlActions } from './shared.ts';

export const generalActions: ControlActions = {
  'POST reset': (_request, deps) => {
    // Every table, the clock offset (a setting) included.
    resetDb(deps.db);
    // Stored images belong to the users just deleted.
    clearUploads(deps.uploadsDir);
    // Faults left over from a previous test would surprise the next one as much as leftover users.
    deps.faults.clear();
    return { ok: true };
  },
  'GET state': (_request, deps) => ({
    users: deps.store.users.count(),
    sessions: deps.store.sessions.counts(deps.clock.realNow()),
    verifyCodeRequests: deps.store.verifyCodes.count(),
    loans: deps.store.loans.count(),
    faults: deps.faults.list(),
  }),
  'GET code': () => ({ code: SANDBOX_VERIFY_CODE }),
};
