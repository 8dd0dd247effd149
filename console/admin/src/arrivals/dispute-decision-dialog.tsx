import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useRefresh, useTranslate } from 'react-admin';
import type { DisputeDecision, DisputeView } from '@contracts/batch/arrival';
import { SelectField } from '@shared/ui/select-field';
import { MessageField } from '@shared/ui/message-field';
import { PhotoPicker } from '@shared/arrival/photo-picker';
import { photosProblem, poundsToHundredths, type FieldProblem } from '@shared/arrival/check-in-form';
import { ApiClientError } from '@shared/api/http-client';
import { useStaffMutation } from '../app/staff-mutation';

export const DECISIONS: readonly DisputeDecision[] = ['refund', 'reweigh', 'return_to_seller', 'reject'];

/** What a decision needs before it is sent: a reason always; re-weigh a weight and one photo of the scale. */
export function decisionProblems(values: {
  decision: string;
  reason: string;
  weight: string;
  scale: File[];
}): Partial<Record<'decision' | 'reason' | 'weight' | 'scale', FieldProblem>> {
  const problems: Partial<Record<'decision' | 'reason' | 'weight' | 'scale', FieldProblem>> = {};
  if (!DECISIONS.includes(values.decision as DisputeDecision)) problems.decision = { key: 'errors.required' };
  if (!values.reason.trim()) problems.reason = { key: 'errors.required' };
  if (values.decision === 'reweigh') {
    if (!values.weight.trim()) problems.weight = { key: 'errors.required' };
    else if (poundsToHundredths(values.weight) === null) problems.weight = { key: 'errors.wrongFormat' };
    const photo = photosProblem(values.scale);
    // One photo of the scale: the refusal names that limit, not the check-in's.
    if (photo) problems.scale = photo;
    else if (values.scale.length > 1) problems.scale = { key: 'errors.ARRIVAL_TOO_MANY_PHOTOS', params: { max: 1 } };
  }
  return problems;
}

/**
 * Staff decide a dispute: refund the item (the item-level refund, US$10 fee floor), re-weigh (a new
 * weight and a photo of the scale; the charge change becomes a quote revision the requester must
 * accept), return to the seller, or reject; always with a reason, which the timeline keeps.
 */
export function DisputeDecisionAction(p: { batchId: string; dispute: DisputeView }) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [decision, setDecision] = useState('');
  const [reason, setReason] = useState('');
  const [weight, setWeight] = useState('');
  const [scale, setScale] = useState<File[]>([]);
  const [problems, setProblems] = useState<ReturnType<typeof decisionProblems>>({});
  const mutation = useStaffMutation(
    (provider) =>
      provider.decideDispute(
        p.batchId,
        p.dispute.id,
        {
          decision: decision as DisputeDecision,
          reason: reason.trim(),
          ...(decision === 'reweigh' ? { weight: String(poundsToHundredths(weight)) } : {}),
        },
        decision === 'reweigh' ? scale[0] : undefined,
      ),
    {
      done: 'admin.arrival.decision.done',
      onSuccess: () => {
        setOpen(false);
        refresh();
      },
    },
  );
  const busy = mutation.isPending;
  const submit = () => {
    const found = decisionProblems({ decision, reason, weight, scale });
    setProblems(found);
    if (Object.keys(found).length) return;
    mutation.mutate(undefined, {
      onError: (error) => {
        if (error instanceof ApiClientError && /^(IMAGE_|ARRIVAL_)/.test(error.code))
          setProblems({ scale: { key: `errors.${error.code}`, params: error.params } });
      },
    });
  };
  const say = (problem?: FieldProblem) =>
    problem ? translate(problem.key, { ...problem.params, _: translate('errors.generic') }) : undefined;
  const id = `decide-${p.dispute.id}`;
  return (
    <>
      <Button variant="contained" onClick={() => setOpen(true)} data-testid={id}>
        {translate('admin.arrival.decision.action')}
      </Button>
      <Dialog open={open} onClose={() => !busy && setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>{translate('admin.arrival.decision.title')}</DialogTitle>
        <DialogContent data-testid={`${id}-dialog`}>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <SelectField
              options={DECISIONS}
              value={decision}
              onChange={setDecision}
              label={translate('admin.arrival.decision.decision')}
              required
              fullWidth
              error={Boolean(problems.decision)}
              helperText={say(problems.decision)}
              optionLabel={(d) => translate(`order.arrival.decisions.${d}`)}
              testId={`${id}-decision`}
              optionTestId={(d) => `${id}-decision-${d}`}
            />
            {decision === 'reweigh' && (
              <>
                <TextField
                  required
                  label={translate('admin.arrival.decision.weight')}
                  value={weight}
                  onChange={(e) => setWeight(e.target.value)}
                  error={Boolean(problems.weight)}
                  helperText={say(problems.weight) ?? translate('admin.arrival.checkIn.units.lb')}
                  slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': `${id}-weight` } }}
                />
                <PhotoPicker
                  photos={scale}
                  onChange={setScale}
                  t={translate}
                  label={translate('admin.arrival.decision.scalePhoto')}
                  testId={`${id}-scale`}
                  max={1}
                  multiple={false}
                  error={say(problems.scale)}
                />
              </>
            )}
            <MessageField
              required
              minRows={2}
              maxLength={1000}
              label={translate('admin.arrival.decision.reason')}
              value={reason}
              onChange={setReason}
              error={Boolean(problems.reason)}
              helperText={say(problems.reason)}
              testId={`${id}-reason`}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
          <Button variant="contained" onClick={submit} disabled={busy} data-testid={`${id}-submit`}>
            {translate('admin.arrival.decision.submit')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
