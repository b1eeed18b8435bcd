import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { finishUploadAllImg, idCardOcr } from '../../api/user.ts';
import { routeByStep } from '../../loan/steps.ts';
import { navigate } from '../../routing/hash-location.ts';
import { PATHS } from '../../routing/routes.ts';
import { CAMERA_FACE, nativeFaceCheck } from './face-capture.ts';
import {
  continueLock,
  idCardReducer,
  initialIdCardState,
  sidesReady,
  type IdCardState,
  type Slot,
} from './id-card-state.ts';
import { forgetSides, rememberedSides, rememberSide } from './id-card-memory.ts';
import { classify, ocrProblem } from './problems.ts';
import { preparePhoto, uploadPhoto, type FaceSource } from './send-photo.ts';

export interface IdCardFlow {
  state: IdCardState;
  /** A photo picked for `slot` (camera or gallery): compressed, then uploaded. */
  choose: (slot: Slot, file: Blob) => void;
  /** Sends the kept photo of a failed upload again. */
  retry: (slot: Slot) => void;
  /** Stops compressing or uploading `slot`; what was accepted before stays. */
  cancel: (slot: Slot) => void;
  /** The face check through the app's SDK (only inside the app). */
  startNativeFace: () => void;
  /** Reads the card again after a failure. */
  readCard: () => void;
  /** `user/finishUploadAllImg`, then the screen of the next step. */
  finish: () => void;
  finishing: boolean;
}

/**
 * Runs the ID card check: one run per photo at a time (a double tap starts nothing more), each with
 * its own AbortController for Cancel and for leaving the screen; reads the card as soon as both sides
 * are accepted; finishes once. The rules themselves live in id-card-state.ts.
 */
export function useIdCardFlow(orderNo: string, user: string): IdCardFlow {
  // The sides the server accepted before a reload or a kill are there from the first paint.
  const [state, dispatch] = useReducer(idCardReducer, user, (who) =>
    idCardReducer(initialIdCardState(), { type: 'restored', sides: rememberedSides(who) }),
  );
  useEffect(() => {
    dispatch({ type: 'restored', sides: rememberedSides(user) });
  }, [user]);
  const runs = useRef<Partial<Record<Slot, AbortController>>>({});
  const faceSource = useRef<FaceSource>(CAMERA_FACE);
  const mounted = useRef(true);
  const finishingRef = useRef(false);
  const [finishing, setFinishing] = useState(false);

  useEffect(() => {
    mounted.current = true;
    const current = runs.current;
    return () => {
      mounted.current = false;
      for (const controller of Object.values(current)) controller?.abort();
    };
  }, []);

  const begin = (slot: Slot): AbortController | null => {
    if (runs.current[slot]) return null;
    const controller = new AbortController();
    runs.current[slot] = controller;
    return controller;
  };

  const attempt = (slot: Slot, controller: AbortController, work: () => Promise<void>): void => {
    void work()
      .then(
        () => {
          if (controller.signal.aborted) return;
          rememberSide(user, slot);
          dispatch({ type: 'succeeded', slot });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const found = classify(slot, error);
          dispatch(found ? { type: 'failed', slot, ...found } : { type: 'cancelled', slot });
        },
      )
      .finally(() => {
        if (runs.current[slot] === controller) delete runs.current[slot];
      });
  };

  const progress = (slot: Slot) => (value: number) => dispatch({ type: 'progressed', slot, progress: value });

  const send = async (slot: Slot, controller: AbortController, photo: Blob): Promise<void> => {
    dispatch({ type: 'uploadStarted', slot, photo });
    await uploadPhoto(slot, photo, faceSource.current, controller.signal, progress(slot));
  };

  const compressAndSend = async (slot: Slot, controller: AbortController, file: Blob): Promise<void> => {
    dispatch({ type: 'compressStarted', slot });
    const photo = await preparePhoto(file, controller.signal, progress(slot));
    await send(slot, controller, photo);
  };

  const choose = (slot: Slot, file: Blob) => {
    const controller = begin(slot);
    if (!controller) return;
    if (slot === 'face') faceSource.current = CAMERA_FACE;
    attempt(slot, controller, () => compressAndSend(slot, controller, file));
  };

  const retry = (slot: Slot) => {
    const photo = state[slot].photo;
    if (!photo || !state[slot].retryable) return;
    const controller = begin(slot);
    if (controller) attempt(slot, controller, () => send(slot, controller, photo));
  };

  const cancel = (slot: Slot) => {
    const controller = runs.current[slot];
    if (!controller) return;
    controller.abort();
    delete runs.current[slot];
    dispatch({ type: 'cancelled', slot });
  };

  const startNativeFace = () => {
    const controller = begin('face');
    if (!controller) return;
    dispatch({ type: 'captureStarted', slot: 'face' });
    attempt('face', controller, async () => {
      const captured = await nativeFaceCheck(orderNo);
      faceSource.current = captured.face;
      await compressAndSend('face', controller, captured.photo);
    });
  };

  const readCard = useCallback(() => {
    dispatch({ type: 'ocrStarted' });
    idCardOcr({ quiet: true, background: true }).then(
      (result) => {
        if (mounted.current) dispatch({ type: 'ocrSucceeded', result });
      },
      (error: unknown) => {
        const problem = ocrProblem(error);
        if (mounted.current && problem) dispatch({ type: 'ocrFailed', problem });
      },
    );
  }, []);

  const readyToRead = sidesReady(state) && state.ocr.state === 'waiting';
  useEffect(() => {
    if (readyToRead) readCard();
  }, [readyToRead, readCard]);

  const finish = () => {
    if (finishingRef.current || continueLock(state)) return;
    finishingRef.current = true;
    setFinishing(true);
    finishUploadAllImg().then(
      (step) => {
        forgetSides(user);
        // Done: the screen is on its way out, so further taps send nothing.
        if (!routeByStep(step.stepCode, step.query, navigate)) navigate(PATHS.home);
      },
      () => {
        // http.ts said what went wrong; everything done so far stays, and Continue can be tapped again.
        finishingRef.current = false;
        if (mounted.current) setFinishing(false);
      },
    );
  };

  return { state, choose, retry, cancel, startNativeFace, readCard, finish, finishing };
}
