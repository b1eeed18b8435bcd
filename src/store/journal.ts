/**
 * The durable copy of what the app keeps on the device: an IndexedDB object store of the same records
 * that localStorage holds (key → JSON text), written with strict durability.
 *
 * Why: Chromium (and the Android WebView) keeps localStorage in memory and commits it to disk a few
 * seconds later, so a process killed soon after a login or a keystroke loses them. An IndexedDB
 * transaction is on disk when it completes. localStorage stays the synchronous copy the stores read and
 * the channel other tabs follow (the `storage` event); this journal is what a start-up trusts.
 *
 * The journal is trusted only while it has every write: when it cannot open in time or a write fails
 * (storage full), it is deleted, so the next start copies localStorage into a fresh one instead of
 * restoring something older. localStorage's records are copied in once, when the database is created.
 */
const DB_NAME = 'tzloan';
const STORE = 'records';

type Op = { put: string; value: string } | { del: string } | { delPrefix: string };

const hasIndexedDb = (): boolean => typeof indexedDB !== 'undefined' && indexedDB !== null;

let db: IDBDatabase | null = null;
/** Without IndexedDB there is no journal at all: localStorage alone, as before. */
let dropped = !hasIndexedDb();
/** Writes asked for before the database was open; applied (and sent) once it is. */
let queued: Op[] | null = dropped ? null : [];
/** Transactions not yet complete: `journalSettled()` waits for them. */
const inFlight = new Set<Promise<void>>();

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

/** Gives the journal up for this run and deletes it, so the next start begins again from localStorage. */
function drop(): void {
  if (dropped) return;
  dropped = true;
  queued = null;
  db?.close();
  db = null;
  try {
    indexedDB.deleteDatabase(DB_NAME);
  } catch {
    // Nothing more can be done; localStorage still has everything.
  }
}

function range(prefix: string): IDBKeyRange {
  return IDBKeyRange.bound(prefix, `${prefix}\uffff`);
}

function send(ops: Op[]): void {
  if (!db || ops.length === 0) return;
  let tx: IDBTransaction;
  try {
    tx = db.transaction(STORE, 'readwrite', { durability: 'strict' });
  } catch {
    drop();
    return;
  }
  try {
    const store = tx.objectStore(STORE);
    for (const op of ops) {
      if ('put' in op) store.put(op.value, op.put);
      else if ('del' in op) store.delete(op.del);
      else store.delete(range(op.delPrefix));
    }
  } catch {
    // A request refused outright (the disk is full, the connection closed): the journal no longer has
    // every write.
    try {
      tx.abort();
    } catch {
      // Already finished.
    }
    drop();
    return;
  }
  const done = new Promise<void>((resolve) => {
    tx.oncomplete = () => resolve();
    tx.onabort = tx.onerror = () => {
      drop();
      resolve();
    };
  });
  inFlight.add(done);
  void done.then(() => inFlight.delete(done));
}

function write(op: Op): void {
  if (dropped) return;
  if (queued) queued.push(op);
  else send([op]);
}

export const journalPut = (key: string, value: string): void => write({ put: key, value });
export const journalDelete = (key: string): void => write({ del: key });
export const journalDeletePrefix = (prefix: string): void => write({ delPrefix: prefix });

/** Settles when every write asked for so far is on disk (or has failed). For `pagehide` and tests. */
export async function journalSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.all(inFlight);
}

function apply(records: Map<string, string>, ops: readonly Op[]): void {
  for (const op of ops) {
    if ('put' in op) records.set(op.put, op.value);
    else if ('del' in op) records.delete(op.del);
    else for (const key of records.keys()) if (key.startsWith(op.delPrefix)) records.delete(key);
  }
}

/** The journal's generation, a key outside the records (they all start with `tzloan:`). */
const GENERATION = '~generation';
/**
 * Set in localStorage when the page goes away while journal writes are unfinished: a page that unloads
 * (a reload, a navigation) has its IndexedDB transactions aborted, while its localStorage writes live on in
 * the same process. The value names the journal generation that fell behind.
 */
const BEHIND = 'tzloan~journal-behind';
let generation: number | null = null;

function readBehind(): string | null {
  try {
    return localStorage.getItem(BEHIND);
  } catch {
    return null;
  }
}

