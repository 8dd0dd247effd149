import { useState } from 'react';
import { Stack } from '@mui/material';
import type { BatchDetail } from '@contracts/batch/batch-detail';
import type { CommandType } from '@machines/batch/commands';
import { useCan } from '../../batch-machine/batch-actor';
import { useServices } from '../../app/services';
import { useCommand } from '../../commands/use-command';
import { CommandFailureAlert } from '../../commands/command-failure';
import { useCommandDialogs } from '../../commands/use-command-dialogs';
import { useActionButton } from '../../commands/use-action-button';
import {
  AcceptDialog,
  CancelDialog,
  CloneDialog,
  CombineDialog,
  CouponDialog,
  DeclineDialog,
  DeclineItemsDialog,
  ModifyDialog,
  QuoteChangedDialog,
  RemarkDialog,
  WarehouseDialog,
} from './lazy-dialogs';
import { useOrderActions } from './order-actions';
import { OrderChatButton } from '../../chat/order-chat-button';
import type { QuoteView } from '@contracts/batch/quote';
import { ApiClientError } from '@shared/api/http-client';

type DialogName =
  'accept' | 'decline' | 'modify' | 'declineItems' | 'remark' | 'warehouse' | 'cancel' | 'clone' | 'combine' | 'coupon';

/** The dialogs that take the detail and the hosted callbacks, by name (clone takes less). */
const HOSTED_DIALOGS = {
  accept: AcceptDialog,
  decline: DeclineDialog,
  modify: ModifyDialog,
  declineItems: DeclineItemsDialog,
  remark: RemarkDialog,
  warehouse: WarehouseDialog,
  coupon: CouponDialog,
  combine: CombineDialog,
  cancel: CancelDialog,
} satisfies Record<Exclude<DialogName, 'clone'>, unknown>;

const couponAllowed = (can: (command: CommandType) => boolean) => can('ApplyCoupon') || can('RemoveCoupon');

/**
 * The buttons of the detail page. Each is shown only when the batch machine offers its command to
 * this user now (`useCan`: the order's state asked through @xstate/react; the server decides with the
 * same machine); clone is always offered to the owner.
 */
export function BatchActions({
  detail,
  requester,
  onChanged,
}: {
  detail: BatchDetail;
  requester: boolean;
  onChanged: (position?: string) => void;
}) {
  const { batches } = useServices();
  const { busy, run, failure } = useCommand();
  const dialogs = useCommandDialogs<DialogName>(onChanged);
  const order = useOrderActions(detail, requester, onChanged);
  const can = useCan();
  // Confirm names the quote the requester sees; a changed one is shown old → new and asked again.
  const [changed, setChanged] = useState<{ before: QuoteView | null; after: QuoteView }>();
  // The confirm button is disabled while its request runs, so the changed-quote dialog cannot give the
  // focus back to it by itself: it is given back here when the dialog closes.
  const [confirmOpener, setConfirmOpener] = useState<HTMLElement | null>(null);
  const confirmQuote = async (revision: number, before: QuoteView | null) => {
    const outcome = await run(() => batches.confirm(detail.id, revision), {
      success: 'batch.confirm.done',
      inline: true,
      handled: (error) => {
        // Changed (409) or none named (428): both carry the quote in force, shown old → new.
        const refused =
          error instanceof ApiClientError &&
          (error.code === 'QUOTE_CHANGED' || error.code === 'QUOTE_REVISION_REQUIRED');
        const quote = refused ? error.params.quote : null;
        if (!quote) return false;
        setChanged({ before, after: quote as QuoteView });
        return true;
      },
    });
    if (outcome.ok) {
      setChanged(undefined);
      onChanged(outcome.value.position);
    }
  };
  const button = useActionButton(busy);
  const buttons = [
    can('AcceptRequest') && button('action-accept', 'batch.actions.accept', () => dialogs.show('accept'), 'contained'),
    can('DeclineRequest') &&
      button('action-decline', 'batch.actions.decline', () => dialogs.show('decline'), 'outlined', 'error'),
    can('ModifyItems') && button('action-modify', 'batch.actions.modify', () => dialogs.show('modify')),
    can('DeclineItems') &&
      button('action-decline-items', 'batch.actions.declineItems', () => dialogs.show('declineItems')),
    can('AddBuyerRemark') && button('action-remark', 'batch.actions.remark', () => dialogs.show('remark')),
    can('UpdateWarehouse') && button('action-warehouse', 'batch.actions.warehouse', () => dialogs.show('warehouse')),
    requester &&
      can('ConfirmRequest') &&
      button(
        'action-confirm',
        'batch.actions.confirm',
        (event?: { currentTarget: HTMLElement }) => {
          setConfirmOpener(event?.currentTarget ?? null);
          void confirmQuote(detail.quote?.revision ?? 0, detail.quote ?? null);
        },
        'contained',
      ),
    requester && couponAllowed(can) && button('action-coupon', 'batch.actions.coupon', () => dialogs.show('coupon')),
    requester &&
      can('CombineRequests') &&
      button('action-combine', 'batch.actions.combine', () => dialogs.show('combine')),
    requester && button('action-clone', 'batch.actions.clone', () => dialogs.show('clone')),
    requester &&
      can('CancelRequest') &&
      button('action-cancel', 'batch.actions.cancel', () => dialogs.show('cancel'), 'outlined', 'error'),
    ...order.buttons,
    detail.buyer_id && <OrderChatButton key="chat" batch={{ ...detail, buyer_id: detail.buyer_id }} />,
  ].filter(Boolean);
  const props = { detail, ...dialogs.hosted };
  const dialog = dialogs.open;
  const Hosted = dialog && dialog !== 'clone' ? HOSTED_DIALOGS[dialog] : undefined;
  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} data-testid="batch-actions">
        {buttons}
      </Stack>
      {order.note}
      <CommandFailureAlert failure={failure} testId="batch-actions-error" />
      <CommandFailureAlert failure={order.failure} testId="order-actions-error" />
      {order.dialogs}
      {Hosted && <Hosted {...props} />}
      {dialog === 'clone' && <CloneDialog detail={detail} onClose={dialogs.hosted.onClose} />}
      {changed && (
        <QuoteChangedDialog
          batchId={detail.id}
          before={changed.before}
          after={changed.after}
          busy={busy}
          onConfirm={() => void confirmQuote(changed.after.revision, changed.after)}
          onClose={() => {
            setChanged(undefined);
            onChanged();
            window.setTimeout(() => confirmOpener?.focus());
          }}
        />
      )}
    </>
  );
}
