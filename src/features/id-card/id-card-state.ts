import idCardTexts from '../../i18n/sections/idCard.ts';
import type { OcrResult } from '../../contract/entities.ts';
import type { MessageKey, KeysOf } from '../../i18n/i18n.ts';
import type { Problem } from './problems.ts';

type TextKey = MessageKey | KeysOf<typeof idCardTexts>;

/**
 * The ID card check as data: three photos (front, back, face), the details read from the card, and
 * the rules of their order. A pure reducer, so the flow is tested without a browser; the hook
 * (useIdCardFlow.ts) runs the side effects and feeds events in.
 */

export type Slot = 'front' | 'back' | 'face';

/**
 * One photo's upload, exposed as `data-state`. `capturing` is the face only: the app's face-check
 * SDK is open. `compressing` and `uploading` can be cancelled.
 */
export type UploadState = 'empty' | 'capturing' | 'compressing' | 'uploading' | 'done' | 'failed';

export interface SlotState {
  state: UploadState;
  /** The photo on screen: being sent, kept after a failed send, or accepted. Never base64. */
  photo: Blob | null;
  /** The photo the server accepted last: kept during a retake and shown again if that is cancelled. */
  accepted: Blob | null;
  /**
   * The server holds a photo of this slot: accepted here, or before a reload or a kill (then without its
   * picture on this page: id-card-memory.ts).
   */
  onServer: boolean;
  /** Compression and upload together, percent 0–100. */
  progress: number;
  problem: Problem | null;
  /** The failed send can be repeated as it is, in one tap: the compressed photo is kept. */
  retryable: boolean;
}

/** Reading the card (`user/curp/ocr`): it waits until both sides are accepted. */
export type OcrState = 'waiting' | 'reading' | 'done' | 'failed';

export interface IdCardState {
  front: SlotState;
  back: SlotState;
  face: SlotState;
  ocr: { state: OcrState; result: OcrResult | null; problem: Problem | null };
}

export type IdCardEvent =
  | { type: 'captureStarted'; slot: Slot }
  | { type: 'compressStarted'; slot: Slot }
  | { type: 'uploadStarted'; slot: Slot; photo: Blob }
  | { type: 'progressed'; slot: Slot; progress: number }
  | { type: 'succeeded'; slot: Slot }
  | { type: 'failed'; slot: Slot; problem: Problem; retryable: boolean }
  | { type: 'cancelled'; slot: Slot }
  /** Sides the server accepted before this page was loaded. */
  | { type: 'restored'; sides: readonly Slot[] }
  | { type: 'ocrStarted' }
  | { type: 'ocrSucceeded'; result: OcrResult }
  | { type: 'ocrFailed'; problem: Problem };

const emptySlot = (): SlotState => ({
  state: 'empty',
  photo: null,
  accepted: null,
  onServer: false,
  progress: 0,
  problem: null,
  retryable: false,
});

export const initialIdCardState = (): IdCardState => ({
  front: emptySlot(),
  back: emptySlot(),
  face: emptySlot(),
  ocr: { state: 'waiting', result: null, problem: null },
});

const BUSY: readonly UploadState[] = ['capturing', 'compressing', 'uploading'];
export const isBusy = (slot: SlotState): boolean => BUSY.includes(slot.state);

function slotReducer(slot: SlotState, event: IdCardEvent): SlotState {
  switch (event.type) {
    case 'captureStarted':
      return { ...slot, state: 'capturing', progress: 0, problem: null, retryable: false };
    case 'compressStarted':
      return { ...slot, state: 'compressing', photo: null, progress: 0, problem: null, retryable: false };
    case 'uploadStarted':
      return { ...slot, state: 'uploading', photo: event.photo, problem: null, retryable: false };
    case 'progressed':
      return isBusy(slot) ? { ...slot, progress: Math.max(slot.progress, event.progress) } : slot;
    case 'succeeded':
      return {
        ...slot,
        state: 'done',
        accepted: slot.photo,
        onServer: true,
        progress: 100,
        problem: null,
        retryable: false,
      };
    case 'failed':
      // A photo that never got compressed cannot be sent again: the borrower takes another.
      return {
        ...slot,
        state: 'failed',
        problem: event.problem,
        retryable: event.retryable && slot.photo !== null,
      };
    case 'cancelled':
      // The borrower's choice: back to what was there before, without a message.
      return {
        ...emptySlot(),
        state: slot.onServer ? 'done' : 'empty',
        photo: slot.accepted,
        accepted: slot.accepted,
        onServer: slot.onServer,
        progress: slot.onServer ? 100 : 0,
      };
    default:
      return slot;
  }
}

export function idCardReducer(state: IdCardState, event: IdCardEvent): IdCardState {
  switch (event.type) {
    case 'ocrStarted':
      return { ...state, ocr: { state: 'reading', result: null, problem: null } };
    case 'ocrSucceeded':
      return { ...state, ocr: { state: 'done', result: event.result, problem: null } };
    case 'ocrFailed':
      return { ...state, ocr: { state: 'failed', result: null, problem: event.problem } };
    case 'restored': {
      const next = { ...state };
      for (const slot of event.sides) {
        // Only where nothing has happened yet on this page.
        if (next[slot].state === 'empty')
          next[slot] = { ...emptySlot(), state: 'done', onServer: true, progress: 100 };
      }
      return next;
    }
    default: {
      const next = { ...state, [event.slot]: slotReducer(state[event.slot], event) };
      // A new side on the server means the card must be read again.
      if (event.type === 'succeeded' && event.slot !== 'face') {
        next.ocr = { state: 'waiting', result: null, problem: null };
      }
      return next;
    }
  }
}

/** The back may be sent once the server has a front (spec: front before back). */
export const backUnlocked = (s: IdCardState): boolean => s.front.onServer;

/** Both sides accepted and none being replaced: the card can be read. */
export const sidesReady = (s: IdCardState): boolean => s.front.state === 'done' && s.back.state === 'done';

/** Why the face check cannot start yet, or null when it can. */
export function faceLock(s: IdCardState): TextKey | null {
  if (!s.front.onServer) return 'idCard.back.locked';
  if (!s.back.onServer) return 'idCard.errors.backFirst';
  if (!sidesReady(s) || s.ocr.state !== 'done') return 'idCard.face.waitDetails';
  return null;
}

/** Why Continue is not possible yet, or null when it is (spec: the face check comes first). */
export function continueLock(s: IdCardState): TextKey | null {
  if (s.face.state !== 'done') return 'idCard.errors.faceFirst';
  return faceLock(s);
}
