/**
 * Envelope codes, loan step codes and loan states: the numbers both sides of the wire agree on. The
 * client (src/api, src/loan), the sandbox and the Storybook mocks import them from here only.
 */

/** `code` of the reply envelope: 0 is success (docs/protocol.md "Response"). */
export const OK = 0;

/** Protocol refusals: the request never reached a call, or a parameter is malformed. */
export const ProtocolCode = {
  badRequest: 400,
  notFound: 404,
  methodNotAllowed: 405,
  tooLarge: 413,
  serverError: 500,
} as const;

/** Spec section 8: each clears local data and logs the borrower out. */
export const SessionCode = {
  notLoggedIn: 10010301,
  tokenExpired: 10010303,
  loggedInElsewhere: 10010304,
  tokenInvalid: 100103,
} as const;

/** A business rule said no; the client shows its own translated message for each. */
export const BusinessCode = {
  numberRegistered: 10020001,
  invalidVerifyCode: 10020002,
  numberNotRegistered: 10020003,
  /**
   * Too many wrong codes: the code is dead and the number waits (`data.waitSeconds`) before asking for a new
   * one (docs/protocol.md "Verification codes").
   */
  verifyCodeLocked: 10020004,
  /** A new code was asked for before the resend interval of the last one ran out (`data.waitSeconds`). */
  verifyCodeTooSoon: 10020005,
  /**
   * The payload's `t` is more than 5 minutes from the server's time: the reply's `Date` header says what
   * the server's time is (docs/protocol.md "Replays").
   */
  requestExpired: 10010401,
  /** The same sealed payload was already received within the time window: a replay. */
  requestReplayed: 10010402,
  /** One open loan per borrower (spec section 4). */
  openLoanExists: 10030001,
  /** The call does not fit where the borrower is in the journey (e.g. confirm before the wallet). */
  wrongStep: 10030002,
  /** Rejected: the borrower may apply again only after the re-apply date. */
  reapplyTooSoon: 10030003,
  /** The amount is not one of the product's steps. */
  amountNotOffered: 10030004,
  /** 'Product acquisition failure'. */
  productUnavailable: 10030005,
  /** 'Cancellation fail': disbursement can no longer be stopped. */
  cancelRefused: 10030006,
  /** Front or back of the ID card could not be read: retake and upload again. */
  idRecognitionFailed: 10040001,
  /** The back is uploaded after the front. */
  idFrontFirst: 10040002,
  /** Both sides of the ID card before the face check and before continuing. */
  idBackMissing: 10040003,
  /** The face check is done before continuing. */
  faceCheckMissing: 10040004,
  /** The liveness check did not pass. */
  livenessFailed: 10040005,
  /** Not an image, or an image the server cannot use. */
  notAnImage: 10040006,
  /** A picture of more pixels than the server decodes (40 megapixels, docs/protocol.md "Uploads"). */
  imageTooManyPixels: 10040007,
  /** The data-collection calls fail with -1 (spec section 7). */
  collectionFailed: -1,
  // Repayment (spec sections 5 and 8): each has the spec's exact English text as `msg`.
  /** 'channelId cannot be empty'. */
  channelIdEmpty: 10050001,
  /** 'orderNo cannot be empty'. */
  orderNoEmpty: 10050002,
  /** 'payOrderId cannot be empty, please try again'. */
  payOrderIdEmpty: 10050003,
  /** 'This order has timed out, please try again': a payment order not paid in time. */
  payOrderTimedOut: 10050004,
  /** 'There is no payment method, please choose another channel': unknown or unavailable channel. */
  noPaymentMethod: 10050005,
  /** 'The request failed Please try again': the payment provider refused the payment. */
  paymentFailed: 10050006,
  /** 'Minimum input 1000 shillings'. */
  repayBelowFloor: 10050007,
  /** 'The minimum repayment amount needs to be more than {min}'. */
  repayBelowMinimum: 10050008,
  /** 'Please enter an integer amount'. */
  repayNotInteger: 10050009,
  /** More than the loan owes. */
  repayAboveUnpaid: 10050010,
  /** A part payment that is not a multiple of the repay step. */
  repayNotStep: 10050011,
  /** The rollover is not offered for this loan now (ExtensionData.refusal says why). */
  rolloverUnavailable: 10050012,
  /** The rollover fee changed since the borrower saw it: show the new fee. */
  rolloverFeeChanged: 10050013,
  /** A payment proof of this order is still being reviewed. */
  proofUnderReview: 10050014,
  /** The coupon is used, expired or not the borrower's. */
  couponUnusable: 10050015,
  // Feedback tickets (spec section 3: 1 and 2 platform processing, 3 I need to reply, 4 done).
  /** No such ticket of this borrower. */
  feedbackNotFound: 10060001,
  /** A done ticket (status 4) takes no more messages. */
  feedbackClosed: 10060002,
  /** A ticket is changed only while nobody has answered it (status 1). */
  feedbackNotEditable: 10060003,
  /** Rated only once it is done, and only once. */
  feedbackNotRatable: 10060004,
  /** A picture reference that is not one of the borrower's uploads. */
  feedbackPictureUnknown: 10060005,
  // Account deletion.
  /** 'Your account has unpaid loans, pending loan applications, etc. …': an open loan (OPEN_LOAN_STATES). */
  accountNotDeletable: 10070001,
} as const;