function clearBehind(): void {
  try {
    localStorage.removeItem(BEHIND);
  } catch {
    // Nothing to clear.
  }
}

/**
 * Called as the page goes (`pagehide`, after the waiting writes were started): when some journal writes
 * are unfinished, they will be aborted, so the next start rebuilds this generation of the journal from
 * localStorage, which the same process still holds. A marker naming an older generation (one written just
 * before a kill, then already handled) is ignored.
 */
export function journalUnloading(): void {
  if (dropped || (inFlight.size === 0 && (queued?.length ?? 0) === 0)) return;
  try {
    localStorage.setItem(BEHIND, generation === null ? 'any' : String(generation));
  } catch {
    // Storage full: the journal may come back one write behind.
  }
}

function complete(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onabort = tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
  });
}

async function readAll(opened: IDBDatabase): Promise<{ records: Map<string, string>; gen: unknown }> {
  const store = opened.transaction(STORE, 'readonly').objectStore(STORE);
  const [keys, values] = await Promise.all([request(store.getAllKeys()), request(store.getAll())]);
  const records = new Map<string, string>();
  let gen: unknown = null;
  keys.forEach((key, i) => {
    const value: unknown = values[i];
    if (key === GENERATION) gen = value;
    else if (typeof key === 'string' && typeof value === 'string') records.set(key, value);
  });
  return { records, gen };
}

/** Replaces the journal's records with `records` as a new generation. */
async function rebuild(opened: IDBDatabase, records: Map<string, string>): Promise<number> {
  const next = Date.now();
  const tx = opened.transaction(STORE, 'readwrite', { durability: 'strict' });
  const store = tx.objectStore(STORE);
  store.clear();
  for (const [key, value] of records) store.put(value, key);
  store.put(next, GENERATION);
  await complete(tx);
  return next;
}

async function open(
  legacy: () => Map<string, string>,
): Promise<{ opened: IDBDatabase; records: Map<string, string>; gen: number }> {
  const req = indexedDB.open(DB_NAME, 1);
  req.onupgradeneeded = () => {
    // A new database: what localStorage holds is copied in, in the same transaction that creates it.
    const store = req.result.createObjectStore(STORE);
    for (const [key, value] of legacy()) store.put(value, key);
    store.put(Date.now(), GENERATION);
  };
  const opened = await request(req);
  const read = await readAll(opened);
  const behind = readBehind();
  const fellBehind =
    typeof read.gen !== 'number' || (behind !== null && (behind === 'any' || behind === String(read.gen)));
  if (fellBehind) {
    // The last page went away with journal writes unfinished: localStorage has them.
    const records = legacy();
    const gen = await rebuild(opened, records);
    clearBehind();
    return { opened, records, gen };
  }
  if (behind !== null) clearBehind();
  return { opened, records: read.records, gen: read.gen as number };
}

let opening: Promise<Map<string, string> | null> | null = null;

/**
 * Opens the journal and returns every record in it (with the writes asked for meanwhile applied), or
 * null when there is no usable IndexedDB: then localStorage alone is the truth, as it always was.
 * `legacy` lists localStorage's records, copied in when the database is first created.
 */
export function openJournal(
  legacy: () => Map<string, string>,
  timeoutMs = 3000,
): Promise<Map<string, string> | null> {
  opening ??= new Promise<Map<string, string> | null>((resolve) => {
    if (dropped) {
      resolve(null);
      return;
    }
    const timer = setTimeout(() => {
      drop();
      resolve(null);
    }, timeoutMs);
    open(legacy).then(
      ({ opened, records, gen }) => {
        clearTimeout(timer);
        if (dropped) {
          opened.close(); // too late: the deletion asked for by drop() goes ahead
          resolve(null);
          return;
        }
        db = opened;
        generation = gen;
        // Another tab deleting the database (after a failed write there) is not blocked by this one.
        opened.onversionchange = () => drop();
        const ops = queued ?? [];
        queued = null;
        apply(records, ops);
        send(ops);
        resolve(records);
      },
      () => {
        clearTimeout(timer);
        drop();
        resolve(null);
      },
    );
  });
  return opening;
}
