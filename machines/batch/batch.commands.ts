/**
 * Commands a batch accepts. Time, ids and the actor arrive in `metadata`: the core never reads a
 * clock or makes ids. Field names follow the spec's §7 API, in camelCase.
 */
import type {
  Actor,
  BatchCoupon,
  BatchFees,
  BatchProof,
  ContainsFlag,
  DeclineReason,
  Delivery,
  Money,
  RefundReason,
  ShippingStage,
} from './batch.types';
import type { RefundFigures, RefundLine } from './batch.refunds';

export interface CommandMetadata {
  readonly actor: Actor;
  /** ISO-8601 time the command was issued. */
  readonly at: string;
  readonly commandId: string;
}

type Cmd<T extends string, D> = { readonly type: T; readonly data: D; readonly metadata: CommandMetadata };

/** One item of a new request; `id` is made by the caller. Weight defaults to 3.00 lb when null. */
export interface NewItemInput {
  readonly id: string;
  readonly link: string;
  readonly name: string;
  readonly category: string;
  readonly brand?: string;
  readonly quantity: number;
  readonly color?: string;
  readonly size?: string;
  readonly price: Money;
  readonly weight?: number | null;
  readonly note?: string;
  readonly imageId?: string | null;
  readonly fromCountry: string;
  readonly toCountry: string;
  readonly contains: readonly ContainsFlag[];
  readonly sellerShipping?: number;
}

export type CreateRequest = Cmd<
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
export type SubmitRequest = Cmd<'SubmitRequest', Record<string, never>>;
export type AssignBuyer = Cmd<'AssignBuyer', { buyerId: string; explanation?: string }>;
export type AcceptRequest = Cmd<
  'AcceptRequest',
  { updatedLinks?: readonly { itemId: string; link: string }[]; confirmCouponUpdate?: boolean }
>;
export type DeclineRequest = Cmd<'DeclineRequest', { reason: DeclineReason; remark?: string }>;
export type ModifyItems = Cmd<
  'ModifyItems',
  {
    items: readonly { id: string; quantity?: number; weight?: number; price?: number; sellerShipping?: number }[];
    fees: BatchFees;
    remark?: string;
    waiveServiceFee?: boolean;
    confirmCouponUpdate?: boolean;
  }
>;
export type DeclineItems = Cmd<
  'DeclineItems',
  {
    itemIds: readonly string[];
    reason: DeclineReason;
    remark?: string;
    fees?: BatchFees | null;
    /** Required (true) when the new fees change the applied coupon's discount. */
    confirmCouponUpdate?: boolean;
  }
>;
export type RequestPayment = Cmd<'RequestPayment', { fees?: BatchFees | null }>;
export type ConfirmRequest = Cmd<'ConfirmRequest', Record<string, never>>;
export type StartCheckout = Cmd<
  'StartCheckout',
  {
    paymentMethod: string;
    /** HKD minor units, converted from the fees by the caller with machines/pricing. */
    amount: Money;
    paymentReference: string;
    agreedToTerms: boolean;
  }
>;
export type RecordPaymentFailure = Cmd<'RecordPaymentFailure', { code: string; message: string }>;
export type RecordPaymentAuthorisation = Cmd<'RecordPaymentAuthorisation', { amount: Money; pspReference: string }>;
export type RecordPaymentSettlement = Cmd<'RecordPaymentSettlement', { amount: Money; pspReference: string }>;
export type CancelRequest = Cmd<'CancelRequest', { reason?: string; remark?: string }>;
export type CancelPayment = Cmd<
  'CancelPayment',
  {
    reason: string;
    remark?: string;
    /** Omitted: the whole order. Given: those items, releasing `amount` (HKD minor units). */
    itemIds?: readonly string[];
    amount?: number;
  }
>;
export type SendToRobot = Cmd<'SendToRobot', Record<string, never>>;
export type RecordRobotFailure = Cmd<'RecordRobotFailure', { code: string; message: string }>;
export type MarkManual = Cmd<'MarkManual', { remark?: string }>;
export type PurchaseItems = Cmd<'PurchaseItems', { items: readonly { id: string; purchaseSiteOrderId: string }[] }>;
export type CancelPurchase = Cmd<'CancelPurchase', { itemIds: readonly string[]; reason?: string }>;
export type CompletePurchase = Cmd<'CompletePurchase', Record<string, never>>;
export type CapturePayment = Cmd<'CapturePayment', { amount: Money }>;
export type SendTracking = Cmd<'SendTracking', { items: readonly { id: string; trackingNumber: string }[] }>;
export type UpdateOrderStatus = Cmd<'UpdateOrderStatus', { status: ShippingStage; itemIds?: readonly string[] }>;
export type ConfirmReceipt = Cmd<
  'ConfirmReceipt',
  { itemIds?: readonly string[]; rating?: number; review?: string }
>;
export type CompleteOrder = Cmd<'CompleteOrder', { rating?: number; review?: string }>;
export type RefundItems = Cmd<
  'RefundItems',
  { itemIds?: readonly string[]; amount: Money; reason: RefundReason; remark?: string }
