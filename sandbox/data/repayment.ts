/**
 * The demo repayment market: the cashier's channels (the market's, from markets/<id>.json: for `tz`
 * M-Pesa, Tigo Pesa, Airtel Money, HaloPesa and bank transfer), each product's repayment rules, the rollover, the lucky draw's
 * coupon and the credit limit after timely repayment. Numbers are data here, never in code or copy.
 */
import type { PayChannel } from '../../src/contract/entities.ts';
import { MARKET_FACTS } from '../market.ts';
import type { Lang } from '../messages.ts';

/** The lender as the channels name it (the account holder of every pay bill and of the bank account). */
const LENDER = MARKET_FACTS.lender.name;

/**
 * A channel as the market declares it: its name in each language of the `lang` header. A wallet's brand is
 * the same in both; "Bank transfer" is words, and a borrower reading Kiswahili reads them in Kiswahili.
 */
type Channel = Omit<PayChannel, 'available' | 'name'> & { readonly name: Readonly<Record<Lang, string>> };

/**
 * The market's channels (markets/<id>.json `paymentChannels`): a wallet by its id, named as `wallets`
 * names it; a bank by its own names. Pay bill / business numbers and accounts are fictional: the sandbox
 * takes no real money.
 */
export const CHANNELS: readonly Channel[] = MARKET_FACTS.paymentChannels.map((channel): Channel => {
  const wallet = MARKET_FACTS.wallets.find((w) => w.id === channel.id);
  if (wallet) {
    return {
      channelId: channel.id,
      name: { en: wallet.name, sw_KE: wallet.name },
      kind: 'wallet',
      methods: ['online', 'bill'],
      payBill: channel.payBill,
      accountName: LENDER,
      bankName: null,
    };
  }
  const en = channel.name?.en ?? channel.id;
  return {
    channelId: channel.id,
    name: { en, sw_KE: channel.name?.sw ?? en },
    kind: 'bank',
    methods: ['bill'],
    payBill: channel.payBill,
    accountName: LENDER,
    bankName: channel.bankName ?? null,
  };
});

export function findChannel(channelId: string): Channel | undefined {
  return CHANNELS.find((channel) => channel.channelId === channelId);
}

/** How a product's loan is repaid and rolled over. Money in shillings, rates in percent. */
export interface RepayTerms {
  /** The smallest part payment (spec section 5: never below 1,000). */
  readonly minRepayAmount: number;
  /** Part payments are multiples of this (1: any whole amount). */
  readonly repayStep: number;
  /** The rollover fee, percent of the principal, per rollover. */
  readonly rolloverFeeRate: number;
  /** How many times one loan may be rolled over. */
  readonly maxRollovers: number;
}

/** Spec section 5: every repayment input is at least this, whatever the product says. */
export const REPAY_FLOOR = 1000;

/** Spec sections 1 and 9: a rollover moves the due date 7 days and leaves the amount due unchanged. */
export const ROLLOVER_DAYS = 7;

const ROLLOVER = { rolloverFeeRate: 7, maxRollovers: 3 } as const;

/**
 * One product per rule the repay screen has to show: p1 any whole amount from 1,000; p2 a higher minimum
 * ('The minimum repayment amount needs to be more than 2000'); p3 a minimum and a step of 100.
 */
const TERMS: Readonly<Record<string, RepayTerms>> = {
  p1: { minRepayAmount: 1000, repayStep: 1, ...ROLLOVER },
  p2: { minRepayAmount: 2000, repayStep: 1, ...ROLLOVER },
  p3: { minRepayAmount: 5000, repayStep: 100, ...ROLLOVER },
};

const DEFAULT_TERMS: RepayTerms = { minRepayAmount: REPAY_FLOOR, repayStep: 1, ...ROLLOVER };

export function repayTerms(productId: string): RepayTerms {
  return TERMS[productId] ?? DEFAULT_TERMS;
}

/** The lucky draw: each loan paid out gives one draw, which wins this coupon. */
export const DRAW_COUPON = { amount: 500, validDays: 30 } as const;

/**
 * The credit limit (`loan/get-credit-info`): the market's largest amount, raised for each loan repaid in
 * full by its due date, up to the spec's TZS 300,000 ("limit up to TZS 300,000 after timely repayment").
 */
export const CREDIT_LIMIT = { perTimelyLoan: 20000, max: 300000 } as const;

/** Colour of the repay call to action (`loanMarket/repay-color`). */
export const REPAY_COLOR = { current: '#0B7A3B', overdue: '#C62828' } as const;
