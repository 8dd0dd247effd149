import { useState } from 'react';
import { Rating, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ShippingStage } from '@machines/batch/batch.types';
import type { BatchDetail } from '@contracts/batch/batch-detail';
import type { CommandResult } from '@contracts/batch/batch-commands';
import { useServices } from '../../app/services';
import { CommandDialog } from '../../commands/command-dialog';
import {
  BOUGHT_ITEM_STATES,
  normaliseTracking,
  OPEN_ITEM_STATES,
  RECEIVABLE_ITEM_STATES,
  trackingProblemOf,
  trackingProblems,
  type TrackingProblem,
  validSiteOrderId,
  validStars,
} from '../order-shared/order-rules';
import { statusLabel } from '@shared/i18n/server-text';
import { MessageField } from '@shared/ui/message-field';
import { SelectField } from '@shared/ui/select-field';
import { CheckList, itemOption } from '../../components/check-list';
import { useShippingTargets } from '../../batch-machine/batch-actor';

interface Props {
  detail: BatchDetail;
  onClose: () => void;
  onDone: (result: CommandResult) => void;
}

const itemsIn = (detail: BatchDetail, states: readonly string[]) =>
  detail.batch.items.filter((i) => states.includes(i.state));

/** The buyer marks items bought, each with the purchase site's order ID (partial purchase allowed). */
export function PurchaseDialog({ detail, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const { orders } = useServices();
  const open = itemsIn(detail, OPEN_ITEM_STATES);
  const [ids, setIds] = useState<Record<string, string>>({});
  const chosen = open.filter((i) => (ids[i.id] ?? '').trim() !== '');
  const invalid = chosen.some((i) => !validSiteOrderId(ids[i.id]));
  return (
    <CommandDialog
      title={t('order.purchase.title')}
      testId="purchase-dialog"
      submitDisabled={chosen.length === 0 || invalid}
      send={() =>
        orders.purchase(
          detail.id,
          chosen.map((i) => ({ id: i.id, purchase_site_order_id: ids[i.id].trim() })),
        )
      }
      success="order.purchase.done"
      failure="order.purchase.failed"
      onClose={onClose}
      onDone={onDone}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Typography variant="body2">{t('order.purchase.hint')}</Typography>
        {open.map((item) => {
          const index = detail.batch.items.indexOf(item);
          const value = ids[item.id] ?? '';
          const bad = value.trim() !== '' && !validSiteOrderId(value);
          return (
            <TextField
              key={item.id}
              label={t('order.purchase.siteOrderId', { name: item.name })}
              value={value}
              error={bad}
              helperText={bad ? t('order.purchase.siteOrderIdInvalid') : ' '}
              onChange={(e) => setIds({ ...ids, [item.id]: e.target.value })}
              slotProps={{ htmlInput: { 'data-testid': `purchase-item-${index}-order-id` } }}
            />
          );
        })}
      </Stack>
    </CommandDialog>
  );
}

/** The buyer cancels the purchase of items that cannot be bought; their money is released. */
export function CancelPurchaseDialog({ detail, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const { orders } = useServices();
  const candidates = itemsIn(detail, [...OPEN_ITEM_STATES, ...BOUGHT_ITEM_STATES]);
  const [chosen, setChosen] = useState<string[]>([]);
  const [reason, setReason] = useState('');
  return (
    <CommandDialog
      title={t('order.cancelPurchase.title')}
      testId="cancel-purchase-dialog"
      submitDisabled={chosen.length === 0}
      send={() => orders.cancelPurchase(detail.id, chosen, reason.trim() || undefined)}
      success="order.cancelPurchase.done"
      onClose={onClose}
      onDone={onDone}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <CheckList
          options={candidates.map((item) => ({
            id: item.id,
            label: item.name,
            testId: `cancel-purchase-item-${detail.batch.items.indexOf(item)}`,
          }))}
          chosen={chosen}
          onChange={setChosen}
        />
        <TextField
          label={t('order.cancelPurchase.reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          slotProps={{ htmlInput: { 'data-testid': 'cancel-purchase-reason' } }}
        />
      </Stack>
    </CommandDialog>
  );
}

/** Tracking numbers per bought item, checked before submit (spec §5); moves the order to step 5. */
export function TrackingDialog({ detail, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const { orders } = useServices();
  const bought = itemsIn(detail, BOUGHT_ITEM_STATES);
  const [numbers, setNumbers] = useState<Record<string, string>>({});
  const [checked, setChecked] = useState(false);
  const [remote, setRemote] = useState<Record<string, TrackingProblem | undefined>>({});
  const entries = bought.map((i) => ({ id: i.id, tracking: numbers[i.id] ?? '' }));
  const local = trackingProblems(entries);
  const problems: Record<string, TrackingProblem | undefined> = Object.fromEntries(
    entries.map((e) => [e.id, local[e.id] ?? remote[e.id]]),
  );
  const items = entries.map((e) => ({ id: e.id, tracking_number: normaliseTracking(e.tracking) }));
  // The browser's rules, then the server's check of each number, so a refused one is shown under its own field.
  const check = async () => {
    setChecked(true);
    if (Object.values(local).some(Boolean)) return false;
    const found: Record<string, TrackingProblem | undefined> = {};
    await Promise.all(
      items.map((i) =>
        orders.trackingCheck(detail.id, i.tracking_number).catch((error: { code?: string }) => {
          found[i.id] = trackingProblemOf(error.code ?? '');
        }),
      ),
    );
    setRemote(found);
    return !Object.values(found).some(Boolean);
  };
  return (
    <CommandDialog
      title={t('order.tracking.title')}
      testId="tracking-dialog"
      check={check}
      send={() => orders.send(detail.id, items)}
      success="order.tracking.done"
      onClose={onClose}
      onDone={onDone}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {bought.map((item) => {
          const index = detail.batch.items.indexOf(item);
          const problem = checked || (numbers[item.id] ?? '') !== '' ? problems[item.id] : undefined;
          return (
            <TextField
              key={item.id}
              label={t('order.tracking.number', { name: item.name })}
              value={numbers[item.id] ?? ''}
              error={Boolean(problem)}
              helperText={
                problem ? (
                  <span data-testid={`tracking-item-${index}-error`}>{t(`order.tracking.${problem}`)}</span>
                ) : (
                  ' '
                )
              }
              onChange={(e) => {
                setRemote({ ...remote, [item.id]: undefined });
                setNumbers({ ...numbers, [item.id]: e.target.value });
              }}
              slotProps={{ htmlInput: { 'data-testid': `tracking-item-${index}` } }}
            />
          );
        })}
      </Stack>
    </CommandDialog>
  );
}

/** Moves the order to a later shipping stage: the ones the order's machine takes now, in journey order. */
export function OrderStatusDialog({ detail, onClose, onDone }: Props) {
  const { t, i18n } = useTranslation();
  const { orders } = useServices();
  const stages = useShippingTargets();
  const [status, setStatus] = useState<ShippingStage | undefined>(stages[0]);
  return (
    <CommandDialog
      title={t('order.status.title')}
      testId="order-status-dialog"
      submitDisabled={!status}
      send={status && (() => orders.updateStatus(detail.id, { status }))}
      success="order.status.done"
      failure="order.status.failed"
      onClose={onClose}
      onDone={onDone}
    >
      <SelectField
        sx={{ mt: 1 }}
        fullWidth
        label={t('order.status.stage')}
        value={status ?? ''}
        onChange={(value) => setStatus(stages.find((s) => s === value))}
        options={stages}
        optionLabel={(s) => statusLabel(s, t, (k) => i18n.exists(k))}
        testId="order-status-select"
        optionTestId="order-status-select-option"
      />
    </CommandDialog>
  );
}

export const CANCEL_PAYMENT_REASONS = ['changed_mind', 'found_elsewhere', 'wrong_item', 'too_slow', 'other'] as const;

/** The requester cancels the payment with a reason and a remark; the authorisation is released. */
export function CancelPaymentDialog({ detail, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const { orders } = useServices();
  const [reason, setReason] = useState('');
  const [remark, setRemark] = useState('');
  return (
    <CommandDialog
      title={t('order.cancelPayment.title')}
      testId="cancel-payment-dialog"
      submitDisabled={!reason}
      send={() =>
        orders.cancelPayment(detail.id, { payment_canceled_reason: reason, payment_canceled_remark: remark.trim() })
      }
      success="order.cancelPayment.done"
      onClose={onClose}
      onDone={onDone}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Typography variant="body2">{t('order.cancelPayment.text')}</Typography>
        <SelectField
          fullWidth
          label={t('order.cancelPayment.reason')}
          value={reason}
          onChange={setReason}
          options={CANCEL_PAYMENT_REASONS}
          optionLabel={(r) => t(`order.cancelPayment.reasons.${r}`)}
          testId="cancel-payment-reason"
          optionTestId="cancel-payment-reason-option"
        />
        <MessageField
          label={t('order.cancelPayment.remark')}
          value={remark}
          onChange={setRemark}
          minRows={2}
          testId="cancel-payment-remark"
        />
      </Stack>
    </CommandDialog>
  );
}

/** The requester confirms receipt of the sent items and rates the order (stars and a review). */
export function ReceiveDialog({ detail, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const { orders } = useServices();
  const receivable = itemsIn(detail, RECEIVABLE_ITEM_STATES);
  const [chosen, setChosen] = useState<string[]>(receivable.map((i) => i.id));
  const [stars, setStars] = useState<number | null>(null);
  const [review, setReview] = useState('');
  // The rating goes with the receipt of everything (the server refuses it on a partial receipt).
  const all = chosen.length === receivable.length;
  const body = {
    ...(all ? {} : { items: chosen }),
    ...(all && validStars(stars) ? { stars } : {}),
    ...(all && review.trim() ? { reviews: review.trim() } : {}),
  };
  return (
    <CommandDialog
      title={t('order.receive.title')}
      testId="receive-dialog"
      submitDisabled={chosen.length === 0 || (all && !validStars(stars))}
      send={() => orders.received(detail.id, body)}
      success="order.receive.done"
      onClose={onClose}
      onDone={onDone}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <CheckList options={receivable.map(itemOption)} chosen={chosen} onChange={setChosen} />
        {all && (
          <>
            <Typography component="legend">{t('order.receive.stars')}</Typography>
            <Rating name="receive-stars" value={stars} onChange={(_, v) => setStars(v)} data-testid="receive-stars" />
            <TextField
              label={t('order.receive.review')}
              value={review}
              onChange={(e) => setReview(e.target.value)}
              multiline
              minRows={3}
              slotProps={{ htmlInput: { 'data-testid': 'receive-review' } }}
            />
          </>
        )}
      </Stack>
    </CommandDialog>
  );
}
