/**
 * The decider (Emmett style): initialState, evolve and decide. The server folds a stream with
 * evolve, calls decide, and appends what it returns; nothing here does I/O or reads a clock.
 */
import { initialTransition, transition } from 'xstate';
import type { BatchCommand } from './batch.commands';
import { domainError, isDomainError, type DomainError } from './batch.errors';
import type { BatchEvent } from './batch.events';
import { batchMachine, type BatchState } from './batch.machine';
import { DEFAULT_BATCH_OPTIONS, type BatchOptions } from './batch.options';
import { authorize } from './batch.permissions';
import type { BatchStateLike, BatchStatusValue } from './batch.types';
import { decideAbandonItems } from './commands/abandon-items.decide';
import { decideAcceptRequest } from './commands/accept-request.decide';
import { decideAddBuyerRemark } from './commands/add-buyer-remark.decide';
import { decideAssignBuyer } from './commands/assign-buyer.decide';
import { decideCancelPayment } from './commands/cancel-payment.decide';
import { decideCancelPurchase } from './commands/cancel-purchase.decide';
import { decideCancelRequest } from './commands/cancel-request.decide';
import { decideCapturePayment } from './commands/capture-payment.decide';
import { decideCombineRequests } from './commands/combine-requests.decide';
import { decideCompleteOrder } from './commands/complete-order.decide';
import { decideCompletePurchase } from './commands/complete-purchase.decide';
import { decideConfirmReceipt } from './commands/confirm-receipt.decide';
import { decideConfirmRequest } from './commands/confirm-request.decide';
import { decideCreateRequest } from './commands/create-request.decide';
import type { Decision } from './commands/decide.types';
import { decideDeclineItems } from './commands/decline-items.decide';
import { decideDeclineRequest } from './commands/decline-request.decide';
import { decideMarkManual } from './commands/mark-manual.decide';
import { decideMarkOverdue } from './commands/mark-overdue.decide';
import { decideMergeIntoRequest } from './commands/merge-into-request.decide';
import { decideModifyItems } from './commands/modify-items.decide';
import { decidePurchaseItems } from './commands/purchase-items.decide';
import { decideRecordPaymentAuthorisation } from './commands/record-payment-authorisation.decide';
import { decideRecordPaymentFailure } from './commands/record-payment-failure.decide';
import { decideRecordPaymentSettlement } from './commands/record-payment-settlement.decide';
import { decideRecordRobotFailure } from './commands/record-robot-failure.decide';
import { decideRefundItems } from './commands/refund-items.decide';
import { decideCompleteRefundRequest, decideRequestRefund, decideUpdateRefundRequest } from './commands/refund-request.decide';
import { decideRequestPayment } from './commands/request-payment.decide';
import { decideSendToRobot } from './commands/send-to-robot.decide';
import { decideSendTracking } from './commands/send-tracking.decide';
import { decideStartCheckout } from './commands/start-checkout.decide';
import { decideSubmitRequest } from './commands/submit-request.decide';
import { decideToggleAutoWorkflow } from './commands/toggle-auto-workflow.decide';
import { decideUpdateOrderStatus } from './commands/update-order-status.decide';
import { decideUpdateWarehouse } from './commands/update-warehouse.decide';
import { decideWaiveServiceFee } from './commands/waive-service-fee.decide';
import { decideApplyCoupon } from './commands/apply-coupon.decide';
import { decideRemoveCoupon } from './commands/remove-coupon.decide';
import { decideDeleteProof, decideUploadProof } from './commands/proof.decide';

export const initialState: BatchState = initialTransition(batchMachine)[0];

export function evolve(state: BatchState, event: BatchEvent): BatchState {
  return transition(batchMachine, state, event)[0];
}

/** Rebuilds a batch from its stored events. */
export function replay(events: readonly BatchEvent[], from: BatchState = initialState): BatchState {
  return events.reduce(evolve, from);
}

export function statusOf(state: BatchState): BatchStatusValue {
  return state.value as BatchStatusValue;
}

export function asStateLike(state: BatchState): BatchStateLike {
  return { value: statusOf(state), context: state.context };
}

/**
 * Decides a command against the current state. Refusals are DomainErrors, never silent no-ops.
 * After the command's own decision, every event is checked against the machine: an event the
 * machine would ignore is refused, so only the machine ever changes a status.
 */
