import { lazyPart } from '../../components/lazy-part';

// The order page's dialogs, each downloaded when first opened (the page's first load carries none of
// them, nor the form fields, selects and MUI Dialog they use); fetched ahead when the page is idle.
const simple = () => import('./simple-dialogs');
const requester = () => import('./requester-dialogs');
const order = () => import('./order-dialogs');
const at = 'batch-detail/dialogs';

export const AcceptDialog = lazyPart(() => import('./accept-dialog').then((m) => m.AcceptDialog), at);
export const ModifyDialog = lazyPart(() => import('./modify-dialog').then((m) => m.ModifyDialog), at);
export const QuoteChangedDialog = lazyPart(
  () => import('./quote-changed-dialog').then((m) => m.QuoteChangedDialog),
  at,
);
export const DeclineDialog = lazyPart(() => simple().then((m) => m.DeclineDialog), at);
export const DeclineItemsDialog = lazyPart(() => simple().then((m) => m.DeclineItemsDialog), at);
export const RemarkDialog = lazyPart(() => simple().then((m) => m.RemarkDialog), at);
export const WarehouseDialog = lazyPart(() => simple().then((m) => m.WarehouseDialog), at);
export const CancelDialog = lazyPart(() => simple().then((m) => m.CancelDialog), at);
export const CloneDialog = lazyPart(() => requester().then((m) => m.CloneDialog), at);
export const CombineDialog = lazyPart(() => requester().then((m) => m.CombineDialog), at);
export const CouponDialog = lazyPart(() => requester().then((m) => m.CouponDialog), at);
export const PurchaseDialog = lazyPart(() => order().then((m) => m.PurchaseDialog), at);
export const CancelPurchaseDialog = lazyPart(() => order().then((m) => m.CancelPurchaseDialog), at);
export const TrackingDialog = lazyPart(() => order().then((m) => m.TrackingDialog), at);
export const OrderStatusDialog = lazyPart(() => order().then((m) => m.OrderStatusDialog), at);
export const CancelPaymentDialog = lazyPart(() => order().then((m) => m.CancelPaymentDialog), at);
export const ReceiveDialog = lazyPart(() => order().then((m) => m.ReceiveDialog), at);
export const RefundDialog = lazyPart(() => import('./refund-dialog').then((m) => m.RefundDialog), at);

/** One dialog per chunk file is enough to fetch them all (those of a file share it). */
const CHUNKS = [
  AcceptDialog,
  ModifyDialog,
  QuoteChangedDialog,
  DeclineDialog,
  CloneDialog,
  PurchaseDialog,
  RefundDialog,
];

/** Fetches every dialog's chunk, so a button pressed later opens its dialog at once. */
export function preloadDialogs(): void {
  for (const dialog of CHUNKS) dialog.preload();
}
