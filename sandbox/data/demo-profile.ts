/**
 * A complete, valid application for the `tz` market, used by `POST /__sandbox/users/profile` to jump a
 * borrower to a later step. It goes through the same form validation as the app's own submissions, so a
 * schema change that makes it invalid is reported by the control instead of storing bad data.
 */
import type { WalletId } from '../../src/contract/entities.ts';

export const DEMO_PERSONAL = {
  firstName: 'Amani',
  lastName: 'Juma',
  gender: 1,
  nationalId: '19900615-12345-00001-27',
  inputBirthday: '15-06-1990',
  education: 'College/University',
  maritalStatus: 'Married',
  residenceType: 'Rented house',
  state: 'dar-es-salaam',
  city: 'ilala',
  address: 'Mtaa wa Uhuru 12',
  preferredLanguage: 'sw',
  email: 'amani.juma@gmail.com',
  whatsappNo: '0712345678',
  cardType: 'NIDA',
};

export const DEMO_WORK = {
  employmentType: 'Employee',
  companyName: 'Tanzania Breweries',
  companyPhone: '0222123456',
  startWorkingDate: '01-03-2020',
  industryCategory: 'Retail',
  jobExperience: '1-3 years',
  monthlySalary: '280001 - 400000',
  incomeSource: 'Salary',
  payFrequency: 'Monthly',
  monthlyPayday: '25',
  workState: 'dar-es-salaam',
  workCity: 'kinondoni',
  workAddress: 'Plot 5, Morogoro Road',
  emergencyContactName1: 'Neema Juma',
  emergencyContactMobile1: '0754000001',
  emergencyContactRelation1: 'Siblings',
  emergencyContactName2: 'Baraka Mushi',
  emergencyContactMobile2: '0655000002',
  emergencyContactRelation2: 'Friends',
};

export const DEMO_QUESTIONNAIRE = {
  '1': 'yes',
  '2': '1-2',
  '3': 'no',
  '4': 'never',
  '5': 'business',
  '6': 'mobile',
  '7': 'no',
  '8': 'mpesa',
  '9': '3-5',
  '10': 'gt3',
  '11': 'no',
  loanAgreement: true,
};

/** The demo wallet; its number is the borrower's own mobile. */
export const DEMO_WALLET: WalletId = 'mpesa';

/** Huffman tables with one 1-bit code each: symbol 0 (DC difference category 0, and AC end-of-block). */
const ONE_CODE_TABLE = [0x01, ...Array<number>(15).fill(0), 0x00];

/**
 * A real baseline JPEG (8 × 8 mid-grey, 141 bytes) for the demo ID card and face photos: small, and an
 * image any viewer opens, so a tester can look at what the sandbox stored.
 */
export const DEMO_JPEG: Uint8Array = Uint8Array.from(
  [
    [0xff, 0xd8], // start of image
    [0xff, 0xdb, 0x00, 0x43, 0x00, ...Array<number>(64).fill(1)], // quantisation table 0: all ones
    [0xff, 0xc0, 0x00, 0x0b, 0x08, 0x00, 0x08, 0x00, 0x08, 0x01, 0x01, 0x11, 0x00], // 8×8, 1 component
    [0xff, 0xc4, 0x00, 0x14, 0x00, ...ONE_CODE_TABLE], // DC table 0
    [0xff, 0xc4, 0x00, 0x14, 0x10, ...ONE_CODE_TABLE], // AC table 0
    [0xff, 0xda, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x3f, 0x00], // start of scan
    [0x3f], // DC diff 0 (bit 0), end of block (bit 0), padded with ones
    [0xff, 0xd9], // end of image
  ].flat(),
);
