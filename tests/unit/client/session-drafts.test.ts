import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeRecordSoon } from '../../../src/store/persist.ts';
import { clearSession, logOut, session } from '../../../src/store/session.ts';

/**
 * A session that ends (token expired, logged in on another device: the API layer calls clearSession)
 * keeps the draft the borrower was still typing; a logout on purpose does not (issue 23).
 */
const KEY = 'draft:7:tz:personal';
const stored = () => localStorage.getItem(`tzloan:${KEY}`);

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

function typeInto(token: string) {
  session.token = token;
  // As src/forms/drafts.ts does while the borrower types: written once the typing pauses.
  writeRecordSoon(KEY, { values: { address: 'Mtaa wa Samora 14' } }, 300, () => session.token === token);
}

describe('drafts when the session ends', () => {
  it('writes the draft still waiting for a pause before an ended session is cleared', () => {
    vi.useFakeTimers();
    typeInto('t1');
    clearSession();
    vi.runAllTimers();
    expect(stored()).toContain('Mtaa wa Samora 14');
  });

  it('leaves nothing after a logout on purpose', () => {
    vi.useFakeTimers();
    typeInto('t1');
    logOut();
    vi.runAllTimers();
    expect(stored()).toBeNull();
  });
});
