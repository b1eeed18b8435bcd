import type { Country, HomepageData, Product, UserInfo } from '../src/contract/entities.ts';
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
