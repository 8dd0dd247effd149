import type { AccountType } from '../../platform/auth/actor';

/** A person: one per e-mail, holding the profile shared by their requester and buyer accounts. */
export interface UserRecord {
  id: string;
  email: string;
  userCode: string;
  /** 0 = registered; anything else = onboarding not finished (spec §3 user session). */
  status: number;
  firstName: string | null;
  lastName: string | null;
  birthDate: string | null;
  gender: 'male' | 'female' | null;
  idNumber: string | null;
  mobile: string | null;
  countryId: number | null;
  languageCountry: string | null;
  address1: string | null;
  address2: string | null;
  regionId: number | null;
  stateId: number | null;
  districtId: number | null;
  cityId: number | null;
  zipcode: string | null;
  interests: string[];
  paypalEmail: string | null;
  avatar: string | null;
  activatedAccount: string | null;
}

export interface AccountRecord {
  id: string;
  userId: string;
  accountType: AccountType;
  createdAt: string;
}

export const USER_STATUS_REGISTERED = 0;
export const USER_STATUS_ONBOARDING = 1;

/** Profile columns a registration or an update may write (snake_case = the column names). */
export interface ProfilePatch {
  first_name?: string;
  last_name?: string;
  birth_date?: string;
  gender?: 'male' | 'female';
  id_number?: string | null;
  mobile?: string;
  country_id?: number;
  language_country?: string;
  address_1?: string;
  address_2?: string | null;
  region_id?: number | null;
  state_id?: number | null;
  district_id?: number | null;
  city_id?: number | null;
  zipcode?: string;
  interests?: string[];
  paypal_email?: string;
  avatar?: string;
}
