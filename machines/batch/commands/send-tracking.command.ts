import { validationError } from '../batch.errors';
import { outstandingAuthorisation } from '../batch.items';
import { isTrackingNumber } from '../tracking-number';
import { type Command, type Decide, defineCommand } from './define-command';
import { checkItemLines } from './item-lines.shared';
import { isList } from './validate';

export type SendTracking = Command<'SendTracking', { items: readonly { id: string; trackingNumber: string }[] }>;

/** Spec §5: every number must pass the shared tracking-number rule (../tracking-number.ts). */
const decide: Decide<SendTracking> = (cmd, state) => {
  const items = isList(cmd.data.items) ? cmd.data.items : [];
  const err = checkItemLines(state.context, {
    lines: items,
    idOf: (i) => i.id,
    allowed: ['purchased'],
    field: 'items',
    check: (i, at) => (isTrackingNumber(i.trackingNumber) ? null : validationError(`${at}.trackingNumber`)),
  });
  if (err) return err;
  return [
    { type: 'TrackingSent', data: { items: items.map((i) => ({ id: i.id, trackingNumber: i.trackingNumber })) } },
  ];
};

export const sendTracking = defineCommand<SendTracking>({
  type: 'SendTracking',
  emits: ['TrackingSent'],
  grants: [
    {
      roles: ['buyer', 'staff'],
      // Goods leave only once the card money is settled (captured, the rest released).
      when: (c) =>
        c.payments.captured > 0 && outstandingAuthorisation(c) === 0 && c.items.some((i) => i.state === 'purchased'),
    },
  ],
  decide,
});
