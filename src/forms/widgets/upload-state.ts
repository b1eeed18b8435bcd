/*
 * The files of one upload field, as its widget holds them while the page lives. Blobs and object URLs
 * only: nothing here is ever turned into base64, and only the server's references (`ref`) become the
 * field's value (and so the draft and the submit).
 */

/** `compressing` → `uploading` → `done`; a refused upload is `failed` until retried or removed. */
export type FileState = 'compressing' | 'uploading' | 'done' | 'failed';

export interface UploadEntry {
  /** Stable key for the page's life. */
  id: number;
  state: FileState;
  /** The picked file's name; '' for a file known only by its reference (restored from a draft). */
  name: string;
  /** An object URL of the picked image for its thumbnail; null for other files and restored ones. */
  preview: string | null;
  /** The file as picked, kept until it is uploaded (a retry after a failed compression starts again from it). */
  file: Blob | null;
  /** What is sent: the compressed image, or the file as picked; kept for a retry until the server took it. */
  prepared: Blob | null;
  /** Percent, 0–100, of preparing and sending together. */
  progress: number;
  /** The server's reference of the uploaded file. */
  ref: string | null;
}

export type UploadAction =
  | { type: 'added'; entry: UploadEntry }
  | { type: 'progressed'; id: number; progress: number }
  | { type: 'prepared'; id: number; prepared: Blob }
  | { type: 'done'; id: number; ref: string }
  | { type: 'failed'; id: number }
  | { type: 'retried'; id: number }
  | { type: 'removed'; id: number }
  /** The field's value changed from outside (a reset, a restored draft): these references are done. */
  | { type: 'restored'; refs: string[]; nextId: number };

const update = (entries: UploadEntry[], id: number, change: (entry: UploadEntry) => UploadEntry) =>
  entries.map((entry) => (entry.id === id ? change(entry) : entry));

export function uploadReducer(entries: UploadEntry[], action: UploadAction): UploadEntry[] {
  switch (action.type) {
    case 'added':
      return [...entries, action.entry];
    case 'progressed':
      return update(entries, action.id, (entry) =>
        entry.state === 'compressing' || entry.state === 'uploading'
          ? { ...entry, progress: Math.max(entry.progress, action.progress) }
          : entry,
      );
    case 'prepared':
      return update(entries, action.id, (entry) => ({
        ...entry,
        state: 'uploading',
        prepared: action.prepared,
      }));
    case 'done':
      return update(entries, action.id, (entry) => ({
        ...entry,
        state: 'done',
        progress: 100,
        ref: action.ref,
        file: null,
        prepared: null,
      }));
    case 'failed':
      return update(entries, action.id, (entry) => ({ ...entry, state: 'failed' }));
    case 'retried':
      return update(entries, action.id, (entry) => ({
        ...entry,
        state: entry.prepared ? 'uploading' : 'compressing',
        progress: 0,
      }));
    case 'removed':
      return entries.filter((entry) => entry.id !== action.id);
    case 'restored': {
      // Files on their way stay; the done ones become exactly the references given, in their places.
      const kept = entries.filter((entry) => entry.state !== 'done' || action.refs.includes(entry.ref ?? ''));
      const known = new Set(kept.map((entry) => entry.ref));
      const added = action.refs
        .filter((ref) => !known.has(ref))
        .map((ref, i): UploadEntry => restoredEntry(action.nextId + i, ref));
      return [...kept, ...added];
    }
    default:
      return action satisfies never;
  }
}

export const restoredEntry = (id: number, ref: string): UploadEntry => ({
  id,
  state: 'done',
  name: '',
  preview: null,
  file: null,
  prepared: null,
  progress: 100,
  ref,
});

/** The references of the files the server took, in the order they were picked. */
export const doneRefs = (entries: readonly UploadEntry[]): string[] =>
  entries.flatMap((entry) => (entry.state === 'done' && entry.ref ? [entry.ref] : []));

export const isBusy = (entry: UploadEntry) => entry.state === 'compressing' || entry.state === 'uploading';
