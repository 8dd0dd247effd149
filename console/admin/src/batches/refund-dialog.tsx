import { useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useRecordContext, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { REFUND_REASONS, type RefundReason } from '@machines/batch';
import { RefundFiguresTable } from '@shared/ui/refund-figures-table';
import type { RefundEstimate } from '../app/staff-calls';
import { errorText, useStaffMutation } from '../app/staff-mutation';
import { money } from './money';
import { displayText } from '../app/display-text';
import { SelectField } from '@shared/ui/select-field';

type Row = Record<string, unknown>;
const arr = (v: unknown): Row[] => (Array.isArray(v) ? (v as Row[]) : []);

/** Items the requester may still get money back for: not given up before payment. */
const refundable = (item: Row) => item.state !== 'declined' && item.declined !== true;

/** Whole minor units from a decimal the operator types; NaN when it is not a non-negative amount. */
function minorUnits(text: string): number {
  if (text.trim() === '') return 0;
  if (!/^\d+(\.\d{1,2})?$/.test(text.trim())) return Number.NaN;
  return Math.round(Number(text) * 100);
}

export function EstimateDetails({ details, currency }: { details: Row; currency: string }) {
  const translate = useTranslate();
  const local = typeof details.local_currency === 'string' ? details.local_currency : 'HKD';
  return (
    <RefundFiguresTable
      testId="refund-estimate"
      label={(key) => translate(`admin.refund.details.${key}`)}
      amount={(key) => money(details[key], currency)}
      total={money(details.local_refund_total, local)}
    />
  );
}

type Step = 'pick' | 'request' | 'complete';

/** The two ways in: staff request a refund (from picking items) or complete the open request. */
const OPENERS = [
  { step: 'pick', testId: 'admin-action-refund', label: 'admin.refund.open' },
  { step: 'complete', testId: 'admin-action-completeRefund', label: 'admin.refund.complete' },
] as const;

/**
 * Staff refund (spec §4, §7 refunds): pick items (+ an additional refund), get the server's estimate,
 * file the request with a reason, then complete it by typing the batch number. Each step waits for
 * the server (pessimistic); a refusal is shown in the dialog, translated from its code.
 */
export function RefundAction({ canRequest, canComplete }: { canRequest: boolean; canComplete: boolean }) {
  const record = useRecordContext<RaRecord>();
  const translate = useTranslate();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<Step>('pick');
  const [picked, setPicked] = useState<Record<string, string>>({});
  const [additional, setAdditional] = useState('');
  const [estimate, setEstimate] = useState<RefundEstimate>();
  const [reason, setReason] = useState<RefundReason>('unobtainable_item');
  const [remark, setRemark] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string>();
  const onError = { onError: (e: unknown) => setError(errorText(translate, e)) };

  const estimating = useStaffMutation((p, input: Parameters<typeof p.estimateRefund>) => p.estimateRefund(...input), {
    onSuccess: (answer) => {
      setEstimate(answer);
      setStep('request');
    },
  });
  const requesting = useStaffMutation(
    (p, input: Parameters<typeof p.createRefundRequest>[0]) => p.createRefundRequest(input),
    {
      done: 'admin.refund.requested',
      onSuccess: () => setStep('complete'),
    },
  );
  const completing = useStaffMutation((p, input: [string, string]) => p.completeRefundRequest(...input), {
    done: 'admin.refund.completed',
    onSuccess: () => {
      setOpen(false);
      refresh();
    },
  });
  if (!record) return null;
  const batchNumber = String(record.batch_number);
  const currency = displayText((record.fees as Row | null)?.currency);
  const openRequest = arr(record.refund_requests).find((r) => r.status === 'requested');
  const busy = estimating.isPending || requesting.isPending || completing.isPending;
  const additionalMinor = minorUnits(additional);
  const lines = Object.entries(picked).map(([id, quantity]) =>
    quantity.trim() ? { id, quantity: Number(quantity) } : { id },
  );

  const start = (at: Step) => {
    setStep(at);
    setPicked({});
    setAdditional('');
    setEstimate(undefined);
    setRemark('');
    setConfirmation('');
    setError(undefined);
    setOpen(true);
  };
  const close = () => {
    if (busy) return;
    setOpen(false);
    // A request filed but not completed is shown on the page (and can be completed later).
    refresh();
  };
  const shown =
    step === 'complete' && !estimate && openRequest
      ? { details: openRequest.details as Row, currency: displayText(openRequest.currency ?? currency) }
      : estimate;

  return (
    <>
      {OPENERS.filter(({ step }) => (step === 'pick' ? canRequest : canComplete)).map(({ step, testId, label }) => (
        <Button
          key={step}
          variant="outlined"
          size="small"
          color="warning"
          disabled={busy}
          data-testid={testId}
          onClick={() => start(step)}
        >
          {translate(label)}
        </Button>
      ))}
      <Dialog open={open} onClose={close} fullWidth maxWidth="md" data-testid="refund-dialog">
        <DialogTitle>{translate('admin.refund.title', { batch: batchNumber })}</DialogTitle>
        <DialogContent>
          {error ? (
            <Alert severity="error" sx={{ mb: 2 }} data-testid="refund-error">
              {error}
            </Alert>
          ) : null}
          {step === 'pick' ? (
            <Stack spacing={1}>
              <Typography variant="body2">{translate('admin.refund.pickItems')}</Typography>
              {arr(record.items)
                .filter(refundable)
                .map((item) => {
                  const id = String(item.id);
                  const checked = id in picked;
                  return (
                    <Stack
                      useFlexGap
                      key={id}
                      direction="row"
                      spacing={2}
                      sx={{ flexWrap: 'wrap', alignItems: 'center' }}
                    >
                      <Checkbox
                        checked={checked}
                        onChange={() =>
                          setPicked((p) =>
                            checked
                              ? Object.fromEntries(Object.entries(p).filter(([k]) => k !== id))
                              : { ...p, [id]: '' },
                          )
                        }
                        // The item's line beside it names the checkbox (axe `label`).
                        slotProps={{
                          input: {
                            'data-testid': `refund-item-${id}`,
                            'aria-labelledby': `refund-item-label-${id}`,
                          } as object,
                        }}
                      />
                      <Typography
                        id={`refund-item-label-${id}`}
                        sx={{ flex: 1 }}
                      >{`${String(item.name)} × ${String(item.quantity)} · ${money(item.price, item.currency ?? currency)}`}</Typography>
                      <TextField
                        size="small"
                        type="number"
                        disabled={!checked}
                        label={translate('admin.refund.quantity')}
                        helperText={translate('admin.refund.quantityHint')}
                        value={picked[id] ?? ''}
                        onChange={(e) => setPicked((p) => ({ ...p, [id]: e.target.value }))}
                        slotProps={{
                          htmlInput: { min: 1, 'data-testid': `refund-quantity-${id}` },
                          // The hint stays readable while the item is not picked (disabled grey is 2.5:1).
                          formHelperText: {
                            sx: { color: 'text.secondary', '&.Mui-disabled': { color: 'text.secondary' } },
                          },
                        }}
                      />
                    </Stack>
                  );
                })}
              <TextField
                size="small"
                label={translate('admin.refund.additional', { currency })}
                helperText={translate('admin.refund.additionalHint')}
                value={additional}
                error={Number.isNaN(additionalMinor)}
                onChange={(e) => setAdditional(e.target.value)}
                slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'refund-additional' } }}
              />
            </Stack>
          ) : null}
          {step !== 'pick' && shown ? <EstimateDetails details={shown.details} currency={shown.currency} /> : null}
          {step === 'request' ? (
            <Stack spacing={2} sx={{ mt: 2 }}>
              <SelectField
                size="small"
                label={translate('admin.refund.reason')}
                value={reason}
                onChange={(value) => setReason(value as RefundReason)}
                options={REFUND_REASONS}
                optionLabel={(r) => translate(`admin.refund.reasons.${r}`)}
                testId="refund-reason"
                optionTestId={(r) => `refund-reason-${r}`}
              />
              <TextField
                size="small"
                multiline
                label={translate('admin.refund.remark')}
                value={remark}
                onChange={(e) => setRemark(e.target.value)}
                slotProps={{ htmlInput: { maxLength: 2000, 'data-testid': 'refund-remark' } }}
              />
            </Stack>
          ) : null}
          {step === 'complete' ? (
            <Stack spacing={1} sx={{ mt: 2 }}>
              <Typography>{translate('admin.refund.confirmText', { batch: batchNumber })}</Typography>
              <TextField
                size="small"
                label={translate('admin.refund.confirmLabel')}
                value={confirmation}
                onChange={(e) => setConfirmation(e.target.value)}
                slotProps={{ htmlInput: { 'data-testid': 'refund-confirmation' } }}
              />
            </Stack>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
          {step === 'pick' ? (
            <Button
              variant="contained"
              data-testid="refund-estimate-button"
              disabled={busy || lines.length === 0 || Number.isNaN(additionalMinor)}
              onClick={() => {
                setError(undefined);
                estimating.mutate([batchNumber, { items: lines, additional_refund: additionalMinor }], onError);
              }}
            >
              {translate('admin.refund.estimate')}
            </Button>
          ) : null}
          {step === 'request' && estimate ? (
            <>
              <Button onClick={() => setStep('pick')} disabled={busy}>
                {translate('admin.refund.back')}
              </Button>
              <Button
                variant="contained"
                data-testid="refund-request-button"
                disabled={busy}
                onClick={() => {
                  setError(undefined);
                  requesting.mutate(
                    { batch_number: batchNumber, eid: estimate.eid, refund_reason: reason, refund_remark: remark },
                    onError,
                  );
                }}
              >
                {translate('admin.refund.request')}
              </Button>
            </>
          ) : null}
          {step === 'complete' ? (
            <Button
              variant="contained"
              color="warning"
              data-testid="refund-complete-button"
              disabled={busy || confirmation.trim() === ''}
              onClick={() => {
                setError(undefined);
                completing.mutate([batchNumber, confirmation], onError);
              }}
            >
              {translate('admin.refund.complete')}
            </Button>
          ) : null}
        </DialogActions>
      </Dialog>
    </>
  );
}
