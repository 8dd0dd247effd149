/**
 * Who may issue which command in which status (DESIGN §3 allowedCommands). The decider checks the
 * same table before deciding, so a button shown by the UI and a command accepted by the server
 * can never disagree.
 */
import type { CommandType } from './batch.commands';
import { COMMAND_TYPES } from './batch.commands';
import { domainError, type BatchErrorCode, type DomainError } from './batch.errors';
import { boughtItems, openItems, outstandingAuthorisation, receivableItems, refundableItems, abandonableItems } from './batch.items';
import { DEFAULT_BATCH_OPTIONS, type BatchOptions } from './batch.options';
import {
  BUYING,
  FINAL_STATUSES,
  IN_SHIPPING,
  PAID_NOTHING_BOUGHT,
  PRE_ACCEPT,
  PROOF_STATUSES,
  PURCHASE_DONE,
  UNPAID,
} from './batch.transitions';
import { isForwardStage } from './batch.guards';
import { openRefundRequest } from './batch.refunds';
import { ACTOR_ROLES, SHIPPING_STAGES, type Actor, type ActorRole, type BatchContext, type BatchStateLike, type BatchStatusValue } from './batch.types';
import { STATUS_NAMES, type StatusName } from './statuses';

interface Grant {
  readonly roles: readonly ActorRole[];
  readonly statuses: readonly BatchStatusValue[];
  /** A business precondition beyond the status; refused with `refusal` when false. */
  readonly when?: (ctx: BatchContext, options: BatchOptions, status: BatchStatusValue) => boolean;
  readonly refusal?: BatchErrorCode;
}

/** Account types each role may carry (spec: r, b; ours: s staff, x auditor). System has none. */
const ACCOUNT_TYPES: Record<ActorRole, readonly (string | undefined)[]> = {
  requester: ['r', undefined],
  buyer: ['b', undefined],
  staff: ['s', undefined],
  auditor: ['x', undefined],
  system: [undefined, 'system'],
};

const NON_FINAL: readonly StatusName[] = STATUS_NAMES.filter((s) => !(FINAL_STATUSES as readonly string[]).includes(s));
const BEFORE_SHIPPING: readonly StatusName[] = [...PRE_ACCEPT, ...UNPAID, ...BUYING, ...PURCHASE_DONE, 'payment_captured'];
const UNPAID_ALL = [...PRE_ACCEPT, ...UNPAID, 'overdue', 'declined'] as const;

const g = (roles: readonly ActorRole[], statuses: readonly BatchStatusValue[], extra: Partial<Grant> = {}): Grant => ({
  roles,
  statuses,
  ...extra,
});
const OPS: readonly ActorRole[] = ['staff', 'system'];
const REFUND_STATUSES: readonly StatusName[] = [...PURCHASE_DONE, 'payment_captured', ...IN_SHIPPING, 'received', 'item_received', 'refunded', 'abandoned'];
const fullyCaptured = (c: BatchContext): boolean => c.payments.captured > 0 && outstandingAuthorisation(c) === 0;

