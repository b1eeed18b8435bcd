import { IDBKeyRange, IDBObjectStore, indexedDB } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';

// jsdom has no IndexedDB: fake-indexeddb stands in, shared by every cold start of this file.
Object.assign(globalThis, { indexedDB, IDBKeyRange });

function failingPut(): IDBRequest<IDBValidKey> {
  throw new DOMException('The disk is full', 'QuotaExceededError');
}

/**
 * The IndexedDB journal behind localStorage (src/store/journal.ts, src/store/persist.ts): what a process
 * killed before Chromium committed localStorage comes back at the next start. A "kill" here is a cold
 * start (fresh modules) after localStorage has been put back to what it held before the last writes, which
 * is what a killed Chromium leaves on disk; IndexedDB (fake-indexeddb) keeps what its transactions committed.
 */
async function coldStart() {
  vi.resetModules();
  const session = await import('../../../src/store/session.ts');
  const persist = await import('../../../src/store/persist.ts');
  const journal = await import('../../../src/store/journal.ts');
  await persist.whenRestored();
  return { ...session, ...persist, ...journal };
}

type Started = Awaited<ReturnType<typeof coldStart>>;

/** localStorage's records of ours, as a killed process would have left them on disk. */
const ours = () =>
  Object.fromEntries(
    Object.keys(localStorage)
      .filter((key) => key.startsWith('tzloan:'))
      .map((key) => [key, localStorage.getItem(key)]),
  );

function putBack(records: Record<string, string | null>): void {
  localStorage.clear();
  for (const [key, value] of Object.entries(records)) if (value !== null) localStorage.setItem(key, value);
}

/** Lets valtio's batched save run and the journal's transactions complete. */
async function settle(app: Started): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  await app.journalSettled();
}

/** Opens the journal's database as another page would, hands its records store to `work`, then closes. */
function withRecords<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore, done: (value: T) => void) => void,
) {
  return new Promise<T>((resolve, reject) => {
    const open = indexedDB.open('tzloan');
    open.onerror = () => reject(open.error ?? new Error('open failed'));
    open.onsuccess = () => {
      const db = open.result;
      work(db.transaction('records', mode).objectStore('records'), (value) => {
        db.close();
        resolve(value);
      });
    };
  });
}

const journalKeys = () =>
  withRecords<string[]>('readonly', (store, done) => {
    const keys = store.getAllKeys();
    keys.onsuccess = () => done(keys.result.map(String).filter((key) => key.startsWith('tzloan:')));
  });

/** Writes one record straight into the journal, as an older page's committed transaction left it. */
const putJournal = (key: string, value: string) =>
  withRecords<void>('readwrite', (store, done) => {
    store.put(value, key);
    store.transaction.oncomplete = () => done(undefined);
  });

afterEach(async () => {
  vi.resetModules();
  await new Promise<void>((resolve) => {
    const req = indexedDB.deleteDatabase('tzloan');
    req.onsuccess = req.onerror = req.onblocked = () => resolve();
  });
});

