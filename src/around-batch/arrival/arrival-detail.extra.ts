import type { BatchDetailExtra, BatchDetailExtraInput } from '../../batch';
import { arrivalView } from './arrival.view';

/** The detail's `arrival` for everyone who may see the order; internal notes only for staff and auditors. */
export const arrivalDetailExtra = (basis: 'actual' | 'volumetric'): BatchDetailExtra => ({
  order: 10,
  fields: ({ view, audience }: BatchDetailExtraInput) => ({ arrival: arrivalView(view, audience, basis) }),
});
