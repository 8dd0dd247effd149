import type { UserProfileResponse } from '@contracts/accounts';
import type { AccountType } from '../../platform/auth/actor';
import { splitStoredMobile } from './mobile-number';
import type { AccountRecord, UserRecord } from './user.record';

/** GET /api/user/{id}/ and the update reply: the spec's account fields plus the profile (§3 user profile). */
export interface ProfileView extends UserProfileResponse {
  id: string;
  user: string;
  email: string;
  user_code: string;
  user_status: number;
  activated_account: string | null;
  account_type: AccountType | null;
  accounts: Array<{ id: string; account_type: AccountType; created_at: string }>;
  number_account: number;
  first_name: string | null;
  last_name: string | null;
  full_name: string;
  gender: string | null;
  birth_date: string | null;
  birthday: string | null;
  interests: string[];
  id_number: string | null;
  paypal: string | null;
  country: number | null;
  country_code: string | null;
  mobile: string | null;
  calling_code: string | null;
  mobile_number: string | null;
  address_1: string | null;
  address_2: string | null;
  region: number | null;
  state: number | null;
  district: number | null;
  city: number | null;
  zipcode: string | null;
  avatar: string | null;
  language_country: string | null;
}

export function toProfileView(user: UserRecord, accounts: AccountRecord[], countryCode: string | null): ProfileView {
  const activated = accounts.find((a) => a.id === user.activatedAccount) ?? null;
  const { callingCode, national } = splitStoredMobile(user.mobile);
  return {
    id: user.id,
    user: user.id,
    email: user.email,
    user_code: user.userCode,
    user_status: user.status,
    activated_account: activated?.id ?? null,
    account_type: activated?.accountType ?? null,
    accounts: accounts.map((a) => ({ id: a.id, account_type: a.accountType, created_at: a.createdAt })),
    number_account: accounts.length,
    first_name: user.firstName,
    last_name: user.lastName,
    full_name: [user.firstName, user.lastName].filter(Boolean).join(' '),
    gender: user.gender,
    birth_date: user.birthDate,
    birthday: user.birthDate,
    interests: user.interests,
    id_number: user.idNumber,
    paypal: user.paypalEmail,
    country: user.countryId,
    country_code: countryCode,
    mobile: user.mobile,
    calling_code: callingCode,
    mobile_number: national,
    address_1: user.address1,
    address_2: user.address2,
    region: user.regionId,
    state: user.stateId,
    district: user.districtId,
    city: user.cityId,
    zipcode: user.zipcode,
    avatar: user.avatar,
    language_country: user.languageCountry,
  };
}
