import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useRefresh, useTranslate } from 'react-admin';
import { fromMajor, isCurrency } from '@machines/pricing/money';
import type { ProposeQuoteRevisionBody } from '@contracts/batch/arrival';
import { SelectField } from '@shared/ui/select-field';
import { MessageField } from '@shared/ui/message-field';
import { useStaffMutation } from '../app/staff-mutation';

type Reason = ProposeQuoteRevisionBody['reason'];
const REASONS: readonly Reason[] = ['local_shipping', 'surcharge'];

/**
 * The body of a charge change after payment: the line's new figure (typed in the fees' currency,
 * sent in minor units) and a remark the requester reads; null with the field that is wrong.
 */
export function revisionBody(
  values: { reason: string; amount: string; remark: string },
  currency: string,
): { body: ProposeQuoteRevisionBody } | { field: 'reason' | 'amount' | 'remark' } {
  if (!REASONS.includes(values.reason as Reason)) return { field: 'reason' };
  let minor: number;
  try {
    if (!isCurrency(currency) || !/^\d+(\.\d+)?$/.test(values.amount.trim())) return { field: 'amount' };
    minor = fromMajor(values.amount.trim(), currency).amount;
  } catch {
    return { field: 'amount' };
  }
  if (!values.remark.trim()) return { field: 'remark' };
  const line = values.reason === 'local_shipping' ? { local_shipping_fee: minor } : { additional_fee: minor };
  return { body: { reason: values.reason as Reason, ...line, remark: values.remark.trim() } };
}

/**
 * Staff propose a change of what the requester pays after payment (more local shipping, a
 * surcharge). The requester sees it line by line and must accept; nothing is captured meanwhile.
 */
export function ProposeRevisionAction(p: { batchId: string; currency: string }) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState({ reason: '', amount: '', remark: '' });
  const [wrong, setWrong] = useState<string | null>(null);
  const mutation = useStaffMutation(
    (provider, body: ProposeQuoteRevisionBody) => provider.proposeQuoteRevision(p.batchId, body),
    {
      done: 'admin.arrival.revision.done',
      onSuccess: () => {
        setOpen(false);
        refresh();
      },
    },
  );
  const set = (field: keyof typeof values) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setWrong(null);
  };
  const submit = () => {
    const checked = revisionBody(values, p.currency);
    if ('field' in checked) return setWrong(checked.field);
    mutation.mutate(checked.body);
  };
  const helper = (field: string) => (wrong === field ? translate('errors.wrongFormat') : undefined);
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)} data-testid="propose-revision">
        {translate('admin.arrival.revision.action')}
      </Button>
      <Dialog open={open} onClose={() => !mutation.isPending && setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>{translate('admin.arrival.revision.action')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <SelectField
              options={REASONS}
              value={values.reason}
              onChange={set('reason')}
              label={translate('admin.arrival.revision.reason')}
              required
              error={wrong === 'reason'}
              helperText={helper('reason')}
              optionLabel={(r) => translate(`order.revision.reasons.${r}`)}
              testId="propose-revision-reason"
              optionTestId={(r) => `propose-revision-reason-${r}`}
            />
            <TextField
              required
              label={translate('admin.arrival.revision.amount', { currency: p.currency })}
              value={values.amount}
              onChange={(e) => set('amount')(e.target.value)}
              error={wrong === 'amount'}
              helperText={helper('amount')}
              slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'propose-revision-amount' } }}
            />
            <MessageField
              required
              minRows={2}
              maxLength={1000}
              label={translate('admin.arrival.revision.remark')}
              value={values.remark}
              onChange={set('remark')}
              error={wrong === 'remark'}
              helperText={helper('remark')}
              testId="propose-revision-remark"
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={mutation.isPending}>
            {translate('ra.action.cancel')}
          </Button>
          <Button
            variant="contained"
            onClick={submit}
            disabled={mutation.isPending}
            data-testid="propose-revision-submit"
          >
            {translate('admin.arrival.revision.submit')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
