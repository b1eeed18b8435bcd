import type { Country, HomepageData, Product, Quote, UserInfo } from '../src/contract/entities.ts';
import { setSession } from '../src/store/session.ts';
import { COUNTRIES } from '../sandbox/data/countries.ts';
import { MARKET, PRODUCTS } from '../sandbox/data/products.ts';

/** The sandbox's own demo data, so stories and the running app show the same figures. */
export const homepage: HomepageData = { ...MARKET, loan: null, order: null };

export const products: Product[] = [...PRODUCTS];

export const countries: Country[] = [...COUNTRIES];

export const borrower: UserInfo = {
  userId: 7,
  mobile: '712345678',
  countryCode: '255',
  firstName: 'Amani',
  lastName: 'Juma',
  stepCode: 6,
  registeredAt: 1_763_800_000,
};

/** A story's `beforeEach` for a logged-in borrower. */
export function loggedIn(user: UserInfo = borrower): void {
  setSession('story-token', user);
}

// Loan orders (Records, loan detail). Imports sit with the block that uses them: this file is appended to.
import { LOAN_STATES, STATE_STEP, type LoanState } from '../src/contract/codes.ts';
import type { LoanOrder, RejectRecommendation } from '../src/contract/entities.ts';

const DAY = 86_400; // seconds
/** 26-11-2025 11:00 in Dar es Salaam: when the story borrower applied. */
const APPLIED_AT = 1_764_144_000;

/**
 * The figures of one 20,000 TZS loan of Haraka Cash (91 days, 0.09 % a day), in integer shillings as
 * the sandbox computes them: interest 20,000 × 0.09 % × 91 = 1,638; processing fee 8 % = 1,600 and
 * its 18 % tax = 288, both deducted upfront (received 18,112); total to repay 21,638; total cost of
 * credit 3,526; late penalty 2 % of the amount = 400 a day.
 */
const TERMS = {
  productId: 'p1',
  productName: 'Haraka Cash',
  amount: 20_000,
  termDays: 91,
  interestRatePerDay: 0.09,
  interest: 1_638,
  serviceFee: 1_600,
  serviceFeeTax: 288,
  receivedAmount: 18_112,
  repayAmount: 21_638,
  totalCostOfCredit: 3_526,
  penaltyRatePerDay: 2,
} as const;
const PENALTY_PER_DAY = 400;
const OVERDUE_DAYS = 3;
const PART_PAYMENT = 5_000;

/** When the loan of each state was applied for: an overdue or finished loan is older than its term. */
const APPLIED: Partial<Record<LoanState, number>> = {
  overdue: APPLIED_AT - (TERMS.termDays + OVERDUE_DAYS) * DAY,
  finished: APPLIED_AT - 120 * DAY,
};

const MONEY_OUT: readonly LoanState[] = ['disbursed', 'repaying', 'overdue', 'finished'];
const REPAID: Partial<Record<LoanState, number>> = { repaying: PART_PAYMENT, finished: TERMS.repayAmount };

/**
 * A realistic loan order in `state`, with the figures the server would send for it (dates only once they
 * exist: no due date before the money went out). `overrides` replaces any field.
 */
export function order(state: LoanState, overrides: Partial<LoanOrder> = {}): LoanOrder {
  const appliedAt = APPLIED[state] ?? APPLIED_AT;
  const disbursedAt = MONEY_OUT.includes(state) ? appliedAt + 2 * 3600 : null;
  const overdueDays = state === 'overdue' ? OVERDUE_DAYS : 0;
  const penalty = overdueDays * PENALTY_PER_DAY;
  const repaidAmount = REPAID[state] ?? 0;
  return {
    ...TERMS,
    orderNo: `PL2511260${String(LOAN_STATES.indexOf(state) + 1).padStart(3, '0')}`,
    state,
    stepCode: STATE_STEP[state],
    appliedAt,
    expectedAt: state === 'under_review' ? appliedAt + 600 : state === 'disbursing' ? appliedAt + 3600 : null,
    disbursedAt,
    dueDate: disbursedAt === null ? null : disbursedAt + TERMS.termDays * DAY,
    overdueDays,
    penalty,
    repaidAmount,
    unpaidAmount: disbursedAt === null ? 0 : TERMS.repayAmount + penalty - repaidAmount,
    wallet: { wallet: 'mpesa', accountNumber: '712345678' },
    reapplyAt: state === 'rejected' ? appliedAt + 7 * DAY : null,
    cancellable: state === 'disbursing',
    drawBefore: state === 'approved' ? appliedAt + DAY : null,
    ...overrides,
  };
}

/** One order in each of the 11 states, newest first as `loanMarket/lending-record` sends them. */
export const ordersInEveryState = (): LoanOrder[] =>
  LOAN_STATES.map((state) => order(state)).sort((a, b) => b.appliedAt - a.appliedAt);

/** `app/isRejectRecommendation` for the rejected story borrower: the other demo products. */
export const rejectRecommendation: RejectRecommendation = {
  show: true,
  reapplyAt: order('rejected').reapplyAt,
  products: PRODUCTS.filter((p) => p.productId !== TERMS.productId),
};

/** The server's quote (`loan/confirm/product-info`) for the story loan: the same terms, due 25-02-2026. */
export const quote: Quote = { ...TERMS, couponDiscount: 0, dueDate: 1_772_000_000 };