export const COMMAND_GRANTS: Record<CommandType, readonly Grant[]> = {
  CreateRequest: [g(['requester'], ['none'])],
  SubmitRequest: [g(['requester'], ['new'])],
  AssignBuyer: [
    g(OPS, ['requested', 'assigned', ...UNPAID]),
    g(OPS, ['declined'], {
      when: (c) => c.declined?.reason !== 'overdue_unpaid_request',
      refusal: 'BATCH_NOT_REASSIGNABLE',
    }),
  ],
  AcceptRequest: [g(['buyer'], ['assigned'])],
  DeclineRequest: [g(['buyer', 'staff'], ['assigned', ...UNPAID, 'overdue']), g(['system'], ['overdue'])],
  ModifyItems: [g(['buyer'], UNPAID)],
  DeclineItems: [g(['buyer'], UNPAID, { when: (c) => openItems(c).length > 0 })],
  RequestPayment: [g(['buyer'], ['accepted', 'modified'])],
  ConfirmRequest: [g(['requester'], ['modified', 'requested_payment'], { when: (c) => c.fees !== null })],
  StartCheckout: [
    g(['requester'], ['modified', 'requested_payment', 'confirmed'], {
      when: (c) => c.fees !== null && !c.feesUpdatedByBuyer,
      refusal: 'BATCH_FEES_NOT_CONFIRMED',
    }),
  ],
  RecordPaymentFailure: [g(['system'], ['paying'])],
  RecordPaymentAuthorisation: [g(['system'], ['paying'])],
  RecordPaymentSettlement: [g(['system'], ['paying'])],
  CancelRequest: [g(['requester', 'staff'], UNPAID_ALL)],
  CancelPayment: [
    g(['requester'], PAID_NOTHING_BOUGHT, {
      when: (c, o) => o.allowCancelPaymentBeforePurchase && outstandingAuthorisation(c) > 0 && boughtItems(c).length === 0,
      refusal: 'BATCH_CANCEL_PAYMENT_DISABLED',
    }),
    g(['staff'], PAID_NOTHING_BOUGHT, {
      when: (c) => outstandingAuthorisation(c) > 0 && boughtItems(c).length === 0,
    }),
  ],
  SendToRobot: [
    g(['staff'], ['payment_authorized', 'paid', 'manual', 'error', 'payment_canceled']),
    // The auto-workflow reaction (src/around-batch/robot) sends a freshly paid batch, nothing else.
    g(['system'], ['payment_authorized', 'paid']),
  ],
  RecordRobotFailure: [g(['system'], ['wait_for_auto_purchase'])],
  MarkManual: [g(OPS, ['payment_authorized', 'paid', 'wait_for_auto_purchase', 'error', 'payment_canceled'])],
  PurchaseItems: [
    g(['buyer', 'staff'], ['payment_authorized', 'paid', 'manual', 'error', 'payment_canceled', 'partially_purchased'], {
      when: (c) => openItems(c).length > 0,
    }),
    g(['system'], ['wait_for_auto_purchase'], { when: (c) => openItems(c).length > 0 }),
  ],
  CancelPurchase: [g(['buyer', 'staff'], BUYING, { when: (c) => openItems(c).length + boughtItems(c).length > 0 })],
  CompletePurchase: [
    g(['buyer', 'staff', 'system'], ['purchased', 'partially_purchased'], {
      when: (c) => openItems(c).length === 0 && boughtItems(c).length > 0,
    }),
  ],
  CapturePayment: [g(OPS, PURCHASE_DONE, { when: (c) => outstandingAuthorisation(c) > 0 })],
  SendTracking: [
    g(['buyer', 'staff'], [...PURCHASE_DONE, 'payment_captured', ...IN_SHIPPING, 'refunded', 'item_received', 'abandoned'], {
      // Goods leave only once the card money is settled (captured, the rest released).
      when: (c) => fullyCaptured(c) && c.items.some((i) => i.state === 'purchased'),
    }),
  ],
  UpdateOrderStatus: [
    g(['buyer', 'staff', 'system'], [...IN_SHIPPING, 'refunded'], {
      when: (c) => c.shippingStage !== null && SHIPPING_STAGES.some((s) => isForwardStage(c.shippingStage, s)),
    }),
  ],
  ConfirmReceipt: [
    g(['requester', 'staff', 'system'], [...IN_SHIPPING, 'item_received', 'refunded', 'abandoned'], {
      when: (c) => receivableItems(c).length > 0,
    }),
  ],
  CompleteOrder: [
    g(['requester', 'staff', 'system'], ['received', 'item_received', 'refunded', 'abandoned'], {
      when: (c) => receivableItems(c).length === 0,
    }),
  ],
  RefundItems: [
    g(OPS, [...PURCHASE_DONE, 'payment_captured', ...IN_SHIPPING, 'received', 'item_received', 'refunded', 'abandoned'], {
      when: (c) => c.payments.captured > c.payments.refunded && refundableItems(c).length > 0,
    }),
  ],
  // Refund requests (spec §4): the assigned buyer or staff; one open request at a time.
  RequestRefund: [
    g(['buyer', 'staff'], REFUND_STATUSES, { when: (c) => c.payments.captured > c.payments.refunded && refundableItems(c).length > 0 && !openRefundRequest(c) }),
  ],
  UpdateRefundRequest: [g(['buyer', 'staff'], REFUND_STATUSES, { when: (c) => openRefundRequest(c) !== undefined })],
  CompleteRefundRequest: [
    g(['buyer', 'staff'], REFUND_STATUSES, { when: (c) => openRefundRequest(c) !== undefined && c.payments.captured > c.payments.refunded }),
  ],
  MarkOverdue: [g(['system'], UNPAID)],
  AbandonItems: [
    g(OPS, [...IN_SHIPPING, 'item_received', 'refunded', 'abandoned', 'overdue'], {
      when: (c) => abandonableItems(c).length > 0,
    }),
  ],
  CombineRequests: [g(['requester'], PRE_ACCEPT)],
  MergeIntoRequest: [g(['requester'], PRE_ACCEPT)],
  UpdateWarehouse: [
    g(['requester'], PRE_ACCEPT),
    g(['buyer', 'staff'], BEFORE_SHIPPING.filter((s) => s !== 'new' && s !== 'requested')),
  ],
  AddBuyerRemark: [g(['buyer', 'staff'], NON_FINAL)],
  ToggleAutoWorkflow: [g(['staff'], NON_FINAL)],
  WaiveServiceFee: [g(['buyer'], UNPAID)],
  // Before payment only: once paid, the charged amount is fixed.
  ApplyCoupon: [g(['requester'], ['assigned', ...UNPAID], { when: (c) => c.fees !== null })],
  RemoveCoupon: [g(['requester'], ['assigned', ...UNPAID], { when: (c) => c.coupon != null })],
  UploadProof: [g(['buyer', 'staff'], PROOF_STATUSES)],
  DeleteProof: [g(['buyer', 'staff'], PROOF_STATUSES, { when: (c) => (c.proofs ?? []).length > 0 })],
};

