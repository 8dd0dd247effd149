import { useEffect, useState } from 'react';
import { COUNTRY_IDS, DEFAULT_FEE_RATES, type CountryCode, type FeeRate } from '@machines/pricing';
import { useServices } from '../../app/services';
import { toFeeRate } from './pricing-quote';

export type FeeRatesState =
  | { status: 'loading'; rates: readonly FeeRate[] }
  | { status: 'ready'; rates: readonly FeeRate[] }
  | { status: 'error'; rates: readonly FeeRate[] };

const LOADING: FeeRatesState = { status: 'loading', rates: DEFAULT_FEE_RATES };

/**
 * The route's fee rates from GET /api/order/rates/. The engine's DEFAULT_FEE_RATES stand in only
 * while the server's rows are loading; after an error there are no rates (no guessed shipping).
 */
export function useFeeRates(origin: CountryCode, destination: CountryCode): FeeRatesState {
  const { reference } = useServices();
  // Each answer remembers the route it is for; any other route is still loading (derived at
  // render rather than reset in the effect).
  const [answer, setAnswer] = useState<{ reference: typeof reference; route: string; state: FeeRatesState }>();
  const route = `${origin}>${destination}`;
  useEffect(() => {
    let live = true;
    reference
      .rates(COUNTRY_IDS[origin], COUNTRY_IDS[destination])
      .then((rows) => live && setAnswer({ reference, route, state: { status: 'ready', rates: rows.map(toFeeRate) } }))
      .catch(() => live && setAnswer({ reference, route, state: { status: 'error', rates: [] } }));
    return () => {
      live = false;
    };
  }, [reference, origin, destination, route]);
  return answer?.reference === reference && answer.route === route ? answer.state : LOADING;
}
