/**
 * Locale sections that load with their screen's chunk instead of with the first screen: the first load
 * has a 100 KB budget (tests/e2e/bundle.e2e.test.ts), and a borrower on the home screen does not need the
 * texts of the ID card, wallet or permission screens in two languages. The build leaves these sections
 * out of the locales the app imports (scripts/screen-texts-plugin.ts) and serves each as
 * `virtual:screen-texts/<section>`; the screen's module adds them with `addTexts` when its chunk loads.
 * The keys stay typed from locales/en.json like every other key.
 *
 * Add a section here when a screen's texts are only ever shown by that screen. An entry may name a part
 * of a section (`loan.figures`): the rest of the section stays where it was.
 */
export const SCREEN_TEXT_SECTIONS = [
  'idCard',
  'wallet',
  'permissions',
  'borrow',
  'repay',
  'cashier',
  'deleteAccount',
  'coupons',
  'promo',
  'rating',
  'userCenter',
  'faq',
  'documents',
  'feedback',
  'auth',
  'me',
  'settings',
  'language',
  'records',
  'kyc',
  // The order figures of the records, repay and confirm screens; Home shows only the order's state.
  'loan.figures',
  // The hint under an order's state: Home draws it after its first paint (src/loan/order-hint.ts).
  'loan.hint',
  // The form engine's own words and the field frame's "(optional)": screens with fields.
  'forms.common',
  'forms.widgets',
  'forms.date',
] as const;
export type ScreenTextSection = (typeof SCREEN_TEXT_SECTIONS)[number];

/**
 * Sub-sections that stay in the first load: the API layer's BUSINESS_CODES (src/api/errors.ts) may show
 * them on any screen, before the screen that owns them has ever loaded.
 */
export const FIRST_LOAD_SUBSECTIONS = ['errors'] as const;

/**
 * Keys of screen sections that stay in the first load: route titles (src/routing/routes.ts), which the
 * shell writes into the document title as the route opens, before the screen's chunk has arrived. (Home's
 * overdue figures load after its first paint, with their section: src/features/home/OrderDetails.tsx.)
 */
export const FIRST_LOAD_KEYS = [
  'auth.loginTitle',
  'auth.registerTitle',
  'me.title',
  'me.coupon',
  'settings.title',
  'language.title',
  'records.title',
] as const;

/** The entry of SCREEN_TEXT_SECTIONS that a locale key belongs to, if any. */
export function screenSectionOf(key: string): ScreenTextSection | undefined {
  return SCREEN_TEXT_SECTIONS.find((section) => key.startsWith(`${section}.`));
}

/** True for a locale key whose text ships with its screen rather than with the first load. */
export function travelsWithScreen(key: string): boolean {
  const sub = key.split('.')[1];
  return (
    screenSectionOf(key) !== undefined &&
    !(FIRST_LOAD_SUBSECTIONS as readonly string[]).includes(sub ?? '') &&
    !(FIRST_LOAD_KEYS as readonly string[]).includes(key)
  );
}
