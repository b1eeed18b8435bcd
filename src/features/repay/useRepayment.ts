import { latestOrder } from '../../api/latest-order.ts';
import { repaymentDetail } from '../../api/repay.ts';
import { useRequest } from '../../lib/useRequest.ts';
import type { LoanOrder, RepaymentDetail } from '../../contract/entities.ts';

/** What the repay detail shows, also its `data-state`. */
export type RepayView =
  'visitor' | 'loading' | 'failed' | 'none' | 'notYet' | 'finished' | 'repaying' | 'overdue';

type Loaded = { detail: RepaymentDetail } | { order: LoanOrder } | null;

export interface Repayment {
  view: RepayView;
  detail: RepaymentDetail | null;
  /** The latest order when it has nothing to repay yet (under review, rejected…). */
  order: LoanOrder | null;
  /** Loads again, keeping what is on screen until the answer comes (and what the borrower typed). */
  reload: () => void;
  reloading: boolean;
}

const OWING: ReadonlySet<string> = new Set(['disbursed', 'repaying', 'overdue']);

/**
 * The loan to repay: the order named in the routing query (steps 2 and 3 pass `orderNo`), else the
 * borrower's latest order. Only an order whose money went out has a repayment detail to ask for.
 */
export function useRepayment(orderNo: string | undefined, signedIn: boolean): Repayment {
  const request = useRequest<Loaded>(async () => {
    if (!signedIn) return null;
    if (orderNo) return { detail: await repaymentDetail(orderNo) };
    const latest = await latestOrder();
    if (!latest) return null;
    if (!OWING.has(latest.state) && latest.state !== 'finished') return { order: latest };
    return { detail: await repaymentDetail(latest.orderNo) };
  }, [orderNo, signedIn]);

  const data = request.data;
  const detail = data && 'detail' in data ? data.detail : null;
  const order = data && 'order' in data ? data.order : null;
  let view: RepayView;
  if (!signedIn) view = 'visitor';
  else if (request.state === 'failed' && !data) view = 'failed';
  else if (request.state === 'loading' && !data) view = 'loading';
  else if (detail)
    view =
      detail.state === 'finished'
        ? 'finished'
        : detail.state === 'overdue'
          ? 'overdue'
          : OWING.has(detail.state)
            ? 'repaying'
            : 'notYet';
  else view = order ? 'notYet' : 'none';
  return { view, detail, order, reload: request.retry, reloading: request.state === 'loading' && !!data };
}
