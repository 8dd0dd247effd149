import { useState } from 'react';
import { Checkbox, FormControlLabel, FormGroup, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DECLINE_REASONS } from '@machines/batch/batch.types';
import type { BatchDetail } from '@contracts/batch/batch-detail';
import type { CommandResult } from '@contracts/batch/batch-commands';
import { useServices } from '../../app/services';
import { WAREHOUSES } from '../batch-request/request-form';
import { useCommand } from '../batch-shared/use-command';
import { ActionDialog } from './action-dialog';

interface Props {
  detail: BatchDetail;
  onClose: () => void;
  onDone: (result: CommandResult) => void;
}

function ReasonSelect({ value, onChange, reasons, testId }: { value: string; onChange: (v: string) => void; reasons: readonly string[]; testId: string }) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      fullWidth
      label={t('batch.decline.reason')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ select: { SelectDisplayProps: { 'data-testid': testId } as object } }}
    >
      {reasons.map((r) => (
        <MenuItem key={r} value={r} data-testid={`${testId}-option`}>
          {t(`batch.declineReasons.${r}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Spec §4: decline with one of the 11 reasons and a remark. */
export function DeclineDialog({ detail, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const { batches } = useServices();
  const { busy, run } = useCommand();
  const [reason, setReason] = useState('');
  const [remark, setRemark] = useState('');
  const submit = async () => {
    const result = await run(() => batches.decline(detail.id, reason, remark), 'batch.decline.done');
    if (result) onDone(result);
  };
  return (
    <ActionDialog open title={t('batch.decline.title')} testId="decline-dialog" busy={busy} submitDisabled={!reason} onClose={onClose} onSubmit={() => void submit()}>
      <Stack spacing={2} sx={{ pt: 1 }}>
        <ReasonSelect value={reason} onChange={setReason} reasons={DECLINE_REASONS} testId="decline-reason" />
        <TextField label={t('batch.decline.remark')} value={remark} onChange={(e) => setRemark(e.target.value)} multiline minRows={2} />
      </Stack>
    </ActionDialog>
  );
}

/** The buyer declines some items; the rest go on. */
export function DeclineItemsDialog({ detail, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const { batches } = useServices();
  const { busy, run } = useCommand();
  const [chosen, setChosen] = useState<string[]>([]);
  const [reason, setReason] = useState('not_available_for_purchase');
  const open = detail.batch.items.filter((i) => i.state === 'requested');
  const submit = async () => {
    const result = await run(() => batches.declineItems(detail.id, chosen, reason), 'batch.declineItems.done');
    if (result) onDone(result);
  };
  return (
    <ActionDialog open title={t('batch.declineItems.title')} testId="decline-items-dialog" busy={busy} submitDisabled={chosen.length === 0} onClose={onClose} onSubmit={() => void submit()}>
      <Stack spacing={2} sx={{ pt: 1 }}>
        <FormGroup>
          {open.map((item) => (
            <FormControlLabel
              key={item.id}
              label={item.name}
              control={<Checkbox checked={chosen.includes(item.id)} onChange={(e) => setChosen(e.target.checked ? [...chosen, item.id] : chosen.filter((c) => c !== item.id))} />}
            />
          ))}
        </FormGroup>
        <ReasonSelect value={reason} onChange={setReason} reasons={DECLINE_REASONS.filter((r) => r !== 'overdue_unpaid_request')} testId="decline-items-reason" />
      </Stack>
    </ActionDialog>
  );
}

/** The buyer's internal remark (never shown to the requester). */
export function RemarkDialog({ detail, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const { batches } = useServices();
  const { busy, run } = useCommand();
  const [remark, setRemark] = useState(detail.batch.buyerRemark ?? '');
  const submit = async () => {
    const result = await run(() => batches.buyerRemark(detail.id, remark.trim()), 'batch.remark.done');
    if (result) onDone(result);
  };
  return (
    <ActionDialog open title={t('batch.remark.title')} testId="remark-dialog" busy={busy} submitDisabled={!remark.trim()} onClose={onClose} onSubmit={() => void submit()}>
      <TextField sx={{ mt: 1 }} fullWidth multiline minRows={3} label={t('batch.remark.label')} value={remark} onChange={(e) => setRemark(e.target.value)} />
    </ActionDialog>
  );
}

export function WarehouseDialog({ detail, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const { batches } = useServices();
  const { busy, run } = useCommand();
  const [warehouse, setWarehouse] = useState(detail.batch.warehouse);
  const submit = async () => {
    const result = await run(() => batches.updateWarehouse(detail.id, warehouse), 'batch.warehouse.done');
    if (result) onDone(result);
  };
  return (
    <ActionDialog
      open
      title={t('batch.warehouse.title')}
      testId="warehouse-dialog"
      busy={busy}
      submitDisabled={warehouse === detail.batch.warehouse}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      <TextField sx={{ mt: 1 }} select fullWidth label={t('request.warehouse')} value={warehouse} onChange={(e) => setWarehouse(e.target.value)}>
        {WAREHOUSES.map((w) => (
          <MenuItem key={w} value={w}>
            {t(`request.warehouses.${w}`)}
          </MenuItem>
        ))}
      </TextField>
    </ActionDialog>
  );
}
