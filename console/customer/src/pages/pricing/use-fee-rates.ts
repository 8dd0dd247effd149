import { useEffect, useState } from 'react';
import { COUNTRY_IDS, DEFAULT_FEE_RATES, type CountryCode, type FeeRate } from '@machines/pricing';
import { useServices } from '../../app/services';
import { toFeeRate } from './pricing-quote';

export type FeeRatesState =
  | { status: 'loading'; rates: readonly FeeRate[] }
  | { status: 'ready'; rates: readonly FeeRate[] }
  | { status: 'error'; rates: readonly FeeRate[] };

/**
 * The route's fee rates from GET /api/order/rates/. The engine's DEFAULT_FEE_RATES stand in only
 * while the server's rows are loading; after an error there are no rates (no guessed shipping).
 */
export function useFeeRates(origin: CountryCode, destination: CountryCode): FeeRatesState {
  const { reference } = useServices();
  const [state, setState] = useState<FeeRatesState>({ status: 'loading', rates: DEFAULT_FEE_RATES });
  useEffect(() => {
    let live = true;
    setState({ status: 'loading', rates: DEFAULT_FEE_RATES });
    reference
      .rates(COUNTRY_IDS[origin], COUNTRY_IDS[destination])
      .then((rows) => live && setState({ status: 'ready', rates: rows.map(toFeeRate) }))
      .catch(() => live && setState({ status: 'error', rates: [] }));
    return () => {
      live = false;
    };
  }, [reference, origin, destination]);
  return state;
}
