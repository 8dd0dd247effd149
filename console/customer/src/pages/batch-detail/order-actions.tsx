import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { BatchDetail } from '@contracts/batch/batch-detail';
import { useServices } from '../../app/services';
import { useCommand } from '../../commands/use-command';
import { useCommandDialogs } from '../../commands/use-command-dialogs';
import { useActionButton } from '../../commands/use-action-button';
import { useCan, useRefusal, useShippingTargets } from '../../batch-machine/batch-actor';
import {
  CancelPaymentDialog,
  CancelPurchaseDialog,
  OrderStatusDialog,
  PurchaseDialog,
  ReceiveDialog,
  RefundDialog,
  TrackingDialog,
} from './lazy-dialogs';
import { paymentOf } from './order-summary';
import { refundRequestsOf } from './detail-readers';

type OrderDialog = 'purchase' | 'cancelPurchase' | 'tracking' | 'status' | 'cancelPayment' | 'receive' | 'refund';

/** The dialogs that take the detail and the hosted callbacks, by name (refund takes more). */
const HOSTED_DIALOGS = {
  purchase: PurchaseDialog,
  cancelPurchase: CancelPurchaseDialog,
  tracking: TrackingDialog,
  status: OrderStatusDialog,
  cancelPayment: CancelPaymentDialog,
  receive: ReceiveDialog,
} satisfies Record<Exclude<OrderDialog, 'refund'>, unknown>;

/**
 * The after-payment buttons, each shown only when the batch machine offers its command (`useCan`); the refund
 * details are offered to the buyer once money was captured and to both sides once a refund exists. `note`
 * says what the requester waits for before receipt can be confirmed.
 */
export function useOrderActions(detail: BatchDetail, requester: boolean, onChanged: (position?: string) => void) {
  const { t } = useTranslation();
  const { orders } = useServices();
  const { busy, run, failure } = useCommand();
  const { open: dialog, show, hosted } = useCommandDialogs<OrderDialog>(onChanged);
  const can = useCan();
  // The stage picker offers the stages the machine takes now: none (e.g. an arrival still under
  // review at the overseas warehouse), no button.
  const stages = useShippingTargets();
  const payment = paymentOf(detail);
  const hasRefunds =
    refundRequestsOf(detail).length > 0 ||
    (detail.batch.refundRequests?.length ?? 0) > 0 ||
    (payment?.refunded ?? 0) > 0;
  // A refund is offered only while the machine allows one of its steps (never on a completed order);
  // otherwise the button only opens the details of the refunds made.
  const refundable = !requester && (can('RequestRefund') || can('UpdateRefundRequest') || can('CompleteRefundRequest'));
  const button = useActionButton(busy);
  // While the goods are on their way the machine refuses receipt (BATCH_GOODS_NOT_DELIVERED): the
  // requester is told when it comes, picked up at the counter or delivered to the door.
  const receiptWaits = useRefusal('ConfirmReceipt') === 'BATCH_GOODS_NOT_DELIVERED';
  const note = requester && receiptWaits && (
    <Typography variant="body2" color="text.secondary" data-testid="receipt-wait">
      {t(detail.batch.delivery?.kind === 'pickup' ? 'order.receipt.waitForPickup' : 'order.receipt.waitForDelivery')}
    </Typography>
  );
  const complete = async () => {
    const outcome = await run(() => orders.complete(detail.id), {
      success: 'order.complete.done',
      failure: 'order.purchase.failed',
      // Refused (the order moved on meanwhile): said under the buttons, not in a queued notice.
      inline: true,
    });
    if (outcome.ok) onChanged(outcome.value.position);
  };
  const buttons = [
    !requester &&
      can('PurchaseItems') &&
      button('action-purchase', 'order.actions.purchase', () => show('purchase'), 'contained'),
    !requester &&
      can('CancelPurchase') &&
      button(
        'action-cancel-purchase',
        'order.actions.cancelPurchase',
        () => show('cancelPurchase'),
        'outlined',
        'error',
      ),
    !requester &&
      can('CompletePurchase') &&
      button('action-complete-purchase', 'order.actions.completePurchase', () => void complete(), 'contained'),
    !requester &&
      can('SendTracking') &&
      button('action-tracking', 'order.actions.tracking', () => show('tracking'), 'contained'),
    !requester &&
      can('UpdateOrderStatus') &&
      stages.length > 0 &&
      button('action-order-status', 'order.actions.status', () => show('status')),
    requester &&
      can('CancelPayment') &&
      button('action-cancel-payment', 'order.actions.cancelPayment', () => show('cancelPayment'), 'outlined', 'error'),
    requester &&
      can('ConfirmReceipt') &&
      button('action-receive', 'order.actions.receive', () => show('receive'), 'contained'),
    (refundable || hasRefunds) && button('action-refund', 'order.actions.refund', () => show('refund')),
  ].filter(Boolean);
  const props = { detail, ...hosted };
  const Hosted = dialog && dialog !== 'refund' ? HOSTED_DIALOGS[dialog] : undefined;
  const dialogs = (
    <>
      {Hosted && <Hosted {...props} />}
      {dialog === 'refund' && (
        <RefundDialog detail={detail} canEdit={!requester} onClose={hosted.onClose} onChanged={() => onChanged()} />
      )}
    </>
  );
  return { buttons, dialogs, failure, note };
}
