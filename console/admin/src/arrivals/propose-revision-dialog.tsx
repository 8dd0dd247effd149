import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useRefresh, useTranslate } from 'react-admin';
import type { ProposeQuoteRevisionBody } from '@contracts/batch/arrival';
import { SelectField } from '@shared/ui/select-field';
import { MessageField } from '@shared/ui/message-field';
import { useStaffMutation } from '../app/staff-mutation';
import { REVISION_REASONS, revisionBody } from './propose-revision-form';

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
              options={REVISION_REASONS}
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
