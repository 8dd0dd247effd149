import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Country } from '@contracts/reference';
import { countrySuffix, type Locale } from '@shared/i18n/locales';
import { useServices } from '../../app/services';
import { CALLING_CODES, type CallingCountry } from './onboarding-rules';

export interface OnboardingCountry {
  id: number | undefined;
  shortcode: string;
  name: string;
}

const localisedName = (country: Country, locale: Locale): string =>
  country[`country_name_${locale.replace('-', '_')}`] ??
  country[`country_name_${locale.slice(0, 2)}`] ??
  country.country_name;

/**
 * Spec §5: requesters may only choose a country whose permission includes "r" and whose code
 * matches the locale's country suffix, which is why the field is shown but disabled. A buyer's
 * country is the locale's too, with permission "b".
 */
export function useOnboardingCountry(accountType: 'r' | 'b' = 'r'): OnboardingCountry {
  const { reference } = useServices();
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const suffix = countrySuffix(locale);
  const fallback: OnboardingCountry = { id: undefined, shortcode: suffix, name: t(`onboarding.countries.${suffix}`) };
  const [country, setCountry] = useState<OnboardingCountry>(fallback);

  useEffect(() => {
    let live = true;
    reference
      .countries()
      .then((all) => {
        const match = all.find((c) => c.shortcode.toLowerCase() === suffix && c.permission.includes(accountType));
        if (live && match) setCountry({ id: match.id, shortcode: suffix, name: localisedName(match, locale) });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
    // The fallback is recomputed each render; only the locale decides which country to look up.
  }, [reference, suffix, locale, accountType]);

  return country;
}

/** Calling code of the requester's country; other locales default to Hong Kong. */
export const defaultCallingCountry = (shortcode: string): CallingCountry =>
  shortcode in CALLING_CODES ? (shortcode as CallingCountry) : 'hk';
