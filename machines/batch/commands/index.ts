/**
 * Every command a batch accepts, one file each. This list is the one registry: the command union,
 * COMMAND_TYPES, the permission table (batch.permissions.ts) and the router (batch.decider.ts) are
 * derived from it, and its order is the order allowedCommands answers in.
 * A new command: its file, its import here and its entry in COMMANDS (machines/batch/README.md).
 */
import { commandIndex, type CommandUnion } from '../../aggregate/command-index';
import { createRequest } from './create-request.command';
import { submitRequest } from './submit-request.command';
import { assignBuyer } from './assign-buyer.command';
import { acceptRequest } from './accept-request.command';
import { declineRequest } from './decline-request.command';
import { modifyItems } from './modify-items.command';
import { declineItems } from './decline-items.command';
import { requestPayment } from './request-payment.command';
import { confirmRequest } from './confirm-request.command';
import { startCheckout } from './start-checkout.command';
import { recordPaymentFailure } from './record-payment-failure.command';
import { recordPaymentAuthorisation } from './record-payment-authorisation.command';
import { recordPaymentSettlement } from './record-payment-settlement.command';
import { cancelRequest } from './cancel-request.command';
import { cancelPayment } from './cancel-payment.command';
import { sendToRobot } from './send-to-robot.command';
import { recordRobotFailure } from './record-robot-failure.command';
import { markManual } from './mark-manual.command';
import { purchaseItems } from './purchase-items.command';
import { cancelPurchase } from './cancel-purchase.command';
import { completePurchase } from './complete-purchase.command';
import { capturePayment } from './capture-payment.command';
import { sendTracking } from './send-tracking.command';
import { updateOrderStatus } from './update-order-status.command';
import { confirmReceipt } from './confirm-receipt.command';
import { completeOrder } from './complete-order.command';
import { refundItems } from './refund-items.command';
import { requestRefund } from './request-refund.command';
import { updateRefundRequest } from './update-refund-request.command';
import { completeRefundRequest } from './complete-refund-request.command';
import { markOverdue } from './mark-overdue.command';
import { abandonItems } from './abandon-items.command';
import { combineRequests } from './combine-requests.command';
import { mergeIntoRequest } from './merge-into-request.command';
import { updateWarehouse } from './update-warehouse.command';
import { addBuyerRemark } from './add-buyer-remark.command';
import { toggleAutoWorkflow } from './toggle-auto-workflow.command';
import { waiveServiceFee } from './waive-service-fee.command';
import { applyCoupon } from './apply-coupon.command';
import { removeCoupon } from './remove-coupon.command';
import { uploadProof } from './upload-proof.command';
import { deleteProof } from './delete-proof.command';
import { measureParcel } from './measure-parcel.command';
import { checkInParcel } from './check-in-parcel.command';
import { approveItems } from './approve-items.command';
import { autoApproveItems } from './auto-approve-items.command';
import { remindArrivalReview } from './remind-arrival-review.command';
import { reportProblem } from './report-problem.command';
import { postDisputeMessage } from './post-dispute-message.command';
import { resolveDispute } from './resolve-dispute.command';
import { reviseQuote } from './revise-quote.command';
import { acceptQuoteRevision } from './accept-quote-revision.command';
import { declineQuoteRevision } from './decline-quote-revision.command';
import { startTopUpPayment } from './start-top-up-payment.command';
import { recordTopUpPaymentAuthorisation } from './record-top-up-authorisation.command';
import { recordTopUpPaymentFailure } from './record-top-up-failure.command';
import { captureTopUpPayment } from './capture-top-up-payment.command';
import { handOverParcel } from './hand-over-parcel.command';
import { extendStorage } from './extend-storage.command';
import { remindPickup } from './remind-pickup.command';
import { markPickupOverdue } from './mark-pickup-overdue.command';

export const COMMANDS = [
  createRequest,
  submitRequest,
  assignBuyer,
  acceptRequest,
  declineRequest,
  modifyItems,
  declineItems,
  requestPayment,
  confirmRequest,
  startCheckout,
  recordPaymentFailure,
  recordPaymentAuthorisation,
  recordPaymentSettlement,
  cancelRequest,
  cancelPayment,
  sendToRobot,
  recordRobotFailure,
  markManual,
  purchaseItems,
  cancelPurchase,
  completePurchase,
  capturePayment,
  sendTracking,
  updateOrderStatus,
  confirmReceipt,
  completeOrder,
  refundItems,
  requestRefund,
  updateRefundRequest,
  completeRefundRequest,
  markOverdue,
  abandonItems,
  combineRequests,
  mergeIntoRequest,
  updateWarehouse,
  addBuyerRemark,
  toggleAutoWorkflow,
  waiveServiceFee,
  applyCoupon,
  removeCoupon,
  uploadProof,
  deleteProof,
  measureParcel,
  checkInParcel,
  approveItems,
  autoApproveItems,
  remindArrivalReview,
  reportProblem,
  postDisputeMessage,
  resolveDispute,
  reviseQuote,
  acceptQuoteRevision,
  declineQuoteRevision,
  startTopUpPayment,
  recordTopUpPaymentAuthorisation,
  recordTopUpPaymentFailure,
  captureTopUpPayment,
  handOverParcel,
  extendStorage,
  remindPickup,
  markPickupOverdue,
] as const;

export type BatchCommand = CommandUnion<typeof COMMANDS>;
export type CommandType = BatchCommand['type'];
export type CommandOf<T extends CommandType> = Extract<BatchCommand, { type: T }>;

export const { types: COMMAND_TYPES, definitionOf: commandDefinition } = commandIndex(COMMANDS);
