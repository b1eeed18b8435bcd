import type { Page } from 'playwright-core';
import type { PaymentProof, PayOrder } from '../../src/contract/entities.ts';
import { controlOk } from '../helpers/sandbox.ts';
import { TEXT, type Lang, type Texts } from './app-steps.ts';

/** The cashier as a borrower uses it, and the sandbox's repayment controls, for cashier.e2e.test.ts. */

/** Money as the app writes it (formatMoney): the currency, a no-break space, the grouped figure. */
export const money = (value: number) => `TZS\u00a0${new Intl.NumberFormat('en-US').format(value)}`;

/** The cashier opened as the repay detail and rollover screens open it. */
export async function openCashier(
  page: Page,
  baseURL: string,
  orderNo: string,
  amount: number,
): Promise<void> {
  await page.goto(`${baseURL}#/repay/cashier?orderNo=${orderNo}&amount=${amount}`);
}

/** On the cashier: a channel, a way to pay, and Pay. */
export async function payWith(
  page: Page,
  t: Texts,
  channel: string,
  method: 'online' | 'bill',
  amount: number,
): Promise<void> {
  await page.getByRole('radio', { name: channel, exact: true }).check();
  await page.getByRole('radio', { name: new RegExp(`^${t.cashier[method]}`) }).check();
  await page.getByRole('button', { name: fillAmount(t.cashier.pay, amount), exact: true }).click();
}

export const fillAmount = (template: string, amount: number) => template.replace('{{amount}}', money(amount));

/** The repayment controls of the sandbox (`/__sandbox/payments…`, docs/sandbox.md "Repayment"). */
export function repaymentControls(baseURL: string) {
  const call = <T>(method: 'GET' | 'POST', route: string, body?: unknown) =>
    controlOk<T>(baseURL, method, route, body);
  return {
    /** The newest pending payment order of `mobile` settles now. */
    settle: (mobile: string, outcome: 'paid' | 'failed' | 'timeout') =>
      call<{ ok: true; order: PayOrder }>('POST', 'payments/settle', { mobile, outcome }),
    /** The payment proof under review is decided now. */
    review: (mobile: string, outcome: 'accepted' | 'refused') =>
      call<{ ok: true; proof: PaymentProof }>('POST', 'proofs/review', { mobile, outcome }),
    /** The borrower's payment orders and proofs, newest first. */
    payments: (mobile: string) =>
      call<{ orders: PayOrder[]; proofs: PaymentProof[] }>(
        'GET',
        `payments?mobile=${encodeURIComponent(mobile)}`,
      ),
  };
}

export const texts = (lang: Lang): Texts => TEXT[lang];
