import { type DomainError, validationError } from '../batch.errors';
import type { BatchEvent } from '../batch.events';
import { pickFees, validateFees } from '../batch.fees';
import type { BatchFees, Delivery, NewItemInput } from '../batch.types';
import { type Command, type Decide, defineCommand } from './define-command';
import { checkRecipientEmail } from '../recipient-email';
import { checkRequestParcel } from '../batch.parcel-rules';
import { firstError, isText, requireText, toNewItems } from './validate';

export type CreateRequest = Command<
  'CreateRequest',
  {
    batchNumber: string;
    items: readonly NewItemInput[];
    warehouse: string;
    delivery: Delivery;
    /** The requester's estimate from machines/pricing, if any. */
    fees?: BatchFees | null;
    /** The requester confirmed no parcel restriction or prohibited-item rule is broken (spec §5). */
    restrictionsConfirmed: boolean;
    /** Create and submit in one command (the API's create does this); false leaves a draft (new). */
    submit?: boolean;
    clonedFrom?: { batchNumber: string; itemIds: readonly string[] } | null;
  }
>;

/**
 * Creates the batch. By default it is submitted in the same command (two events), which is what
 * the API's single create call means; `submit: false` keeps a draft in `new`.
 */
const decide: Decide<CreateRequest> = (cmd, _state, options) => {
  const d = cmd.data;
  const items = toNewItems(d.items, options);
  if (!Array.isArray(items)) return items;
  const err = firstError(
    () => requireText(d.batchNumber, 'batchNumber', 64),
    () => requireText(d.warehouse, 'warehouse', 64),
    () => checkDelivery(d.delivery),
    () => (d.fees == null ? null : validateFees(d.fees)),
    () => (d.restrictionsConfirmed === true ? null : validationError('restrictionsConfirmed', 'Required')),
    () => checkClonedFrom(d.clonedFrom),
    // Spec §9 where the request is made: precious goods, sides and weight of the configured reading.
    () => checkRequestParcel(items, options, (n) => `items[${n}]`),
  );
  if (err) return err;
  const events: BatchEvent[] = [
    {
      type: 'RequestCreated',
      data: {
        batchNumber: d.batchNumber,
        requesterId: cmd.metadata.actor.id,
        items,
        warehouse: d.warehouse,
        delivery: d.delivery,
        fees: d.fees ? pickFees(d.fees) : null,
        clonedFrom: d.clonedFrom ? { batchNumber: d.clonedFrom.batchNumber, itemIds: [...d.clonedFrom.itemIds] } : null,
        createdAt: cmd.metadata.at,
      },
    },
  ];
  if (d.submit !== false) events.push({ type: 'RequestSubmitted', data: { submittedAt: cmd.metadata.at } });
  return events;
};

function checkDelivery(delivery: Delivery | undefined): DomainError | null {
  if (!delivery || typeof delivery !== 'object') return validationError('delivery');
  if (delivery.kind === 'pickup') return requireText(delivery.locationId, 'delivery.locationId', 64);
  if (delivery.kind !== 'address' || !delivery.address) return validationError('delivery');
  const a = delivery.address;
  return firstError(
    () => requireText(a.recipientName, 'delivery.address.recipientName', 200),
    () => checkRecipientEmail(a.recipientEmail, 'delivery.address.recipientEmail'),
    () => requireText(a.contactNumber, 'delivery.address.contactNumber', 32),
    () => requireText(a.addressLine1, 'delivery.address.addressLine1', 500),
    () => requireText(a.country, 'delivery.address.country', 10),
  );
}

function checkClonedFrom(
  c: { batchNumber: string; itemIds: readonly string[] } | null | undefined,
): DomainError | null {
  if (c == null) return null;
  if (!isText(c.batchNumber) || !Array.isArray(c.itemIds) || c.itemIds.length === 0)
    return validationError('clonedFrom');
  return null;
}

export const createRequest = defineCommand<CreateRequest>({
  type: 'CreateRequest',
  emits: ['RequestCreated'],
  grants: [{ roles: ['requester'] }],
  decide,
});