export type SessionCodeValue = (typeof SessionCode)[keyof typeof SessionCode];
export type BusinessCodeValue = (typeof BusinessCode)[keyof typeof BusinessCode];

/** Numeric loan step codes (spec section 4). 13, 15 and 16 are not used by this product. */
export const StepCode = {
  Applying: 1,
  Repaying: 2,
  Overdued: 3,
  Finish: 4,
  BindCard: 5,
  BasicInfo: 6,
  Lending: 7,
  Cancel: 8,
  Reject: 9,
  PayFail: 10,
  Addition: 11,
  IdentityOCR: 12,
  Confirm: 14,
  Question: 17,
  GetMoney: 18,
  FinishLoading: 19,
} as const;
export type StepCodeValue = (typeof StepCode)[keyof typeof StepCode];

/**
 * The states of a loan order. `applied` waits for the data-collection gate and the submit; review and
 * disbursement are decided by the server after a while; `approved` waits for the borrower to take the
 * money within the draw window, else it is `cancelled`.
 */
export const LOAN_STATES = [
  'applied',
  'under_review',
  'approved',
  'rejected',
  'disbursing',
  'payout_failed',
  'disbursed',
  'repaying',
  'overdue',
  'finished',
  'cancelled',
] as const;
export type LoanState = (typeof LOAN_STATES)[number];

/** States in which the borrower has a loan in progress: no second application meanwhile. */
export const OPEN_LOAN_STATES: readonly LoanState[] = [
  'applied',
  'under_review',
  'approved',
  'disbursing',
  'disbursed',
  'repaying',
  'overdue',
];

/**
 * The step code the client sees for a loan in each state, derived at the edge by the server and read
 * the same way by the client (Records, Home). The application steps before a loan exists (6, 11, 12, 5,
 * 17, 14) come from the borrower's profile, not from a loan.
 */
export const STATE_STEP: Readonly<Record<LoanState, StepCodeValue>> = {
  applied: StepCode.FinishLoading,
  under_review: StepCode.Applying,
  approved: StepCode.GetMoney,
  rejected: StepCode.Reject,
  disbursing: StepCode.Lending,
  payout_failed: StepCode.PayFail,
  disbursed: StepCode.Repaying,
  repaying: StepCode.Repaying,
  overdue: StepCode.Overdued,
  finished: StepCode.Finish,
  cancelled: StepCode.Cancel,
};
