/**
 * Every text whole, in both languages, as the app shows them once every screen has loaded: the first-load
 * file and each section file merged (src/i18n/locale-tree.ts), typed from the files. Tests read the exact
 * words a person sees from here. A section file not listed here fails tests/unit/client/locale-sections.test.ts.
 */
import enFirst from '../../locales/en.json';
import swFirst from '../../locales/sw.json';
import enAuth from '../../locales/en/auth.json';
import swAuth from '../../locales/sw/auth.json';
import enBorrow from '../../locales/en/borrow.json';
import swBorrow from '../../locales/sw/borrow.json';
import enCashier from '../../locales/en/cashier.json';
import swCashier from '../../locales/sw/cashier.json';
import enCoupons from '../../locales/en/coupons.json';
import swCoupons from '../../locales/sw/coupons.json';
import enDeleteAccount from '../../locales/en/deleteAccount.json';
import swDeleteAccount from '../../locales/sw/deleteAccount.json';
import enDocuments from '../../locales/en/documents.json';
import swDocuments from '../../locales/sw/documents.json';
import enFaq from '../../locales/en/faq.json';
import swFaq from '../../locales/sw/faq.json';
import enFeedback from '../../locales/en/feedback.json';
import swFeedback from '../../locales/sw/feedback.json';
import enFormsCommon from '../../locales/en/forms-common.json';
import swFormsCommon from '../../locales/sw/forms-common.json';
import enFormsDate from '../../locales/en/forms-date.json';
import swFormsDate from '../../locales/sw/forms-date.json';
import enFormsWidgets from '../../locales/en/forms-widgets.json';
import swFormsWidgets from '../../locales/sw/forms-widgets.json';
import enIdCard from '../../locales/en/idCard.json';
import swIdCard from '../../locales/sw/idCard.json';
import enKyc from '../../locales/en/kyc.json';
import swKyc from '../../locales/sw/kyc.json';
import enLanguage from '../../locales/en/language.json';
import swLanguage from '../../locales/sw/language.json';
import enLoanFigures from '../../locales/en/loan-figures.json';
import swLoanFigures from '../../locales/sw/loan-figures.json';
import enLoanHint from '../../locales/en/loan-hint.json';
import swLoanHint from '../../locales/sw/loan-hint.json';
import enMe from '../../locales/en/me.json';
import swMe from '../../locales/sw/me.json';
import enPermissions from '../../locales/en/permissions.json';
import swPermissions from '../../locales/sw/permissions.json';
import enPromo from '../../locales/en/promo.json';
import swPromo from '../../locales/sw/promo.json';
import enRating from '../../locales/en/rating.json';
import swRating from '../../locales/sw/rating.json';
import enRecords from '../../locales/en/records.json';
import swRecords from '../../locales/sw/records.json';
import enRepay from '../../locales/en/repay.json';
import swRepay from '../../locales/sw/repay.json';
import enSettings from '../../locales/en/settings.json';
import swSettings from '../../locales/sw/settings.json';
import enUserCenter from '../../locales/en/userCenter.json';
import swUserCenter from '../../locales/sw/userCenter.json';
import enWallet from '../../locales/en/wallet.json';
import swWallet from '../../locales/sw/wallet.json';
import { wholeLocale } from '../../src/i18n/locale-tree.ts';

/** `{ a: { b: T } }` for the path `a.b`. */
type At<P extends string, T> = P extends `${infer Head}.${infer Rest}`
  ? { [K in Head]: At<Rest, T> }
  : { [K in P]: T };

type Whole = typeof enFirst &
  At<'auth', typeof enAuth> &
  At<'borrow', typeof enBorrow> &
  At<'cashier', typeof enCashier> &
  At<'coupons', typeof enCoupons> &
  At<'deleteAccount', typeof enDeleteAccount> &
  At<'documents', typeof enDocuments> &
  At<'faq', typeof enFaq> &
  At<'feedback', typeof enFeedback> &
  At<'forms.common', typeof enFormsCommon> &
  At<'forms.date', typeof enFormsDate> &
  At<'forms.widgets', typeof enFormsWidgets> &
  At<'idCard', typeof enIdCard> &
  At<'kyc', typeof enKyc> &
  At<'language', typeof enLanguage> &
  At<'loan.figures', typeof enLoanFigures> &
  At<'loan.hint', typeof enLoanHint> &
  At<'me', typeof enMe> &
  At<'permissions', typeof enPermissions> &
  At<'promo', typeof enPromo> &
  At<'rating', typeof enRating> &
  At<'records', typeof enRecords> &
  At<'repay', typeof enRepay> &
  At<'settings', typeof enSettings> &
  At<'userCenter', typeof enUserCenter> &
  At<'wallet', typeof enWallet>;

/** File name → texts, for wholeLocale. */
const enSections = {
  'auth.json': enAuth,
  'borrow.json': enBorrow,
  'cashier.json': enCashier,
  'coupons.json': enCoupons,
  'deleteAccount.json': enDeleteAccount,
  'documents.json': enDocuments,
  'faq.json': enFaq,
  'feedback.json': enFeedback,
  'forms-common.json': enFormsCommon,
  'forms-date.json': enFormsDate,
  'forms-widgets.json': enFormsWidgets,
  'idCard.json': enIdCard,
  'kyc.json': enKyc,
  'language.json': enLanguage,
  'loan-figures.json': enLoanFigures,
  'loan-hint.json': enLoanHint,
  'me.json': enMe,
  'permissions.json': enPermissions,
  'promo.json': enPromo,
  'rating.json': enRating,
  'records.json': enRecords,
  'repay.json': enRepay,
  'settings.json': enSettings,
  'userCenter.json': enUserCenter,
  'wallet.json': enWallet,
};
const swSections = {
  'auth.json': swAuth,
  'borrow.json': swBorrow,
  'cashier.json': swCashier,
  'coupons.json': swCoupons,
  'deleteAccount.json': swDeleteAccount,
  'documents.json': swDocuments,
  'faq.json': swFaq,
  'feedback.json': swFeedback,
  'forms-common.json': swFormsCommon,
  'forms-date.json': swFormsDate,
  'forms-widgets.json': swFormsWidgets,
  'idCard.json': swIdCard,
  'kyc.json': swKyc,
  'language.json': swLanguage,
  'loan-figures.json': swLoanFigures,
  'loan-hint.json': swLoanHint,
  'me.json': swMe,
  'permissions.json': swPermissions,
  'promo.json': swPromo,
  'rating.json': swRating,
  'records.json': swRecords,
  'repay.json': swRepay,
  'settings.json': swSettings,
  'userCenter.json': swUserCenter,
  'wallet.json': swWallet,
};

export const SECTION_FILES = Object.keys(enSections);
export const en = wholeLocale(enFirst, enSections) as Whole;
// Kiswahili has every English key (tests/unit/client/i18n.test.ts), so it has English's type.
export const sw = wholeLocale(swFirst, swSections) as Whole;
