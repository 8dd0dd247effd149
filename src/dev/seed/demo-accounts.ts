import type { AccountType } from '../../platform/auth/actor';

/** The demo people behind the development sign-in. Fixed ids so other features' demo data can point at them. */
export interface DemoAccount {
  key: 'requester' | 'buyer' | 'staff' | 'auditor';
  userId: string;
  accountId: string;
  accountType: AccountType;
  email: string;
  firstName: string;
  lastName: string;
  countryId: number;
  languageCountry: string;
  mobile: string;
  birthDate: string;
  gender: 'male' | 'female';
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    key: 'requester',
    userId: '00000000-0000-4000-8000-000000000101',
    accountId: '00000000-0000-4000-8000-000000000201',
    accountType: 'r',
    email: 'requester@example.com',
    firstName: 'Rita',
    lastName: 'Chan',
    countryId: 2,
    languageCountry: 'en-hk',
    mobile: '+85291230001',
    birthDate: '1992-04-12',
    gender: 'female',
  },
  {
    key: 'buyer',
    userId: '00000000-0000-4000-8000-000000000102',
    accountId: '00000000-0000-4000-8000-000000000202',
    accountType: 'b',
    email: 'buyer@example.com',
    firstName: 'Ben',
    lastName: 'Miller',
    countryId: 1,
    languageCountry: 'en-us',
    mobile: '+12125550101',
    birthDate: '1988-09-03',
    gender: 'male',
  },
  {
    key: 'staff',
    userId: '00000000-0000-4000-8000-000000000103',
    accountId: '00000000-0000-4000-8000-000000000203',
    accountType: 's',
    email: 'staff@example.com',
    firstName: 'Sam',
    lastName: 'Wong',
    countryId: 2,
    languageCountry: 'en-hk',
    mobile: '+85291230003',
    birthDate: '1985-01-20',
    gender: 'male',
  },
  {
    key: 'auditor',
    userId: '00000000-0000-4000-8000-000000000104',
    accountId: '00000000-0000-4000-8000-000000000204',
    accountType: 'x',
    email: 'auditor@example.com',
    firstName: 'Alex',
    lastName: 'Lee',
    countryId: 2,
    languageCountry: 'en-hk',
    mobile: '+85291230004',
    birthDate: '1979-11-30',
    gender: 'female',
  },
];
