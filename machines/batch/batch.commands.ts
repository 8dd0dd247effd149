/**
 * The commands' public names. Each command is declared in its own file under commands/ and listed
 * in commands/index.ts, where the union and COMMAND_TYPES are derived. The named types below are
 * kept for the importers that already use them; a new command needs no line here (CommandOf<'X'>).
 */
export { COMMAND_TYPES, COMMANDS, commandDefinition } from './commands';
export type { BatchCommand, CommandOf, CommandType } from './commands';
export type { Command, CommandDefinition, CommandMetadata, Decide, Decision, Grant } from './commands/define-command';
export type { CouponRule, NewItemInput } from './batch.types';
export type { CreateRequest } from './commands/create-request.command';
export type { SubmitRequest } from './commands/submit-request.command';
export type { AssignBuyer } from './commands/assign-buyer.command';
export type { AcceptRequest } from './commands/accept-request.command';
export type { DeclineRequest } from './commands/decline-request.command';
export type { ModifyItems } from './commands/modify-items.command';
export type { DeclineItems } from './commands/decline-items.command';
export type { RequestPayment } from './commands/request-payment.command';
export type { ConfirmRequest } from './commands/confirm-request.command';
export type { StartCheckout } from './commands/start-checkout.command';
export type { RecordPaymentFailure } from './commands/record-payment-failure.command';
export type { RecordPaymentAuthorisation } from './commands/record-payment-authorisation.command';
export type { RecordPaymentSettlement } from './commands/record-payment-settlement.command';
export type { CancelRequest } from './commands/cancel-request.command';
export type { CancelPayment } from './commands/cancel-payment.command';
export type { SendToRobot } from './commands/send-to-robot.command';
export type { RecordRobotFailure } from './commands/record-robot-failure.command';
export type { MarkManual } from './commands/mark-manual.command';
export type { PurchaseItems } from './commands/purchase-items.command';
export type { CancelPurchase } from './commands/cancel-purchase.command';
export type { CompletePurchase } from './commands/complete-purchase.command';
export type { CapturePayment } from './commands/capture-payment.command';
export type { SendTracking } from './commands/send-tracking.command';
export type { UpdateOrderStatus } from './commands/update-order-status.command';
export type { ConfirmReceipt } from './commands/confirm-receipt.command';
export type { CompleteOrder } from './commands/complete-order.command';
export type { RefundItems } from './commands/refund-items.command';
export type { RequestRefund } from './commands/request-refund.command';
export type { UpdateRefundRequest } from './commands/update-refund-request.command';
export type { CompleteRefundRequest } from './commands/complete-refund-request.command';
export type { MarkOverdue } from './commands/mark-overdue.command';
export type { AbandonItems } from './commands/abandon-items.command';
export type { CombineRequests } from './commands/combine-requests.command';
export type { MergeIntoRequest } from './commands/merge-into-request.command';
export type { UpdateWarehouse } from './commands/update-warehouse.command';
export type { AddBuyerRemark } from './commands/add-buyer-remark.command';
export type { ToggleAutoWorkflow } from './commands/toggle-auto-workflow.command';
export type { WaiveServiceFee } from './commands/waive-service-fee.command';
export type { ApplyCoupon } from './commands/apply-coupon.command';
export type { RemoveCoupon } from './commands/remove-coupon.command';
export type { UploadProof } from './commands/upload-proof.command';
export type { DeleteProof } from './commands/delete-proof.command';
