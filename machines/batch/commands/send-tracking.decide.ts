import { validationError } from '../batch.errors';
import type { Decide } from './decide.types';
import { firstError, requireItems } from './validate';

/** Spec §5 "tracking number should be checked before submit": letters, digits, dashes, 4-40. */
const TRACKING = /^[A-Za-z0-9-]{4,40}$/;

export const decideSendTracking: Decide<'SendTracking'> = (cmd, state) => {
  const items = Array.isArray(cmd.data.items) ? cmd.data.items : [];
  const err = firstError(
    () => requireItems(state.context, items.map((i) => i.id), ['purchased'], 'items'),
    ...items.map((i, n) => () => (TRACKING.test(i.trackingNumber ?? '') ? null : validationError(`items[${n}].trackingNumber`))),
  );
  if (err) return err;
  return [{ type: 'TrackingSent', data: { items: items.map((i) => ({ id: i.id, trackingNumber: i.trackingNumber })) } }];
};