export function decide(
  command: BatchCommand,
  state: BatchState,
  options: BatchOptions = DEFAULT_BATCH_OPTIONS,
): BatchEvent[] | DomainError {
  const like = asStateLike(state);
  const refused = authorize(command.type, like, command.metadata.actor, options);
  if (refused) return refused;
  const decision = route(command, like, options);
  if (isDomainError(decision)) return decision;
  let s = state;
  for (const event of decision) {
    if (!s.can(event)) {
      return domainError('BATCH_COMMAND_NOT_ALLOWED_IN_STATUS', { command: command.type, status: statusOf(s), event: event.type });
    }
    s = evolve(s, event);
  }
  return decision;
}

function route(command: BatchCommand, state: BatchStateLike, options: BatchOptions): Decision {
  switch (command.type) {
    case 'CreateRequest': return decideCreateRequest(command, state, options);
    case 'SubmitRequest': return decideSubmitRequest(command, state, options);
    case 'AssignBuyer': return decideAssignBuyer(command, state, options);
    case 'AcceptRequest': return decideAcceptRequest(command, state, options);
    case 'DeclineRequest': return decideDeclineRequest(command, state, options);
    case 'ModifyItems': return decideModifyItems(command, state, options);
    case 'DeclineItems': return decideDeclineItems(command, state, options);
    case 'RequestPayment': return decideRequestPayment(command, state, options);
    case 'ConfirmRequest': return decideConfirmRequest(command, state, options);
    case 'StartCheckout': return decideStartCheckout(command, state, options);
    case 'RecordPaymentFailure': return decideRecordPaymentFailure(command, state, options);
    case 'RecordPaymentAuthorisation': return decideRecordPaymentAuthorisation(command, state, options);
    case 'RecordPaymentSettlement': return decideRecordPaymentSettlement(command, state, options);
    case 'CancelRequest': return decideCancelRequest(command, state, options);
    case 'CancelPayment': return decideCancelPayment(command, state, options);
    case 'SendToRobot': return decideSendToRobot(command, state, options);
    case 'RecordRobotFailure': return decideRecordRobotFailure(command, state, options);
    case 'MarkManual': return decideMarkManual(command, state, options);
    case 'PurchaseItems': return decidePurchaseItems(command, state, options);
    case 'CancelPurchase': return decideCancelPurchase(command, state, options);
    case 'CompletePurchase': return decideCompletePurchase(command, state, options);
    case 'CapturePayment': return decideCapturePayment(command, state, options);
    case 'SendTracking': return decideSendTracking(command, state, options);
    case 'UpdateOrderStatus': return decideUpdateOrderStatus(command, state, options);
    case 'ConfirmReceipt': return decideConfirmReceipt(command, state, options);
    case 'CompleteOrder': return decideCompleteOrder(command, state, options);
    case 'RefundItems': return decideRefundItems(command, state, options);
    case 'RequestRefund': return decideRequestRefund(command, state, options);
    case 'UpdateRefundRequest': return decideUpdateRefundRequest(command, state, options);
    case 'CompleteRefundRequest': return decideCompleteRefundRequest(command, state, options);
    case 'MarkOverdue': return decideMarkOverdue(command, state, options);
    case 'AbandonItems': return decideAbandonItems(command, state, options);
    case 'CombineRequests': return decideCombineRequests(command, state, options);
    case 'MergeIntoRequest': return decideMergeIntoRequest(command, state, options);
    case 'UpdateWarehouse': return decideUpdateWarehouse(command, state, options);
    case 'AddBuyerRemark': return decideAddBuyerRemark(command, state, options);
    case 'ToggleAutoWorkflow': return decideToggleAutoWorkflow(command, state, options);
    case 'WaiveServiceFee': return decideWaiveServiceFee(command, state, options);
    case 'ApplyCoupon': return decideApplyCoupon(command, state, options);
    case 'RemoveCoupon': return decideRemoveCoupon(command, state, options);
    case 'UploadProof': return decideUploadProof(command, state, options);
    case 'DeleteProof': return decideDeleteProof(command, state, options);
    default: {
      const unknown: never = command;
      return domainError('BATCH_VALIDATION', { field: 'type', type: (unknown as { type?: unknown }).type });
    }
  }
}
