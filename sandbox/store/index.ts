/** All tables of the sandbox behind one object, built once per open database. */
import type { Db } from '../db.ts';
import { accountStore } from './accounts.ts';
import type { AccountStore } from './accounts.ts';
import { collectionStore } from './collection.ts';
import { couponStore } from './coupons.ts';
import type { CouponStore } from './coupons.ts';
import type { CollectionStore } from './collection.ts';
import { feedbackStore } from './feedback.ts';
import type { FeedbackStore } from './feedback.ts';
import { formStore } from './forms.ts';
import type { FormStore } from './forms.ts';
import { idempotencyStore } from './idempotency.ts';
import type { IdempotencyStore } from './idempotency.ts';
import { kycStore } from './kyc.ts';
import type { KycStore } from './kyc.ts';
import { loanStore } from './loans.ts';
import type { LoanStore } from './loans.ts';
import { paymentStore } from './payments.ts';
import type { PaymentStore } from './payments.ts';
import { sessionStore } from './sessions.ts';
import type { SessionStore } from './sessions.ts';
import { settingStore } from './settings.ts';
import type { SettingStore } from './settings.ts';
import { telemetryStore } from './telemetry.ts';
import type { TelemetryStore } from './telemetry.ts';
import { userStore } from './users.ts';
import type { UserStore } from './users.ts';
import { verifyCodeStore } from './verifyCodes.ts';
import type { VerifyCodeStore } from './verifyCodes.ts';
import { walletStore } from './wallets.ts';
import type { WalletStore } from './wallets.ts';

export interface Store {
  readonly users: UserStore;
  readonly sessions: SessionStore;
  readonly verifyCodes: VerifyCodeStore;
  readonly forms: FormStore;
  readonly loans: LoanStore;
  readonly kyc: KycStore;
  readonly wallets: WalletStore;
  readonly collection: CollectionStore;
  readonly settings: SettingStore;
  readonly payments: PaymentStore;
  readonly coupons: CouponStore;
  readonly accounts: AccountStore;
  readonly feedback: FeedbackStore;
  readonly idempotency: IdempotencyStore;
  readonly telemetry: TelemetryStore;
}

export function createStore(db: Db, sessionTtlMs: number): Store {
  return {
    users: userStore(db),
    sessions: sessionStore(db, sessionTtlMs),
    verifyCodes: verifyCodeStore(db),
    forms: formStore(db),
    loans: loanStore(db),
    kyc: kycStore(db),
    wallets: walletStore(db),
    collection: collectionStore(db),
    settings: settingStore(db),
    payments: paymentStore(db),
    coupons: couponStore(db),
    accounts: accountStore(db),
    feedback: feedbackStore(db),
    idempotency: idempotencyStore(db),
    telemetry: telemetryStore(db),
  };
}