>;
/** From a stored estimate; `requestId` is made by the caller, `amount` is the estimate's HKD total. */
export type RequestRefund = Cmd<
  'RequestRefund',
  { requestId: string; eid: string; items: readonly RefundLine[]; reason: RefundReason; remark?: string; details: RefundFigures; amount: Money }
>;
/** Replaces the open request's estimate, reason and remark. */
export type UpdateRefundRequest = Cmd<
  'UpdateRefundRequest',
  { eid: string; items: readonly RefundLine[]; reason: RefundReason; remark?: string; details: RefundFigures; amount: Money }
>;
/** Refunds the open request (ItemsRefunded with its amount); the provider refund follows. */
export type CompleteRefundRequest = Cmd<'CompleteRefundRequest', Record<string, never>>;
export type MarkOverdue = Cmd<'MarkOverdue', Record<string, never>>;
export type AbandonItems = Cmd<'AbandonItems', { itemIds?: readonly string[]; reason: string }>;
export type CombineRequests = Cmd<
  'CombineRequests',
  { absorbed: readonly { batchNumber: string; items: readonly NewItemInput[] }[]; fees?: BatchFees | null }
>;
export type MergeIntoRequest = Cmd<'MergeIntoRequest', { targetBatchNumber: string }>;
export type UpdateWarehouse = Cmd<'UpdateWarehouse', { warehouse: string }>;
export type AddBuyerRemark = Cmd<'AddBuyerRemark', { remark: string }>;
export type ToggleAutoWorkflow = Cmd<'ToggleAutoWorkflow', { enabled: boolean }>;
export type WaiveServiceFee = Cmd<'WaiveServiceFee', { fees: BatchFees }>;
/** The coupon's rule, checked by the server against the promo code table (validity, once per account). */
export type CouponRule = Omit<BatchCoupon, 'discount'>;
export type ApplyCoupon = Cmd<'ApplyCoupon', { coupon: CouponRule }>;
export type RemoveCoupon = Cmd<'RemoveCoupon', Record<string, never>>;

/** `proof.id`, `fileKey`, `uploadedAt` and `uploadedBy` come from the server (the stored file, the clock, the actor). */
export type UploadProof = Cmd<'UploadProof', { proof: BatchProof }>;
export type DeleteProof = Cmd<'DeleteProof', { proofId: string }>;

export type BatchCommand =
  | CreateRequest
  | SubmitRequest
  | AssignBuyer
  | AcceptRequest
  | DeclineRequest
  | ModifyItems
  | DeclineItems
  | RequestPayment
  | ConfirmRequest
  | StartCheckout
  | RecordPaymentFailure
  | RecordPaymentAuthorisation
  | RecordPaymentSettlement
  | CancelRequest
  | CancelPayment
  | SendToRobot
  | RecordRobotFailure
  | MarkManual
  | PurchaseItems
  | CancelPurchase
  | CompletePurchase
  | CapturePayment
  | SendTracking
  | UpdateOrderStatus
  | ConfirmReceipt
  | CompleteOrder
  | RefundItems
  | RequestRefund
  | UpdateRefundRequest
  | CompleteRefundRequest
  | MarkOverdue
  | AbandonItems
  | CombineRequests
  | MergeIntoRequest
  | UpdateWarehouse
  | AddBuyerRemark
  | ToggleAutoWorkflow
  | WaiveServiceFee
  | ApplyCoupon
  | RemoveCoupon
  | UploadProof
  | DeleteProof;

export type CommandType = BatchCommand['type'];
export type CommandOf<T extends CommandType> = Extract<BatchCommand, { type: T }>;

export const COMMAND_TYPES = [
  'CreateRequest',
  'SubmitRequest',
  'AssignBuyer',
  'AcceptRequest',
  'DeclineRequest',
  'ModifyItems',
  'DeclineItems',
  'RequestPayment',
  'ConfirmRequest',
  'StartCheckout',
  'RecordPaymentFailure',
  'RecordPaymentAuthorisation',
  'RecordPaymentSettlement',
  'CancelRequest',
  'CancelPayment',
  'SendToRobot',
  'RecordRobotFailure',
  'MarkManual',
  'PurchaseItems',
  'CancelPurchase',
  'CompletePurchase',
  'CapturePayment',
  'SendTracking',
  'UpdateOrderStatus',
  'ConfirmReceipt',
  'CompleteOrder',
  'RefundItems',
  'RequestRefund',
  'UpdateRefundRequest',
  'CompleteRefundRequest',
  'MarkOverdue',
  'AbandonItems',
  'CombineRequests',
  'MergeIntoRequest',
  'UpdateWarehouse',
  'AddBuyerRemark',
  'ToggleAutoWorkflow',
  'WaiveServiceFee',
  'ApplyCoupon',
  'RemoveCoupon',
  'UploadProof',
  'DeleteProof',
] as const satisfies readonly CommandType[];
