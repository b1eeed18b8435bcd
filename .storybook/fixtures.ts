import type { HomepageData } from '../src/api/portal.ts';
import type { Product } from '../src/api/loan.ts';
import type { Country } from '../src/api/country.ts';
import type { UserInfo } from '../src/store/session.ts';
import { setSession } from '../src/store/session.ts';

/** Data shaped like the sandbox's replies, for screen stories. */
export const homepage: HomepageData = {
  currency: 'TZS',
  minAmount: 1000,
  maxAmount: 60000,
  maxTermDays: 180,
  interestRatePerDay: 0.09,
  loan: null,
};

export const products: Product[] = [
  {
    productId: 'p1',
    name: 'Haraka Cash',
    minAmount: 1000,
    maxAmount: 20000,
    termDays: 91,
    interestRatePerDay: 0.09,
    logo: 'H',
  },
  {
    productId: 'p2',
    name: 'Pesa Plus',
    minAmount: 5000,
    maxAmount: 40000,
    termDays: 120,
    interestRatePerDay: 0.09,
    logo: 'P',
  },
  {
    productId: 'p3',
    name: 'Mkopo Bora',
    minAmount: 10000,
    maxAmount: 60000,
    termDays: 180,
    interestRatePerDay: 0.09,
    logo: 'MB',
  },
];

export const countries: Country[] = [
  { iso: 'TZ', name: 'Tanzania', callingCode: '255', flag: '🇹🇿' },
  { iso: 'KE', name: 'Kenya', callingCode: '254', flag: '🇰🇪' },
  { iso: 'UG', name: 'Uganda', callingCode: '256', flag: '🇺🇬' },
  { iso: 'RW', name: 'Rwanda', callingCode: '250', flag: '🇷🇼' },
  { iso: 'BI', name: 'Burundi', callingCode: '257', flag: '🇧🇮' },
];

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
