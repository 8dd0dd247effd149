import { useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { BatchDetail } from '@contracts/batch/batch-detail';
import type { CommandResult } from '@contracts/batch/batch-commands';
import { useServices } from '../../app/services';
import { useCommand } from '../batch-shared/use-command';
import { AcceptDialog } from './accept-dialog';
import { ActionDialog } from './action-dialog';
import { ModifyDialog } from './modify-dialog';
import { CloneDialog, CombineDialog, CouponDialog } from './requester-dialogs';
import { DeclineDialog, DeclineItemsDialog, RemarkDialog, WarehouseDialog } from './simple-dialogs';
import { useOrderActions } from './order-actions';
import { OrderChatButton } from '../../chat/order-chat-button';

type DialogName = 'accept' | 'decline' | 'modify' | 'declineItems' | 'remark' | 'warehouse' | 'cancel' | 'clone' | 'combine' | 'coupon';

const couponAllowed = (allowed: string[]) => allowed.includes('ApplyCoupon') || allowed.includes('RemoveCoupon');

/**
 * The buttons of the detail page. Each is shown only when the server's `allowed_commands` has its
 * command (the server checks again); clone is always offered to the owner.
 */
export function BatchActions({ detail, requester, onChanged }: { detail: BatchDetail; requester: boolean; onChanged: (position?: string) => void }) {
  const { t } = useTranslation();
  const { batches } = useServices();
  const { busy, run } = useCommand();
  const [dialog, setDialog] = useState<DialogName | null>(null);
  const order = useOrderActions(detail, requester, onChanged);
  const allowed = detail.allowed_commands;
  const can = (command: string) => allowed.includes(command);
  const done = (result: CommandResult) => {
    setDialog(null);
    onChanged(result.position);
  };
  const command = async (action: () => Promise<CommandResult>, success: string) => {
    const result = await run(action, success);
    if (result) onChanged(result.position);
  };
  const button = (testId: string, label: string, onClick: () => void, variant: 'contained' | 'outlined' = 'outlined', color: 'primary' | 'error' = 'primary') => (
    <Button key={testId} variant={variant} color={color} onClick={onClick} disabled={busy} data-testid={testId}>
      {t(label)}
    </Button>
  );
  const buttons = [
    can('AcceptRequest') && button('action-accept', 'batch.actions.accept', () => setDialog('accept'), 'contained'),
    can('DeclineRequest') && button('action-decline', 'batch.actions.decline', () => setDialog('decline'), 'outlined', 'error'),
    can('ModifyItems') && button('action-modify', 'batch.actions.modify', () => setDialog('modify')),
    can('DeclineItems') && button('action-decline-items', 'batch.actions.declineItems', () => setDialog('declineItems')),
    can('AddBuyerRemark') && button('action-remark', 'batch.actions.remark', () => setDialog('remark')),
    can('UpdateWarehouse') && button('action-warehouse', 'batch.actions.warehouse', () => setDialog('warehouse')),
    requester && can('ConfirmRequest') && button('action-confirm', 'batch.actions.confirm', () => void command(() => batches.confirm(detail.id), 'batch.confirm.done'), 'contained'),
    requester && couponAllowed(allowed) && button('action-coupon', 'batch.actions.coupon', () => setDialog('coupon')),
    requester && can('CombineRequests') && button('action-combine', 'batch.actions.combine', () => setDialog('combine')),
    requester && button('action-clone', 'batch.actions.clone', () => setDialog('clone')),
    requester && can('CancelRequest') && button('action-cancel', 'batch.actions.cancel', () => setDialog('cancel'), 'outlined', 'error'),
    ...order.buttons,
    detail.buyer_id && <OrderChatButton key="chat" batchNumber={detail.batch_number} batchId={detail.id} batchType={detail.type} buyerId={detail.buyer_id} requesterId={detail.requester_id} room={detail.chat_room} />,
  ].filter(Boolean);
  const props = { detail, onClose: () => setDialog(null), onDone: done };
  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} data-testid="batch-actions">
        {buttons}
      </Stack>
      {order.dialogs}
      {dialog === 'accept' && <AcceptDialog {...props} />}
      {dialog === 'decline' && <DeclineDialog {...props} />}
      {dialog === 'modify' && <ModifyDialog {...props} />}
      {dialog === 'declineItems' && <DeclineItemsDialog {...props} />}
      {dialog === 'remark' && <RemarkDialog {...props} />}
      {dialog === 'warehouse' && <WarehouseDialog {...props} />}
      {dialog === 'coupon' && <CouponDialog {...props} />}
      {dialog === 'combine' && <CombineDialog {...props} />}
      {dialog === 'clone' && <CloneDialog detail={detail} onClose={() => setDialog(null)} />}
      {dialog === 'cancel' && (
        <ActionDialog
          open
          title={t('batch.cancel.title')}
          testId="cancel-dialog"
          busy={busy}
          submitLabel={t('batch.actions.cancel')}
          onClose={() => setDialog(null)}
          onSubmit={() => void run(() => batches.cancel(detail.id), 'batch.cancel.done').then((r) => r && done(r))}
        >
          <Typography>{t('batch.cancel.text')}</Typography>
        </ActionDialog>
      )}
    </>
  );
}
