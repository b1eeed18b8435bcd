/**
 * The wire contract: every call of spec section 7 with its base, method, who may call it, its payload
 * (as JSON Schema: the sandbox validates against it, the client's payload type is derived from it) and
 * its reply (the envelope's `data`). The client's typed calls (src/api), the sandbox's routes and the
 * Storybook mocks are all typed from this one table. The timestamp `t` is added by the transport and is
 * not part of any payload here.
 */
import type {
  AuthResult,
  CollectionFlags,
  Country,
  Coupon,
  ExtensionData,
  FeedbackMessage,
  FeedbackTicket,
  HomepageData,
  LoanOrder,
  LoanStep,
  OcrResult,
  PayChannel,
  PaymentProof,
  PayOrder,
  Product,
  Quote,
  RejectRecommendation,
  RepaymentDetail,
  SavedForms,
  StoredImage,
  UserInfo,
} from './entities.ts';
import type { FromSchema, JsonSchema, ObjectSchema } from './schema.ts';

export type Base = 'api' | 'cou';
export type Method = 'GET' | 'POST';
/** `required`: a valid token; `optional`: anonymous is fine but a token sent must be valid. */
export type AuthMode = 'none' | 'optional' | 'required';

export interface CallSpec {
  readonly base: Base;
  /** The first is what the client sends; the country look-ups also accept POST (the spec lists them so). */
  readonly methods: readonly [Method, ...Method[]];
  readonly auth: AuthMode;
  readonly payload: ObjectSchema;
  /** Multipart calls: the names of the file parts (the encrypted payload travels as one more part). */
  readonly files?: readonly string[];
}

const obj = <const P extends Record<string, JsonSchema>, const R extends readonly (keyof P & string)[]>(
  properties: P,
  required: R,
) => ({ type: 'object', properties, required, additionalProperties: false }) as const;

const NONE = { type: 'object', properties: {}, additionalProperties: false } as const;
/** The schema forms (schemas/<market>/): their fields are validated against the market's form files. */
const FORM = { type: 'object', properties: {}, additionalProperties: true } as const;

const text = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength }) as const;
const id = text(64);
/** 9 digits, or 10 digits starting with 0 (docs/decisions.md: the same number). */
// A national mobile number, with or without its 0; its exact length is the market's (markets/<id>.json
// nationalNumberLength), which the server checks.
const mobile = { type: 'string', pattern: '^0?[0-9]{6,12}$' } as const;
const callingCode = { type: 'string', pattern: '^\\+?[0-9]{1,4}$' } as const;
const digits = { type: 'string', pattern: '^[0-9]{1,12}$' } as const;
const money = { type: 'integer', minimum: 1, maximum: 100_000_000 } as const;
const orderRef = obj({ orderNo: id }, ['orderNo']);
const feedbackRef = obj({ feedbackId: id }, ['feedbackId']);
/** A message left on a ticket: at most this many characters and pictures (the form's picture limit). */
export const FEEDBACK_MESSAGE_MAX_CHARS = 1000;
export const FEEDBACK_MESSAGE_MAX_PICTURES = 3;
/** `couponId`, optional: one of the borrower's unused coupons, taken off the service fee (docs/protocol.md). */
const apply = obj({ productId: id, amount: money, couponId: id }, ['productId', 'amount']);
/** The cashier's choice: the channel (`loanMarket/repay/products`) and, optionally, how (default `bill`). */
const payMethod = { type: 'string', enum: ['online', 'bill'] } as const;

/** At most this many events or error reports in one telemetry call (the page's queue holds fewer). */
export const TELEMETRY_BATCH_MAX = 50;
const plainText = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const when = { type: 'integer', minimum: 0 } as const;
/** One funnel event: its name and values as src/telemetry/events.ts allows them (strings or numbers). */
const telemetryEvent = obj(
  {
    event: text(100),
    values: { type: 'object', properties: {}, additionalProperties: true },
    at: when,
  },
  ['event', 'at'],
);
/** One client error report (src/telemetry/report.ts), already scrubbed by the page. */
const clientErrorReport = obj(
  {
    kind: { type: 'string', enum: ['error', 'rejection', 'boundary', 'chunk', 'api'] },
    message: plainText(500),
    stack: plainText(4000),
    buildId: plainText(64),
    appVersion: plainText(32),
    route: plainText(200),
    webView: plainText(64),
    language: plainText(16),
    market: plainText(16),
    at: when,
  },
  ['kind', 'message', 'stack', 'buildId', 'appVersion', 'route', 'webView', 'language', 'market', 'at'],
);
export type ClientErrorReport = FromSchema<typeof clientErrorReport>;
export type ClientErrorKind = ClientErrorReport['kind'];
export type TelemetryEvent = FromSchema<typeof telemetryEvent>;

