/** The batch workflow core: what the server, the console and the tests import. */
export * from './statuses';
export * from './batch.types';
export * from './batch.events';
// Commands: one file each under commands/, listed in commands/index.ts; a command's type is CommandOf<'X'>.
export { COMMAND_TYPES, COMMANDS, commandDefinition } from './commands';
export type { BatchCommand, CommandOf, CommandType } from './commands';
export type { Command, CommandDefinition, CommandMetadata, Decide, Decision, Grant } from './commands/define-command';
export * from './batch.errors';
export * from './batch.options';
export { batchMachine } from './batch.machine';
export { BATCH_MACHINE_VERSION } from './machine-version';
export type { BatchMachine, BatchState } from './batch.machine';
export { initialState, evolve, replay, decide, decideNext, statusOf, asStateLike } from './batch.decider';
export type { NextState } from './batch.decider';
// The same step without XState, for readers of stored facts (read models): batch.fold.ts.
export { evolveFacts, replayFacts, initialFacts } from './batch.fold';
export { allowedCommands, authorize, checkActor, COMMAND_GRANTS } from './batch.permissions';
export type { ResolvedGrant } from './batch.permissions';
export { batchView, batchViewOfParsed } from './batch.view';
export type { BatchView } from './batch.view';
export { asNewItem, cloneItems, clonedFromRef } from './batch.clone';
export { validateFees, validateMoney, feesTotal, sameFees, pickFees, FEE_AMOUNT_FIELDS } from './batch.fees';
export { TRANSITIONS, FINAL_STATUSES, PAID_NOTHING_BOUGHT, statusesAccepting } from './batch.transitions';
export type { TransitionRow, Branch, GuardName } from './batch.transitions';
export { isForwardStage, needsPickupCode } from './batch.guards';
// What a stage picker offers an actor now (the customer app's and the console's alike).
export { shippingTargets } from './shipping-targets';
export {
  AWAITING_PICKUP,
  MAX_STORAGE_EXTENSION_DAYS,
  daysLeft,
  extendedDays,
  pickupDeadline,
  pickupWindow,
} from './batch.pickup';
export type { PickupState, StorageExtension } from './pickup.types';
export { outstandingAuthorisation, refundedOfOrdered } from './batch.items';
export { couponDiscountFor, repriceCoupon, totalBeforeCoupon, withCouponDiscount } from './batch.coupon';
export { openRefundRequest, refundedQuantities, fullyRefundedIds } from './batch.refunds';
export type { RefundLine, RefundFigures, RefundRequestRecord, RefundRequestStatus } from './batch.refunds';
export { BATCH_STREAM_PREFIX, batchStreamId, batchIdOfStream, isBatchEvent } from './batch-stream';
export { captureAmountFor, cancelReleaseFor } from './capture-amount';
export { quoteRefund } from './refund-quote';
export {
  quoteOf,
  quoteFiguresOf,
  quoteRevisionOf,
  quoteLinesOf,
  quoteChanges,
  withQuoteRevision,
  QUOTE_LINE_FIELDS,
} from './batch.quote';
export type { QuoteLines, QuoteView, QuoteFigures } from './batch.quote';
export type { RefundQuote } from './refund-quote';
export { localShippingBalance } from './local-shipping-balance';
export type { LocalShippingBalance } from './local-shipping-balance';
export { checkRecipientEmail, isRecipientEmail, MAX_RECIPIENT_EMAIL_LENGTH } from './recipient-email';
export { checkDimensions, MAX_SIDE_CM } from './batch.parcel';
export type { ItemDimensions } from './batch.parcel';

// Arrival after payment (docs/arrival.md): check-ins, reviews, disputes, quote revisions.
export {
  acceptedChargeHkd,
  arrivalOf,
  arrivalSettled,
  differenceToRefund,
  itemsDueForAutoApproval,
  itemsToRemind,
  openDisputes,
  openReviews,
  pendingRevision,
  reviewOf,
  withoutInternalNotes,
} from './batch.arrival';
export * from './arrival.types';
// Paying a higher revision's increase (a top-up).
export { capturedInAll, coveredByCardHkd, topUpDueHkd, topUpInFlight, topUpToCapture } from './batch.top-up';
