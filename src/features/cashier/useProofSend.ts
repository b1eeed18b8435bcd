import { useEffect, useRef, useState } from 'react';
import type { ProofFields } from '../../api/payment.ts';
import type { PaymentProof } from '../../contract/entities.ts';
import type { Problem } from './payment-state.ts';
import { proofProblem, sendProof } from './send-proof.ts';

/** A proof's send, exposed as `data-state`: `compressing` and `uploading` can be cancelled. */
export type SendState = 'idle' | 'compressing' | 'uploading' | 'failed' | 'cancelled';

export interface ProofSend {
  state: SendState;
  /** Compression and upload together, percent 0–100. */
  progress: number;
  problem: Problem | null;
  send: (file: Blob, fields: ProofFields) => void;
  cancel: () => void;
}

/**
 * Sends one proof at a time (a double tap starts nothing more), with its own AbortController for Cancel
 * and for leaving the screen. What the borrower filled in is the screen's and stays whatever happens here.
 */
export function useProofSend(onSent: (proof: PaymentProof) => void): ProofSend {
  const [status, setStatus] = useState<Omit<ProofSend, 'send' | 'cancel'>>({
    state: 'idle',
    progress: 0,
    problem: null,
  });
  const run = useRef<AbortController | null>(null);
  useEffect(() => () => run.current?.abort(), []);

  const send = (file: Blob, fields: ProofFields) => {
    if (run.current) return;
    const controller = new AbortController();
    run.current = controller;
    setStatus({ state: 'compressing', progress: 0, problem: null });
    sendProof(file, fields, controller.signal, (percent, phase) => {
      if (controller.signal.aborted) return;
      setStatus((s) => ({ ...s, state: phase, progress: Math.max(s.progress, percent) }));
    })
      .then(
        (proof) => {
          if (controller.signal.aborted) return;
          setStatus({ state: 'idle', progress: 100, problem: null });
          onSent(proof);
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const problem = proofProblem(error);
          setStatus({ state: problem ? 'failed' : 'cancelled', progress: 0, problem });
        },
      )
      .finally(() => {
        if (run.current === controller) run.current = null;
      });
  };

  const cancel = () => {
    const controller = run.current;
    if (!controller) return;
    controller.abort();
    run.current = null;
    setStatus({ state: 'cancelled', progress: 0, problem: null });
  };

  return { ...status, send, cancel };
}