export const CALLS = {
  // Account (security/*)
  'security/existsByMobile': {
    base: 'api',
    methods: ['GET'],
    auth: 'none',
    payload: obj({ mobile, countryCode: callingCode }, ['mobile']),
  },
  'security/getVerifyCode': {
    base: 'api',
    methods: ['POST'],
    auth: 'optional',
    payload: obj(
      {
        mobile,
        countryCode: callingCode,
        type: { type: 'string', enum: ['login', 'register', 'bindCard'] },
      },
      ['mobile', 'countryCode', 'type'],
    ),
  },
  'security/register': {
    base: 'api',
    methods: ['POST'],
    auth: 'none',
    payload: obj({ mobile, countryCode: callingCode, code: digits }, ['mobile', 'countryCode', 'code']),
  },
  'security/login': {
    base: 'api',
    methods: ['POST'],
    auth: 'none',
    payload: obj({ mobile, countryCode: callingCode, code: digits }, ['mobile', 'countryCode', 'code']),
  },
  'security/getUserInfo': { base: 'api', methods: ['GET'], auth: 'required', payload: NONE },
  /** Not in spec section 7 (docs/protocol.md "Assumed calls"): the token sent ends; the app sends it on logout. */
  'security/logout': { base: 'api', methods: ['POST'], auth: 'required', payload: NONE },
  'security/getVerifyCode-deleteUser': { base: 'api', methods: ['POST'], auth: 'required', payload: NONE },
  'security/verifyCode-deleteUser': {
    base: 'api',
    methods: ['POST'],
    auth: 'required',
    payload: obj({ code: digits }, ['code']),
  },

  // Country look-ups (/cou)
  'country/meta/ip': { base: 'cou', methods: ['GET', 'POST'], auth: 'none', payload: NONE },
  'country/meta/code': { base: 'cou', methods: ['GET', 'POST'], auth: 'none', payload: NONE },

  // Home and the loan market
  'portal/homepage/data': { base: 'api', methods: ['GET'], auth: 'optional', payload: NONE },
  'portal/loan/order/latest': { base: 'api', methods: ['GET'], auth: 'required', payload: NONE },
  'loanMarket/index': { base: 'api', methods: ['GET'], auth: 'optional', payload: NONE },
  'loanMarket/lending-record': { base: 'api', methods: ['GET'], auth: 'required', payload: NONE },
  'loanMarket/repay-color': { base: 'api', methods: ['GET'], auth: 'optional', payload: NONE },
  'loanMarket/repay/products': { base: 'api', methods: ['GET'], auth: 'required', payload: NONE },
  'loan/product/list-market': { base: 'api', methods: ['GET'], auth: 'optional', payload: NONE },
  'loan/loan-product/index': {
    base: 'api',
    methods: ['GET'],
    auth: 'optional',
    payload: obj({ productId: id }, ['productId']),
  },
  'loan/product/step-amount': {
    base: 'api',
    methods: ['GET'],
    auth: 'required',
    payload: obj({ productId: id }, ['productId']),
  },
  'loan/confirm/product-info': { base: 'api', methods: ['GET'], auth: 'required', payload: apply },
  'loan/get-credit-info': { base: 'api', methods: ['GET'], auth: 'required', payload: NONE },
  'app/isRejectRecommendation': { base: 'api', methods: ['GET'], auth: 'required', payload: NONE },
  'app-download/getAddress': { base: 'api', methods: ['GET'], auth: 'none', payload: NONE },

  // The application: forms, ID card and face, wallet
  'user/saveBasicInfo-market': { base: 'api', methods: ['POST'], auth: 'required', payload: FORM },
  'user/saveAdditionInfo-market': { base: 'api', methods: ['POST'], auth: 'required', payload: FORM },
  'user/save/questionnaire': { base: 'api', methods: ['POST'], auth: 'required', payload: FORM },
  'user/upload/curp/front': {
    base: 'api',
    methods: ['POST'],
    auth: 'required',
    payload: NONE,
    files: ['file'],
  },
  'user/upload/curp/back': {
    base: 'api',
    methods: ['POST'],
    auth: 'required',
    payload: NONE,
    files: ['file'],
  },
  'user/curp/ocr': { base: 'api', methods: ['POST'], auth: 'required', payload: NONE },
  'user/saveFaceImage': { base: 'api', methods: ['POST'], auth: 'required', payload: NONE, files: ['file'] },
  'portal/liveness/detection/result/save': {
    base: 'api',
    methods: ['POST'],
    auth: 'required',
    payload: obj(
      {
        sdk: { type: 'string', enum: ['accuauth', 'boyingfei', 'camera'] },
        passed: { type: 'boolean' },
        score: { type: 'number', minimum: 0, maximum: 100 },
        // The SDK's signed verdict (docs/bridge.md, issue 27): with an SDK the server takes only this,
        // never `passed`; with the camera it checks the face photo itself.
        livenessId: text(64),
        issuedAt: { type: 'integer', minimum: 0 },
        signature: text(128),
      },
      ['sdk', 'passed'],
    ),
    // Multipart as spec section 7 lists it, but without the photo: the face went once, by
    // `user/saveFaceImage`, just before (docs/protocol.md, our reading). It used to go twice.
    files: [],
  },
  'user/finishUploadAllImg': { base: 'api', methods: ['POST'], auth: 'required', payload: NONE },
  'user/addBankCard': {
    base: 'api',
    methods: ['POST'],
    auth: 'required',
    payload: obj(
      {
        // One of the market's wallets (markets/<id>.json): the server checks it is one it offers.
        wallet: { type: 'string', pattern: '^[a-z][a-z0-9]*$', maxLength: 20 },
        accountNumber: mobile,
        code: digits,
      },
      ['wallet', 'accountNumber', 'code'],
    ),
  },
  'user/device/packageList': { base: 'api', methods: ['GET'], auth: 'required', payload: NONE },

  // Applying, review and disbursement
  'loan/loan-order/apply-market': { base: 'api', methods: ['POST'], auth: 'required', payload: apply },
  'loan/loan-order/apply-market-again': { base: 'api', methods: ['POST'], auth: 'required', payload: apply },
  'loan/loan-order/list-market': { base: 'api', methods: ['GET'], auth: 'required', payload: NONE },
  'time/upload/enable': { base: 'api', methods: ['GET'], auth: 'required', payload: orderRef },
  'time/upload/uploadStatus': { base: 'api', methods: ['GET'], auth: 'required', payload: orderRef },
  'user/submit': { base: 'api', methods: ['POST'], auth: 'required', payload: orderRef },
  'loan/get-money': { base: 'api', methods: ['GET'], auth: 'required', payload: orderRef },
  'loan/get-money-time': { base: 'api', methods: ['GET'], auth: 'required', payload: orderRef },
  'loan/cancel-draw-money': { base: 'api', methods: ['POST'], auth: 'required', payload: orderRef },

  // Repayment
  'portal/repayment/detail': { base: 'api', methods: ['GET'], auth: 'required', payload: orderRef },
  'portal/repayment/confirm': {
    base: 'api',
    methods: ['POST'],
    auth: 'required',
    payload: obj({ orderNo: id, amount: money, channelId: id, method: payMethod }, [
      'orderNo',
      'amount',
      'channelId',
    ]),
  },
  /** Not in spec section 7 (docs/protocol.md "Assumed calls"): a payment order's state, for polling. */
  'portal/repayment/status': {
    base: 'api',
    methods: ['GET'],
    auth: 'required',
    payload: obj({ payOrderId: id }, ['payOrderId']),
  },
  /** Not in spec section 7 (docs/protocol.md "Assumed calls"): the manual payment proof, one image. */
  'portal/repayment/proof': {
    base: 'api',
    methods: ['POST'],
    auth: 'required',
    payload: obj({ orderNo: id, amount: money, channelId: id, transactionId: text(64) }, [
      'orderNo',
      'amount',
      'channelId',
    ]),
    files: ['file'],
  },
  'repay/getExtensionData': { base: 'api', methods: ['GET'], auth: 'required', payload: orderRef },
  /** Creates the payment order of the rollover fee; `amount`, when sent, must still be the fee. */
  'repay/confirmExtensionOrder': {
    base: 'api',
    methods: ['GET'],
    auth: 'required',
    payload: obj({ orderNo: id, channelId: id, method: payMethod, amount: money }, ['orderNo', 'channelId']),
  },

  // Coupons and the lucky draw
  'lottery-draw/is-show': { base: 'api', methods: ['GET'], auth: 'required', payload: NONE },
  'lottery-draw/coupon/quantity': { base: 'api', methods: ['GET'], auth: 'required', payload: NONE },
  'lottery-draw/coupons': { base: 'api', methods: ['GET'], auth: 'required', payload: NONE },
  'lottery-draw/create': { base: 'api', methods: ['POST'], auth: 'required', payload: NONE },
  'lottery-draw/coupon/use': {
    base: 'api',
    methods: ['POST'],
    auth: 'required',
    payload: obj({ couponId: id, orderNo: id }, ['couponId', 'orderNo']),
  },
  'lottery-draw/coupon/used': { base: 'api', methods: ['POST'], auth: 'required', payload: NONE },

  // Feedback
  'feedback/red-dot-marker': { base: 'api', methods: ['GET'], auth: 'required', payload: NONE },
  'feedback/detail': { base: 'api', methods: ['GET'], auth: 'required', payload: feedbackRef },
  'feedback/list/question_answer': { base: 'api', methods: ['GET'], auth: 'none', payload: NONE },
  'feedback/list/feedback': { base: 'api', methods: ['POST'], auth: 'required', payload: NONE },
  /** The feedback form (schemas/<market>/feedback.*) under its wire names; with `feedbackId`, an edit of that ticket. */
  'feedback/create': { base: 'api', methods: ['POST'], auth: 'required', payload: FORM },
  'feedback/add/leaveMsg': {
    base: 'api',
    methods: ['POST'],
    auth: 'required',
    payload: obj(
      {
        feedbackId: id,
        text: text(FEEDBACK_MESSAGE_MAX_CHARS),
        images: { type: 'array', items: id, maxItems: FEEDBACK_MESSAGE_MAX_PICTURES },
      },
      ['feedbackId', 'text'],
    ),
  },
  'feedback/list/leave-message': { base: 'api', methods: ['POST'], auth: 'required', payload: feedbackRef },
  'feedback/submit-rating': {
    base: 'api',
    methods: ['POST'],
    auth: 'required',
    payload: obj({ feedbackId: id, resolved: { type: 'boolean' } }, ['feedbackId', 'resolved']),
  },
  'feedback/upload/credential': {
    base: 'api',
    methods: ['POST'],
    auth: 'required',
    payload: NONE,
    files: ['file'],
  },
  'feedback/uploadFile': { base: 'api', methods: ['POST'], auth: 'required', payload: NONE, files: ['file'] },

  // Client telemetry (issue 25): what a page outside the native app sends instead of the bridge. Not in spec
  // section 7 (docs/protocol.md "Assumed calls"): the error reports are a call the real backend needs; the
  // funnel events only the sandbox keeps (inside the app they go to AppsFlyer, docs/analytics.md).
  'app/telemetry/events': {
    base: 'api',
    methods: ['POST'],
    auth: 'none',
    payload: obj({ events: { type: 'array', maxItems: TELEMETRY_BATCH_MAX, items: telemetryEvent } }, [
      'events',
    ]),
  },
  'app/telemetry/errors': {
    base: 'api',
    methods: ['POST'],
    auth: 'none',
    payload: obj({ reports: { type: 'array', maxItems: TELEMETRY_BATCH_MAX, items: clientErrorReport } }, [
      'reports',
    ]),
  },

  // Account deletion
  'user/delete-check': { base: 'api', methods: ['GET'], auth: 'required', payload: NONE },
  'user/delete': {
    base: 'api',
    methods: ['POST'],
    auth: 'required',
    payload: obj({ reason: text(200), code: digits }, ['reason', 'code']),
  },
} as const satisfies Record<string, CallSpec>;

