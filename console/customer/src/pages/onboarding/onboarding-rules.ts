/**
 * Spec §5 onboarding and OTP rules as pure functions, so the form, its buttons and the unit tests
 * (onboarding-rules.spec.ts, address-rules.spec.ts) read the same definitions. Each returns a translation key for the first broken rule, or undefined.
 */
export const CALLING_CODES = { hk: '+852', mo: '+853', tw: '+886' } as const;
export type CallingCountry = keyof typeof CALLING_CODES;

/** Spec §5: the ID number is asked only for country id 3. */
export const ID_NUMBER_COUNTRY_ID = 3;
export const ID_NUMBER_LENGTH = 10;
export const OTP_LENGTH = 4;
export const MOBILE_MIN = 8;
export const MOBILE_MAX = 10;
/** Spec §9: resend countdown 5 minutes, enabled at 00:00. */
export const OTP_RESEND_MS = 300_000;

export function otpError(code: string): string | undefined {
  if (code.trim() === '') return 'onboarding.errors.otpRequired';
  if (code.length > OTP_LENGTH) return 'onboarding.errors.otpMax';
  if (!/^\d{4}$/.test(code)) return 'onboarding.errors.otpDigits';
  return undefined;
}

/** Verify is enabled only when the rules pass and a verification is in progress. */
export const canVerifyOtp = (code: string, otpId: string | undefined): boolean =>
  otpError(code) === undefined && otpId !== undefined;

// Local mobile formats per calling code: Hong Kong and Macau 8 digits, Taiwan 9 (or 10 with the trunk 0).
const MOBILE_PATTERNS: Record<CallingCountry, RegExp> = {
  hk: /^[4-9]\d{7}$/,
  mo: /^6\d{7}$/,
  tw: /^0?9\d{8}$/,
};

export function mobileError(mobile: string, country: CallingCountry): string | undefined {
  if (mobile.trim() === '') return 'errors.required';
  if (mobile.length > MOBILE_MAX) return 'onboarding.errors.mobileMax';
  if (!MOBILE_PATTERNS[country].test(mobile)) return 'errors.invalidMobile';
  return undefined;
}

/** Spec §5: verify-mobile is enabled for 8 to 10 characters when not yet verified. */
export const canRequestOtp = (mobile: string, verified: boolean): boolean =>
  !verified && mobile.length >= MOBILE_MIN && mobile.length <= MOBILE_MAX;

export const fullPhoneNumber = (country: CallingCountry, mobile: string): string =>
  `${CALLING_CODES[country]}${mobile.replace(/^0/, '')}`;

export function idNumberError(idNumber: string, countryId: number | undefined): string | undefined {
  if (countryId !== ID_NUMBER_COUNTRY_ID) return undefined;
  if (idNumber.trim() === '') return 'errors.required';
  if (idNumber.length !== ID_NUMBER_LENGTH) return 'errors.idNumberLength';
  return undefined;
}

/**
 * Spec §5: a birthday needs a four-digit year, month and day separated by / or -; anything else is
 * cleared. Returns the ISO date to keep, or '' to clear the field.
 */
export function normaliseBirthday(value: string): string {
  const match = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})$/.exec(value.trim());
  if (!match) return '';
  const [, y, m, d] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (date.getUTCFullYear() !== Number(y) || date.getUTCMonth() !== Number(m) - 1 || date.getUTCDate() !== Number(d))
    return '';
  if (date.getTime() > Date.now()) return '';
  return `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
}

/** Spec §5: Finish only when every step's form is valid and the mobile number is verified. */
export function canFinish(form: {
  profileErrors: object;
  mobileVerified: boolean;
  addressErrors: object;
  busy: boolean;
}): boolean {
  return (
    Object.keys(form.profileErrors).length === 0 &&
    form.mobileVerified &&
    Object.keys(form.addressErrors).length === 0 &&
    !form.busy
  );
}

export const requiredError = (value: string): string | undefined =>
  value.trim() === '' ? 'errors.required' : undefined;

export interface ProfileForm {
  firstName: string;
  lastName: string;
  birthday: string;
  idNumber: string;
}

export function profileErrors(
  form: ProfileForm,
  countryId: number | undefined,
): Partial<Record<keyof ProfileForm, string>> {
  const errors: Partial<Record<keyof ProfileForm, string>> = {
    firstName: requiredError(form.firstName),
    lastName: requiredError(form.lastName),
    birthday: requiredError(form.birthday),
    idNumber: idNumberError(form.idNumber, countryId),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v !== undefined));
}

export interface AddressForm {
  addressLine1: string;
  addressLine2: string;
  /** Hong Kong and Macau: region → district (reference row ids as strings). */
  region: string;
  district: string;
  /** Taiwan and the US: state → city (reference row ids as strings). */
  state: string;
  city: string;
  zipcode: string;
}

export const EMPTY_ADDRESS: AddressForm = {
  addressLine1: '',
  addressLine2: '',
  region: '',
  district: '',
  state: '',
  city: '',
  zipcode: '',
};

/** Which pick-lists a country has: regions/districts, states/cities, or neither (free text only). */
export type PlaceKind = 'regions' | 'states' | 'none';

/** The server's zipcode limit (UpdateAccountDto: at most 20 characters). */
export const ZIPCODE_MAX = 20;

/**
 * `hasChildren`: the chosen region has districts / the chosen state has cities (not every US state
 * has city rows yet), so the second pick-list is required only when it offers something.
 */
export function addressErrors(
  form: AddressForm,
  kind: PlaceKind,
  hasChildren = true,
): Partial<Record<keyof AddressForm, string>> {
  const errors: Partial<Record<keyof AddressForm, string>> = {
    addressLine1: requiredError(form.addressLine1),
    region: kind === 'regions' ? requiredError(form.region) : undefined,
    district: kind === 'regions' && hasChildren ? requiredError(form.district) : undefined,
    state: kind === 'states' ? requiredError(form.state) : undefined,
    city: kind === 'states' && hasChildren ? requiredError(form.city) : undefined,
    zipcode: form.zipcode.trim().length > ZIPCODE_MAX ? 'onboarding.errors.zipcodeMax' : undefined,
  };
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v !== undefined));
}

const placeId = (value: string): number | undefined => (value === '' ? undefined : Number(value));

/** The PATCH /api/account/update/{id}/ address fields: only the pick-lists this country has. */
export function addressUpdate(form: AddressForm, kind: PlaceKind) {
  return {
    address_1: form.addressLine1.trim(),
    address_2: form.addressLine2.trim(),
    zipcode: form.zipcode.trim(),
    region: kind === 'regions' ? placeId(form.region) : undefined,
    district: kind === 'regions' ? placeId(form.district) : undefined,
    state: kind === 'states' ? placeId(form.state) : undefined,
    city: kind === 'states' ? placeId(form.city) : undefined,
  };
}
