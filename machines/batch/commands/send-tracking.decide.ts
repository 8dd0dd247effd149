import { validationError } from '../batch.errors';
import { isTrackingNumber } from '../tracking-number';
import type { Decide } from './decide.types';
import { firstError, requireItems } from './validate';

/** Spec §5: every number must pass the shared tracking-number rule (../tracking-number.ts). */

export const decideSendTracking: Decide<'SendTracking'> = (cmd, state) => {
  const items = Array.isArray(cmd.data.items) ? cmd.data.items : [];
  const err = firstError(
    () => requireItems(state.context, items.map((i) => i.id), ['purchased'], 'items'),
    ...items.map((i, n) => () => (isTrackingNumber(i.trackingNumber) ? null : validationError(`items[${n}].trackingNumber`))),
  );
  if (err) return err;
  return [{ type: 'TrackingSent', data: { items: items.map((i) => ({ id: i.id, trackingNumber: i.trackingNumber })) } }];
};