export type CallPath = keyof typeof CALLS;

/** The `data` of a successful reply, per call. */
export interface Replies {
  'security/existsByMobile': { exists: boolean };
  'security/getVerifyCode': { ttlSeconds: number };
  'security/register': AuthResult;
  'security/login': AuthResult;
  /** The borrower, with the application forms they have saved (the form screens show them again). */
  'security/getUserInfo': UserInfo & { forms?: SavedForms };
  'security/logout': null;
  'security/getVerifyCode-deleteUser': { ttlSeconds: number };
  'security/verifyCode-deleteUser': { verified: boolean };
  'country/meta/ip': { iso: string; callingCode: string };
  'country/meta/code': Country[];
  'portal/homepage/data': HomepageData;
  'portal/loan/order/latest': LoanOrder | null;
  'loanMarket/index': { products: Product[] };
  'loanMarket/lending-record': { orders: LoanOrder[] };
  /** The colour of the repay call to action, `#rrggbb`: red while the borrower's loan is overdue. */
  'loanMarket/repay-color': { color: string };
  /** The cashier's payment channels (the "repay products"). */
  'loanMarket/repay/products': { channels: PayChannel[] };
  'loan/product/list-market': { products: Product[] };
  'loan/loan-product/index': Product;
  'loan/product/step-amount': { amounts: number[] };
  'loan/confirm/product-info': Quote;
  'loan/get-credit-info': { limit: number; used: number };
  'app/isRejectRecommendation': RejectRecommendation;
  'app-download/getAddress': { url: string };
  'user/saveBasicInfo-market': LoanStep;
  'user/saveAdditionInfo-market': LoanStep;
  'user/save/questionnaire': LoanStep;
  'user/upload/curp/front': StoredImage;
  'user/upload/curp/back': StoredImage;
  'user/curp/ocr': OcrResult;
  'user/saveFaceImage': StoredImage;
  'portal/liveness/detection/result/save': { passed: boolean };
  'user/finishUploadAllImg': LoanStep;
  'user/addBankCard': LoanStep;
  'user/device/packageList': { packages: string[] };
  'loan/loan-order/apply-market': LoanStep & { orderNo: string };
  'loan/loan-order/apply-market-again': LoanStep & { orderNo: string };
  'loan/loan-order/list-market': { orders: LoanOrder[] };
  'time/upload/enable': { enableTimeSdk: boolean };
  'time/upload/uploadStatus': CollectionFlags;
  'user/submit': LoanStep;
  'loan/get-money': LoanStep & { orderNo: string };
  'loan/get-money-time': { expectedAt: number | null };
  'loan/cancel-draw-money': LoanStep & { cancelled: boolean };
  'portal/repayment/detail': RepaymentDetail;
  'portal/repayment/confirm': PayOrder;
  'portal/repayment/status': PayOrder;
  'portal/repayment/proof': PaymentProof;
  'repay/getExtensionData': ExtensionData;
  'repay/confirmExtensionOrder': PayOrder;
  /** The lucky draw is offered: the borrower has a draw left (one per loan paid out). */
  'lottery-draw/is-show': { show: boolean };
  /** Unused, unexpired coupons. */
  'lottery-draw/coupon/quantity': { quantity: number };
  /** Every coupon of the borrower (unused first, then used and expired), newest first within each. */
  'lottery-draw/coupons': { coupons: Coupon[] };
  /** Draws: the coupon won, or null when no draw is left. */
  'lottery-draw/create': { coupon: Coupon | null };
  /**
   * The coupon is taken off what the loan owes (as a payment of its amount, at most the unpaid rest).
   * `usedAmount`: how much of the coupon counted (less than its amount when the loan owed less; the rest
   * is not kept). Our addition (docs/protocol.md "Assumed calls", assumed fields).
   */
  'lottery-draw/coupon/use': { used: boolean; coupon: Coupon; unpaidAmount: number; usedAmount?: number };
  'lottery-draw/coupon/used': { coupons: Coupon[] };
  /** Tickets with staff replies the borrower has not opened (the red dot shows when more than 0). */
  'feedback/red-dot-marker': { unread: number };
  /** The ticket with its conversation; opening it marks its staff replies read. */
  'feedback/detail': FeedbackTicket;
  /** The feedback FAQ in the caller's language (`lang` header). */
  'feedback/list/question_answer': { items: Array<{ question: string; answer: string }> };
  /** The borrower's tickets, the most recently changed first. */
  'feedback/list/feedback': { tickets: FeedbackTicket[] };
  'feedback/create': { feedbackId: string };
  'feedback/add/leaveMsg': { message: FeedbackMessage };
  'feedback/list/leave-message': { messages: FeedbackMessage[] };
  'feedback/submit-rating': { resolved: boolean };
  'feedback/upload/credential': StoredImage;
  'feedback/uploadFile': StoredImage;
  'user/delete-check': { deletable: boolean };
  'user/delete': null;
  /** How many events of the batch were kept. */
  'app/telemetry/events': { received: number };
  /** How many reports of the batch were kept. */
  'app/telemetry/errors': { received: number };
}

/** Every call has a reply type and every reply type a call: a mismatch fails the type check. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const REPLIES_MATCH_CALLS: Same<CallPath, keyof Replies> = true;

export type PayloadOf<P extends CallPath> = FromSchema<(typeof CALLS)[P]['payload']>;
export type ReplyOf<P extends CallPath> = Replies[P];
export type GetPath = {
  [P in CallPath]: (typeof CALLS)[P]['methods'][0] extends 'GET' ? P : never;
}[CallPath];
export type PostPath = {
  [P in CallPath]: (typeof CALLS)[P]['methods'][0] extends 'POST'
    ? (typeof CALLS)[P] extends { files: readonly string[] }
      ? never
      : P
    : never;
}[CallPath];
export type UploadPath = {
  [P in CallPath]: (typeof CALLS)[P] extends { files: readonly string[] } ? P : never;
}[CallPath];