describe('the journal behind localStorage (issue 7: a killed app keeps the session and drafts)', () => {
  it("copies localStorage's records in once, when the journal is created", async () => {
    localStorage.setItem('tzloan:session', JSON.stringify({ token: 'old-tok', userInfo: null }));
    localStorage.setItem('tzloan:draft:7:tz:personal', JSON.stringify({ values: { firstName: 'Amani' } }));
    localStorage.setItem('other-app', 'not ours');
    const app = await coldStart();
    expect(app.session.token).toBe('old-tok');
    expect((await journalKeys()).sort()).toEqual(['tzloan:draft:7:tz:personal', 'tzloan:session']);
    // Once: from now on the journal is what a start trusts.
    localStorage.setItem('tzloan:draft:7:tz:personal', JSON.stringify({ values: { firstName: 'Changed' } }));
    const again = await coldStart();
    expect(again.readRecord('draft:7:tz:personal')).toEqual({ values: { firstName: 'Amani' } });
    expect(localStorage.getItem('other-app')).toBe('not ours');
  });

  it('a login localStorage never committed is back after a kill, in the store and in localStorage', async () => {
    const app = await coldStart();
    const onDisk = ours();
    app.setSession('fresh-token', null);
    await settle(app);
    putBack(onDisk); // the kill: localStorage's last write never reached the disk
    const after = await coldStart();
    expect(after.session.token).toBe('fresh-token');
    expect(localStorage.getItem('tzloan:session')).toContain('fresh-token');
  });

  it('a logout localStorage never committed stays a logout: nothing personal comes back', async () => {
    const app = await coldStart();
    app.setSession('tok', null);
    app.writeRecord('draft:7:tz:personal', { values: { firstName: 'Amani' } });
    await settle(app);
    const onDisk = ours();
    app.logOut();
    await settle(app);
    putBack(onDisk);
    const after = await coldStart();
    expect(after.session.token).toBe('');
    expect(after.readRecord('draft:7:tz:personal')).toBeNull();
    expect(Object.keys(localStorage).filter((key) => key.startsWith('tzloan:draft:'))).toEqual([]);
  });

  it('a page that goes while journal writes are unfinished (aborted at unload) leaves localStorage in charge', async () => {
    const app = await coldStart();
    app.setSession('before-reload', null);
    await settle(app);
    app.setSession('at-reload', null);
    await Promise.resolve(); // valtio's save has started the journal write
    window.dispatchEvent(new Event('pagehide'));
    expect(localStorage.getItem('tzloan~journal-behind')).toMatch(/^\d+$/);
    await settle(app);
    await putJournal('tzloan:session', JSON.stringify({ token: 'before-reload', userInfo: null })); // the abort
    const after = await coldStart();
    expect(after.session.token).toBe('at-reload');
    expect(localStorage.getItem('tzloan~journal-behind')).toBeNull();
    // The journal was rebuilt from localStorage: a kill now still finds the session.
    const onDisk = ours();
    localStorage.clear();
    putBack({ ...onDisk, 'tzloan:session': null });
    expect((await coldStart()).session.token).toBe('at-reload');
  });

  it('a marker left from an older journal generation is ignored: the journal stays in charge', async () => {
    const app = await coldStart();
    const onDisk = ours();
    app.setSession('fresh-token', null);
    await settle(app);
    putBack(onDisk);
    localStorage.setItem('tzloan~journal-behind', '12345');
    const after = await coldStart();
    expect(after.session.token).toBe('fresh-token');
    expect(localStorage.getItem('tzloan~journal-behind')).toBeNull();
  });

  it('a draft waits for a pause in the typing, is read at once meanwhile, and is written when the page goes', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const app = await coldStart();
      app.setSession('tok', null);
      const keep = () => app.session.token === 'tok';
      app.writeRecordSoon('draft:7:tz:work', { values: { company: 'A' } }, 300, keep);
      app.writeRecordSoon('draft:7:tz:work', { values: { company: 'AB' } }, 300, keep);
      expect(app.readRecord('draft:7:tz:work')).toEqual({ values: { company: 'AB' } });
      expect(localStorage.getItem('tzloan:draft:7:tz:work')).toBeNull();
      vi.advanceTimersByTime(300);
      expect(localStorage.getItem('tzloan:draft:7:tz:work')).toContain('AB');

      app.writeRecordSoon('draft:7:tz:work', { values: { company: 'ABC' } }, 300, keep);
      window.dispatchEvent(new Event('pagehide'));
      expect(localStorage.getItem('tzloan:draft:7:tz:work')).toContain('ABC');

      // A logout before the pause cancels the waiting draft; so does a session that changed meanwhile.
      app.writeRecordSoon('draft:7:tz:work', { values: { company: 'ABCD' } }, 300, keep);
      app.logOut();
      vi.advanceTimersByTime(300);
      expect(localStorage.getItem('tzloan:draft:7:tz:work')).toBeNull();
      app.setSession('other', null);
      app.writeRecordSoon('draft:7:tz:work', { values: { company: 'X' } }, 300, keep);
      vi.advanceTimersByTime(300);
      expect(localStorage.getItem('tzloan:draft:7:tz:work')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a journal that failed a write is given up and rebuilt from localStorage at the next start', async () => {
    const app = await coldStart();
    app.setSession('tok-1', null);
    await settle(app);
    // The disk fills up: the journal's next transaction fails.
    const original = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = failingPut;
    try {
      app.setSession('tok-2', null);
      await settle(app);
    } finally {
      IDBObjectStore.prototype.put = original;
    }
    expect(localStorage.getItem('tzloan:session')).toContain('tok-2');
    // Not the journal's older tok-1: localStorage, which took every write, is copied into a new journal.
    const after = await coldStart();
    expect(after.session.token).toBe('tok-2');
    expect(await journalKeys()).toContain('tzloan:session');
  });

  it('without IndexedDB (an old WebView, a locked-down profile) localStorage alone works as before', async () => {
    const saved = globalThis.indexedDB;
    Reflect.deleteProperty(globalThis, 'indexedDB');
    try {
      localStorage.setItem('tzloan:session', JSON.stringify({ token: 'ls-tok', userInfo: null }));
      const app = await coldStart();
      expect(app.session.token).toBe('ls-tok');
      app.setSession('ls-tok-2', null);
      await settle(app);
      expect(localStorage.getItem('tzloan:session')).toContain('ls-tok-2');
    } finally {
      globalThis.indexedDB = saved;
    }
  });
});
