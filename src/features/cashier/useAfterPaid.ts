import cashierTexts from '../../i18n/sections/cashier.ts';
import { useEffect } from 'react';
import { latestOrder } from '../../api/latest-order.ts';
import type { PayOrder } from '../../contract/entities.ts';
import { formatMoney } from '../../i18n/format.ts';
import { textsOf } from '../../i18n/i18n.ts';
import { navigate } from '../../routing/hash-location.ts';
import { PATHS, withQuery } from '../../routing/routes.ts';
import { showToast } from '../../store/toasts.ts';

const t = textsOf(cashierTexts);

/** What a settled payment says, for the toast and the screen. */
export const paidText = (order: PayOrder): string =>
  t(order.purpose === 'rollover' ? 'cashier.paidRollover' : 'cashier.paid', {
    amount: formatMoney(order.amount),
  });

/**
 * Once a payment is paid, the borrower goes back to where the new state shows: the repay detail while the
 * loan still owes something (a part payment, a rollover), Home once it is finished (where they can borrow
 * again). The toast carries the news across the move. Asked once per payment order.
 */
export function useAfterPaid(order: PayOrder | null): void {
  const paid = order?.state === 'paid' ? order : null;
  const payOrderId = paid?.payOrderId ?? null;
  const orderNo = paid?.orderNo ?? '';
  const text = paid ? paidText(paid) : '';
  useEffect(() => {
    if (!payOrderId) return;
    let current = true;
    showToast(text, { kind: 'success' });
    latestOrder({ background: true, quiet: true })
      .then(
        (loan) =>
          loan?.orderNo === orderNo && loan.state === 'finished'
            ? PATHS.home
            : withQuery(PATHS.repayDetail, { orderNo }),
        // The payment is in; where to show it is second: Home always shows the loan.
        () => PATHS.home,
      )
      .then((to) => {
        if (current) navigate(to, { replace: true });
      });
    return () => {
      current = false;
    };
    // Once per paid order: the text follows the order.
    // oxlint-disable-next-line react/exhaustive-deps -- `text` is derived from the order named here.
  }, [payOrderId, orderNo]);
}
