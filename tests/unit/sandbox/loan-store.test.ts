// @vitest-environment node
/** The database keeps one open loan per borrower, whatever code asks: the index agrees with OPEN_LOAN_STATES. */
import { afterAll, describe, expect, it } from 'vitest';
import { LOAN_STATES, OPEN_LOAN_STATES } from '../../../src/contract/codes.ts';
import { openDb } from '../../../sandbox/db.ts';
import { PRODUCTS } from '../../../sandbox/data/products.ts';
import { loanService } from '../../../sandbox/loans/service.ts';
import { DEFAULT_LOAN_TIMING } from '../../../sandbox/config.ts';
import { createStore } from '../../../sandbox/store/index.ts';
import { removeTempDirs, START_MS, tempDbFile } from './helpers.ts';

afterAll(removeTempDirs);

describe('one open loan per borrower', () => {
  it.each(LOAN_STATES)('a loan %s blocks a second one only if it is open', (state) => {
    const db = openDb(tempDbFile());
    try {
      const store = createStore(db, 1000);
      const loans = loanService(store, DEFAULT_LOAN_TIMING);
      const user = store.users.create('255', '712345678', START_MS);
      const product = PRODUCTS[0];
      if (!user || !product) throw new Error('setup');
      const first = loans.create(user, product, 1000, undefined, START_MS);
      db.prepare('UPDATE loans SET state = ? WHERE id = ?').run(state, first?.id);
      const second = loans.create(user, product, 2000, undefined, START_MS + 1);
      expect(second === undefined).toBe(OPEN_LOAN_STATES.includes(state));
    } finally {
      db.close();
    }
  });

  it('refuses a state the machine does not know', () => {
    const db = openDb(tempDbFile());
    try {
      const store = createStore(db, 1000);
      const user = store.users.create('255', '712345678', START_MS);
      const product = PRODUCTS[0];
      if (!user || !product) throw new Error('setup');
      const loan = loanService(store, DEFAULT_LOAN_TIMING).create(user, product, 1000, undefined, START_MS);
      expect(() => db.prepare('UPDATE loans SET state = ? WHERE id = ?').run('paused', loan?.id)).toThrow(
        /CHECK/,
      );
    } finally {
      db.close();
    }
  });
});
