import type { CountryRow } from '../../operations/reference-data/reference-data.repository';
import { idNumberLength, tooYoung, wrongFormat, wrongInput } from './accounts.errors';
import { MINIMUM_AGE_YEARS, ageOn, parseBirthDate } from './birth-date';

/** Spec §5: the ID number is asked only for country id 3 (Taiwan) and is exactly 10 characters. */
export const ID_NUMBER_COUNTRY_ID = 3;

export function checkBirthDate(input: string, now: Date): string {
  const iso = parseBirthDate(input);
  if (!iso) throw wrongFormat('birth_date');
  const age = ageOn(iso, now);
  if (age < 0) throw wrongFormat('birth_date');
  if (age < MINIMUM_AGE_YEARS) throw tooYoung(MINIMUM_AGE_YEARS);
  return iso;
}

/** The ID number to store for this country: required and 10 characters for Taiwan, otherwise none. */
export function checkIdNumber(countryId: number, idNumber: string | null | undefined): string | null {
  if (countryId !== ID_NUMBER_COUNTRY_ID) return null;
  const value = (idNumber ?? '').trim();
  if (value.length !== 10) throw idNumberLength();
  return value;
}

/**
 * Spec §5: requesters may choose only countries whose permission includes r and whose code is the
 * locale's country suffix (en-hk → hk). Buyers shop from origin countries, so theirs must include b.
 */
export function checkCountryForAccountType(country: CountryRow, accountType: 'r' | 'b', languageCountry: string): void {
  if (accountType === 'r') {
    if (!country.permission.includes('r')) throw wrongInput('country', 'not_a_requester_country');
    if (languageCountry.split('-')[1] !== country.shortcode)
      throw wrongInput('country', 'country_does_not_match_language');
  } else if (!country.permission.includes('b')) {
    throw wrongInput('country', 'not_a_buyer_country');
  }
}
