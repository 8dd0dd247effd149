import { useState } from 'react';
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { BatchDetail } from '@contracts/batch/batch-detail';
import type { CommandResult } from '@contracts/batch/batch-commands';
import { useServices } from '../../app/services';
import { useCommand } from '../batch-shared/use-command';
import { CancelPaymentDialog, CancelPurchaseDialog, OrderStatusDialog, PurchaseDialog, ReceiveDialog, TrackingDialog } from './order-dialogs';
import { paymentOf } from './order-summary';
import { RefundDialog, refundRequestsOf } from './refund-dialog';

type OrderDialog = 'purchase' | 'cancelPurchase' | 'tracking' | 'status' | 'cancelPayment' | 'receive' | 'refund';

/**
 * The after-payment buttons, each shown only when `allowed_commands` has its command; the refund
 * details are offered to the buyer once money was captured and to both sides once a refund exists.
 */
export function useOrderActions(detail: BatchDetail, requester: boolean, onChanged: (position?: string) => void) {
  const { t } = useTranslation();
  const { orders } = useServices();
  const { busy, run } = useCommand();
  const [dialog, setDialog] = useState<OrderDialog | null>(null);
  const can = (command: string) => detail.allowed_commands.includes(command);
  const payment = paymentOf(detail);
  const hasRefunds = refundRequestsOf(detail).length > 0 || (detail.batch.refundRequests?.length ?? 0) > 0 || (payment?.refunded ?? 0) > 0;
  const refundable = !requester && (payment?.captured ?? 0) > (payment?.refunded ?? 0);
  const button = (testId: string, label: string, onClick: () => void, variant: 'contained' | 'outlined' = 'outlined', color: 'primary' | 'error' = 'primary') => (
    <Button key={testId} variant={variant} color={color} onClick={onClick} disabled={busy} data-testid={testId}>
      {t(label)}
    </Button>
  );
  const complete = async () => {
    const result = await run(() => orders.complete(detail.id), 'order.complete.done', 'order.purchase.failed');
    if (result) onChanged(result.position);
  };
  const buttons = [
    !requester && can('PurchaseItems') && button('action-purchase', 'order.actions.purchase', () => setDialog('purchase'), 'contained'),
    !requester && can('CancelPurchase') && button('action-cancel-purchase', 'order.actions.cancelPurchase', () => setDialog('cancelPurchase'), 'outlined', 'error'),
    !requester && can('CompletePurchase') && button('action-complete-purchase', 'order.actions.completePurchase', () => void complete(), 'contained'),
    !requester && can('SendTracking') && button('action-tracking', 'order.actions.tracking', () => setDialog('tracking'), 'contained'),
    !requester && can('UpdateOrderStatus') && button('action-order-status', 'order.actions.status', () => setDialog('status')),
    requester && can('CancelPayment') && button('action-cancel-payment', 'order.actions.cancelPayment', () => setDialog('cancelPayment'), 'outlined', 'error'),
    requester && can('ConfirmReceipt') && button('action-receive', 'order.actions.receive', () => setDialog('receive'), 'contained'),
    (refundable || hasRefunds) && button('action-refund', 'order.actions.refund', () => setDialog('refund')),
  ].filter(Boolean);
  const close = () => setDialog(null);
  const done = (result: CommandResult) => {
    setDialog(null);
    onChanged(result.position);
  };
  const props = { detail, onClose: close, onDone: done };
  const dialogs = (
    <>
      {dialog === 'purchase' && <PurchaseDialog {...props} />}
      {dialog === 'cancelPurchase' && <CancelPurchaseDialog {...props} />}
      {dialog === 'tracking' && <TrackingDialog {...props} />}
      {dialog === 'status' && <OrderStatusDialog {...props} />}
      {dialog === 'cancelPayment' && <CancelPaymentDialog {...props} />}
      {dialog === 'receive' && <ReceiveDialog {...props} />}
      {dialog === 'refund' && <RefundDialog detail={detail} canEdit={!requester} onClose={close} onChanged={() => onChanged()} />}
    </>
  );
  return { buttons, dialogs };
}