/** The actor itself is acceptable (known role, account type allowed for it). */
export function checkActor(actor: Actor): DomainError | null {
  if (!ACTOR_ROLES.includes(actor.role) || !actor.id) return domainError('BATCH_NOT_AUTHORIZED');
  if (!ACCOUNT_TYPES[actor.role].includes(actor.accountType)) {
    return domainError('BATCH_NOT_AUTHORIZED', { accountType: actor.accountType });
  }
  return null;
}

/**
 * Null when `actor` may issue `type` now; otherwise the refusal, checked in a fixed order:
 * actor, existence, role, ownership, status, business precondition.
 */
export function authorize(
  type: CommandType,
  state: BatchStateLike,
  actor: Actor,
  options: BatchOptions = DEFAULT_BATCH_OPTIONS,
): DomainError | null {
  const bad = checkActor(actor);
  if (bad) return bad;
  const status = state.value;
  if (type === 'CreateRequest' && status !== 'none') return domainError('BATCH_ALREADY_EXISTS');
  if (type !== 'CreateRequest' && status === 'none') return domainError('BATCH_NOT_FOUND');
  const grants = COMMAND_GRANTS[type].filter((gr) => gr.roles.includes(actor.role));
  if (grants.length === 0) return domainError('BATCH_NOT_AUTHORIZED', { command: type, role: actor.role });
  const ctx = state.context;
  if (actor.role === 'requester' && status !== 'none' && ctx.requesterId !== actor.id) {
    return domainError('BATCH_NOT_OWNER', { command: type });
  }
  if (actor.role === 'buyer' && ctx.buyerId !== actor.id) {
    return domainError('BATCH_NOT_ASSIGNED_BUYER', { command: type });
  }
  const inStatus = grants.filter((gr) => gr.statuses.includes(status));
  if (inStatus.length === 0) return domainError('BATCH_COMMAND_NOT_ALLOWED_IN_STATUS', { command: type, status });
  const failed = inStatus.find((gr) => !gr.when || gr.when(ctx, options, status)) ? undefined : inStatus[0];
  if (failed) return domainError(failed.refusal ?? 'BATCH_COMMAND_NOT_ALLOWED_IN_STATUS', { command: type, status });
  return null;
}

/** What this actor may do now: drives API checks and which buttons the apps show. */
export function allowedCommands(
  state: BatchStateLike,
  actor: Actor,
  options: BatchOptions = DEFAULT_BATCH_OPTIONS,
): CommandType[] {
  return COMMAND_TYPES.filter((t) => authorize(t, state, actor, options) === null);
}
