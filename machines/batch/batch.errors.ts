/** Domain errors with stable codes (DESIGN §6): clients translate `code`; `params` name the detail. */
import { codedErrors, isCodeOf, type CodedError } from '../aggregate/coded-errors';

export const BATCH_ERROR_MESSAGES = {
  BATCH_NOT_AUTHORIZED: 'You are not authorized to do this action!',
  BATCH_NOT_OWNER: 'Only the requester of this batch may do this action.',
  BATCH_NOT_ASSIGNED_BUYER: 'Only the buyer assigned to this batch may do this action.',
  BATCH_COMMAND_NOT_ALLOWED_IN_STATUS: 'This action is not allowed in the current status.',
  BATCH_NOT_FOUND: "Can't find order",
  BATCH_ALREADY_EXISTS: 'This batch already exists.',
  BATCH_VALIDATION: 'Wrong Input',
  BATCH_FEES_NOT_CONFIRMED: 'Buyer has updated the Shipping Fees',
  BATCH_NOT_REASSIGNABLE: 'A request declined as overdue and unpaid cannot be reassigned.',
  BATCH_GOODS_NOT_DELIVERED: 'Receipt can be confirmed once the goods are delivered or picked up.',
  BATCH_CANCEL_PAYMENT_DISABLED: 'Payment cannot be cancelled or changed after it is made.',
  BATCH_CAPTURE_EXCEEDS_AUTHORISED: 'The capture exceeds the authorised amount.',
  BATCH_CANCEL_EXCEEDS_AUTHORISED: 'The cancellation exceeds the authorised amount.',
  BATCH_REFUND_EXCEEDS_CAPTURED: 'The refund exceeds the captured amount.',
  BATCH_PAYMENT_AMOUNT_MISMATCH: 'The paid amount differs from the checkout amount.',
  BATCH_ITEM_NOT_FOUND: 'Item not found in this batch.',
  BATCH_ITEM_NOT_IN_EXPECTED_STATE: 'The item is not in a state that allows this action.',
  BATCH_STATUS_NOT_FORWARD: 'The shipping status can only move forward.',
  BATCH_PROOF_NOT_FOUND: 'Proof not found in this batch.',
  COUPON_UPDATE_NOT_CONFIRMED: 'These fees change the coupon discount. Please confirm the coupon update.',
  COUPON_MINIMUM_NOT_MET: 'The order total does not reach the minimum for this promo code.',
  // Spec §9 parcel rules, with the codes machines/pricing gives them (the apps translate them once).
  PRECIOUS_GOODS_PARCEL_LIMIT: 'Precious goods may be worth at most TWD 30,000 per parcel.',
  PRECIOUS_GOODS_WAYBILL_LIMIT: 'Precious goods may be worth at most TWD 50,000 per waybill.',
  PRICING_PARCEL_LIMIT_EXCEEDED: 'The parcel exceeds the shipping limits.',
  PRICING_VOLUMETRIC_OVER_CAP: 'The volumetric weight is more than 5 times the actual weight.',
  BATCH_ITEM_NOT_ARRIVED: 'The item has not been checked in at the warehouse, or was reviewed already.',
  BATCH_ARRIVAL_NOT_SETTLED:
    'The order stays at the overseas warehouse until every arrived item is reviewed, every dispute decided and every quote revision answered.',
  BATCH_DISPUTE_NOT_FOUND: 'Dispute not found in this batch.',
  BATCH_DISPUTE_CLOSED: 'This dispute has been decided already.',
  BATCH_DISPUTE_WINDOW_CLOSED: 'The period to report a problem with this item has ended.',
  BATCH_INTERNAL_NOTE_STAFF_ONLY: 'Only staff may write internal notes.',
  BATCH_QUOTE_REVISION_PENDING: 'A quote revision is waiting for the requester.',
  BATCH_QUOTE_REVISION_NOT_FOUND: 'There is no such quote revision waiting for an answer.',
  BATCH_QUOTE_REVISION_PAYMENT_REQUIRED:
    'This revision charges more than was paid: it is accepted by paying the increase.',
  BATCH_TOP_UP_IN_PROGRESS: 'A payment of this revision is already in progress.',
  BATCH_TOP_UP_NOT_FOUND: 'There is no such payment of this revision.',
  BATCH_CAPTURE_EXCEEDS_ACCEPTED_QUOTE: 'The capture exceeds the quote the requester accepted.',
  BATCH_WRONG_PICKUP_POINT: "This parcel waits at another pickup point: it can only be handed over at the order's own.",
  BATCH_PICKUP_NEEDS_CODE:
    "A parcel at a pickup point is picked up only through the counter's hand-off, with the requester's pickup code; until then its stage is not changed by hand.",
  BATCH_PICKUP_NOT_DUE:
    'Nothing is due at the pickup point yet (free storage has not ended, or the reminder was sent).',
} as const;

export type BatchErrorCode = keyof typeof BATCH_ERROR_MESSAGES;

export type DomainError = CodedError<BatchErrorCode>;

export const domainError: (code: BatchErrorCode, params?: Record<string, unknown>, message?: string) => DomainError =
  codedErrors(BATCH_ERROR_MESSAGES);

/** BATCH_VALIDATION naming the offending field (400 with the field, never a 500). */
export function validationError(field: string, message: string = BATCH_ERROR_MESSAGES.BATCH_VALIDATION): DomainError {
  return domainError('BATCH_VALIDATION', { field }, message);
}

export function isDomainError(value: unknown): value is DomainError {
  return isCodeOf(BATCH_ERROR_MESSAGES, value);
}
