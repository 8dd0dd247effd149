import { useCallback, useEffect, useState } from 'react';
import { Alert, Box, Button, Checkbox, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { REFUND_REASONS, type RefundReason } from '@machines/batch/batch.types';
import type { BatchDetail } from '@contracts/batch/batch-detail';
import { RefundFiguresTable } from '@shared/ui/refund-figures-table';
import { type RefundDetails, type RefundEstimate, type RefundRequestView } from '@contracts/batch/refunds';
import { useServices } from '../../app/services';
import { CommandDialog } from '../../commands/command-dialog';
import { useCommand } from '../../commands/use-command';
import { formatMoney, toMinor } from '../batch-shared/format';
import { SelectField } from '@shared/ui/select-field';
import { useCan } from '../../batch-machine/batch-actor';
import { refundRequestsOf } from './detail-readers';

/** Items a refund may cover: bought and not yet refunded (machines/batch refundableItems). */
const REFUNDABLE = ['purchased', 'sent', 'received'];

/**
 * The estimate's figures: USD lines, then the HKD total the card gets back. The card is the
 * requester's: the buyer (and staff) read it as the requester's refund, not their own.
 */
export function RefundFigures({
  details,
  testId,
  requester,
}: {
  details: RefundDetails;
  testId: string;
  requester: boolean;
}) {
  const { t, i18n } = useTranslation();
  const total = formatMoney(details.local_refund_total, details.local_currency, i18n.language);
  return (
    <>
      <RefundFiguresTable
        testId={testId}
        align="right"
        label={(key) =>
          key === 'local_refund_total' && !requester
            ? t('batch.refundForBuyer.totalLabel')
            : t(`order.refund.details.${key}`)
        }
        amount={(key) => formatMoney(details[key] as number, 'USD', i18n.language)}
        total={total}
      />
      {!requester && (
        <Typography variant="body2" data-testid={`${testId}-to-requester`}>
          {t('batch.refundForBuyer.sentence', { amount: total })}
        </Typography>
      )}
    </>
  );
}

/**
 * Refund details (spec §2 dialog, §7 refunds). The buyer (and staff) estimate, create or update the
 * request and complete it with the batch number as confirmation; the requester reads the details.
 */
export function RefundDialog({
  detail,
  canEdit,
  onClose,
  onChanged,
}: {
  detail: BatchDetail;
  canEdit: boolean;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const { refunds } = useServices();
  const command = useCommand();
  const busy = command.busy;
  const [requests, setRequests] = useState<RefundRequestView[]>(refundRequestsOf(detail));
  const [chosen, setChosen] = useState<string[]>([]);
  const [additional, setAdditional] = useState('');
  const [estimate, setEstimate] = useState<RefundEstimate | null>(null);
  const [reason, setReason] = useState<RefundReason | ''>('');
  const [remark, setRemark] = useState('');
  const [confirmText, setConfirmText] = useState('');
  const open = requests.find((r) => r.status !== 'completed');
  const can = useCan();
  // The machine says whether this user may create, update or complete a refund request now.
  const editable = canEdit && (open ? can('UpdateRefundRequest') : can('RequestRefund'));
  const items = detail.batch.items.filter((i) => REFUNDABLE.includes(i.state));

  const reload = useCallback(() => {
    refunds.list(detail.id).then(
      (answer) => setRequests(answer.results),
      () => undefined,
    );
  }, [refunds, detail.id]);
  useEffect(reload, [reload, detail.revision]);

  // Spec §7: refund calls show the server's message when its code has no translation.
  const attempt = <T,>(action: () => Promise<T>, success?: string) =>
    command.run(action, { success, serverMessage: true });

  const extra = additional.trim() ? toMinor(additional, 'USD') : 0;
  const doEstimate = async () => {
    const answer = await attempt(() =>
      refunds.estimate(
        detail.batch_number,
        chosen.map((id) => ({ id })),
        extra,
      ),
    );
    if (answer.ok) setEstimate(answer.value);
  };
  const save = async () => {
    if (!estimate || !reason) return;
    const body = { eid: estimate.eid, refund_reason: reason, refund_remark: remark.trim() };
    const answer = await attempt(
      () => (open ? refunds.update(detail.batch_number, body) : refunds.create(detail.batch_number, body)),
      open ? 'order.refund.updated' : 'order.refund.created',
    );
    if (answer.ok) {
      reload();
      onChanged();
    }
  };
  const complete = async () => {
    const answer = await attempt(
      () => refunds.complete(detail.batch_number, confirmText.trim()),
      'order.refund.completed',
    );
    if (answer.ok) {
      setConfirmText('');
      reload();
      onChanged();
    }
  };

  return (
    // A workflow of three commands (estimate, save, complete): each is a button inside, so no submit.
    <CommandDialog title={t('order.refund.title')} testId="refund-dialog" command={command} onClose={onClose}>
      <Stack spacing={2} sx={{ pt: 1 }}>
        {requests.length === 0 && <Typography data-testid="refund-none">{t('order.refund.none')}</Typography>}
        {requests.map((r, index) => (
          <Box key={r.eid + index} data-testid="refund-request" data-status={r.status ?? ''}>
            <Typography variant="subtitle2">
              {t(`order.refund.reasons.${r.refund_reason}`, { defaultValue: r.refund_reason })}
              {r.status
                ? ` · ${t(`order.refund.statuses.${r.status}`, { defaultValue: t('common.unknownStatus') })}`
                : ''}
            </Typography>
            {r.refund_remark && <Typography variant="body2">{r.refund_remark}</Typography>}
            {r.details && <RefundFigures details={r.details} testId={`refund-request-${index}`} requester={!canEdit} />}
          </Box>
        ))}
        {editable && (
          <>
            <Typography variant="subtitle1">
              {open ? t('order.refund.updateHeading') : t('order.refund.newHeading')}
            </Typography>
            {items.map((item) => (
              <Box key={item.id} sx={{ display: 'flex', alignItems: 'center' }}>
                <Checkbox
                  checked={chosen.includes(item.id)}
                  onChange={(e) => {
                    setEstimate(null);
                    setChosen(e.target.checked ? [...chosen, item.id] : chosen.filter((c) => c !== item.id));
                  }}
                  // The item's name beside it names the checkbox (axe `label`).
                  slotProps={{
                    input: {
                      'data-testid': `refund-item-${detail.batch.items.indexOf(item)}`,
                      'aria-labelledby': `refund-item-name-${item.id}`,
                    } as object,
                  }}
                />
                <Typography id={`refund-item-name-${item.id}`}>{item.name}</Typography>
              </Box>
            ))}
            <TextField
              label={t('order.refund.additional')}
              value={additional}
              error={additional.trim() !== '' && Number.isNaN(extra)}
              onChange={(e) => {
                setEstimate(null);
                setAdditional(e.target.value);
              }}
              slotProps={{ htmlInput: { 'data-testid': 'refund-additional', inputMode: 'decimal' } }}
            />
            <Button
              variant="outlined"
              disabled={busy || chosen.length === 0 || Number.isNaN(extra)}
              onClick={() => void doEstimate()}
              data-testid="refund-estimate"
            >
              {t('order.refund.estimate')}
            </Button>
            {estimate && (
              <RefundFigures details={estimate.details} testId="refund-estimate-details" requester={!canEdit} />
            )}
            <SelectField
              label={t('order.refund.reason')}
              value={reason}
              onChange={(value) => setReason(REFUND_REASONS.find((r) => r === value) ?? '')}
              options={REFUND_REASONS}
              optionLabel={(r) => t(`order.refund.reasons.${r}`)}
              testId="refund-reason"
              optionTestId="refund-reason-option"
            />
            <TextField
              label={t('order.refund.remark')}
              value={remark}
              onChange={(e) => setRemark(e.target.value)}
              slotProps={{ htmlInput: { 'data-testid': 'refund-remark' } }}
            />
            <Button
              variant="contained"
              disabled={busy || !estimate || !reason}
              onClick={() => void save()}
              data-testid="refund-save"
            >
              {open ? t('order.refund.update') : t('order.refund.create')}
            </Button>
            {open && can('CompleteRefundRequest') && (
              <>
                <Alert severity="info">{t('order.refund.confirmHint', { batchNumber: detail.batch_number })}</Alert>
                <TextField
                  label={t('order.refund.confirmText')}
                  value={confirmText}
                  onChange={(e) => setConfirmText(e.target.value)}
                  slotProps={{ htmlInput: { 'data-testid': 'refund-confirm-text' } }}
                />
                <Button
                  variant="contained"
                  color="error"
                  disabled={busy || confirmText.trim() !== detail.batch_number}
                  onClick={() => void complete()}
                  data-testid="refund-complete"
                >
                  {t('order.refund.complete')}
                </Button>
              </>
            )}
          </>
        )}
      </Stack>
    </CommandDialog>
  );
}
