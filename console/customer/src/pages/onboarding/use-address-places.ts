import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Place } from '@contracts/reference';
import { useServices } from '../../app/services';
import type { AddressForm, PlaceKind } from './onboarding-rules';

function usePlaces(load: (() => Promise<Place[]>) | undefined, key: string): Place[] | undefined {
  // Each answer remembers its key; another key is still loading (derived at render, not reset in
  // the effect). Nothing to load is an empty list at once.
  const [answer, setAnswer] = useState<{ key: string; places: Place[] }>();
  useEffect(() => {
    if (!load) return;
    let live = true;
    load()
      .then((rows) => live && setAnswer({ key, places: rows }))
      .catch(() => live && setAnswer({ key, places: [] }));
    return () => {
      live = false;
    };
    // `key` names what `load` fetches; the closure itself changes every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  if (!load) return [];
  return answer?.key === key ? answer.places : undefined;
}

export interface AddressPlaces {
  kind: PlaceKind;
  regions: Place[];
  districts: Place[];
  states: Place[];
  cities: Place[];
  /** The chosen region has districts, or the chosen state has cities. */
  hasChildren: boolean;
}

/**
 * The reference pick-lists of a country (src/people/accounts/README.md): Hong Kong and Macau have
 * regions → districts, Taiwan and the US states → cities. The kind is whichever list is non-empty.
 */
export function useAddressPlaces(countryId: number | undefined, form: AddressForm): AddressPlaces {
  const { reference } = useServices();
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const regions = usePlaces(countryId ? () => reference.regions(countryId, lang) : undefined, `r${countryId}-${lang}`);
  const states = usePlaces(countryId ? () => reference.states(countryId, lang) : undefined, `s${countryId}-${lang}`);
  const regionId = Number(form.region) || undefined;
  const stateId = Number(form.state) || undefined;
  const districts = usePlaces(regionId ? () => reference.districts(regionId, lang) : undefined, `d${regionId}-${lang}`);
  const cities = usePlaces(stateId ? () => reference.cities(stateId, lang) : undefined, `c${stateId}-${lang}`);
  const kind: PlaceKind = regions && regions.length > 0 ? 'regions' : states && states.length > 0 ? 'states' : 'none';
  const children = kind === 'regions' ? districts : cities;
  // Until the second list has loaded (or with nothing chosen yet), assume it has rows.
  const hasChildren = children === undefined || children.length > 0 || (kind === 'regions' ? !regionId : !stateId);
  return {
    kind,
    regions: regions ?? [],
    districts: districts ?? [],
    states: states ?? [],
    cities: cities ?? [],
    hasChildren,
  };
}
