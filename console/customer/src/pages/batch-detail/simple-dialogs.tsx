import { useState } from 'react';
import { Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DECLINE_REASONS } from '@machines/batch/batch.types';
import type { BatchDetail } from '@contracts/batch/batch-detail';
import type { CommandResult } from '@contracts/batch/batch-commands';
import { useServices } from '../../app/services';
import { WAREHOUSES } from '../batch-request/request-form';
import { CommandDialog } from '../../commands/command-dialog';
import { MessageField } from '@shared/ui/message-field';
import { SelectField } from '@shared/ui/select-field';
import { CheckList, itemOption } from '../../components/check-list';

interface Props {
  detail: BatchDetail;
  onClose: () => void;
  onDone: (result: CommandResult) => void;
}

function ReasonSelect({
  value,
  onChange,
  reasons,
  testId,
}: {
  value: string;
  onChange: (v: string) => void;
  reasons: readonly string[];
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <SelectField
      fullWidth
      label={t('batch.decline.reason')}
      value={value}
      onChange={onChange}
      options={reasons}
      optionLabel={(r) => t(`batch.declineReasons.${r}`)}
      testId={testId}
      optionTestId={`${testId}-option`}
    />
  );
}

/** Spec §4: decline with one of the 11 reasons and a remark. */
export function DeclineDialog({ detail, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const { batches } = useServices();
  const [reason, setReason] = useState('');
  const [remark, setRemark] = useState('');
  return (
    <CommandDialog
      title={t('batch.decline.title')}
      testId="decline-dialog"
      submitDisabled={!reason}
      send={() => batches.decline(detail.id, reason, remark)}
      success="batch.decline.done"
      onClose={onClose}
      onDone={onDone}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <ReasonSelect value={reason} onChange={setReason} reasons={DECLINE_REASONS} testId="decline-reason" />
        <MessageField
          label={t('batch.decline.remark')}
          value={remark}
          onChange={setRemark}
          minRows={2}
          testId="decline-remark"
        />
      </Stack>
    </CommandDialog>
  );
}

/** The buyer declines some items; the rest go on. */
export function DeclineItemsDialog({ detail, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const { batches } = useServices();
  const [chosen, setChosen] = useState<string[]>([]);
  const [reason, setReason] = useState('not_available_for_purchase');
  const open = detail.batch.items.filter((i) => i.state === 'requested');
  return (
    <CommandDialog
      title={t('batch.declineItems.title')}
      testId="decline-items-dialog"
      submitDisabled={chosen.length === 0}
      send={() => batches.declineItems(detail.id, chosen, reason)}
      success="batch.declineItems.done"
      onClose={onClose}
      onDone={onDone}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <CheckList options={open.map(itemOption)} chosen={chosen} onChange={setChosen} />
        <ReasonSelect
          value={reason}
          onChange={setReason}
          reasons={DECLINE_REASONS.filter((r) => r !== 'overdue_unpaid_request')}
          testId="decline-items-reason"
        />
      </Stack>
    </CommandDialog>
  );
}

/** The buyer's internal remark (never shown to the requester). */
export function RemarkDialog({ detail, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const { batches } = useServices();
  const [remark, setRemark] = useState(detail.batch.buyerRemark ?? '');
  return (
    <CommandDialog
      title={t('batch.remark.title')}
      testId="remark-dialog"
      submitDisabled={!remark.trim()}
      send={() => batches.buyerRemark(detail.id, remark.trim())}
      success="batch.remark.done"
      onClose={onClose}
      onDone={onDone}
    >
      <TextField
        sx={{ mt: 1 }}
        fullWidth
        multiline
        minRows={3}
        label={t('batch.remark.label')}
        value={remark}
        onChange={(e) => setRemark(e.target.value)}
      />
    </CommandDialog>
  );
}

/** The buyer moves the request to another overseas warehouse. */
export function WarehouseDialog({ detail, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const { batches } = useServices();
  const [warehouse, setWarehouse] = useState(detail.batch.warehouse);
  return (
    <CommandDialog
      title={t('batch.warehouse.title')}
      testId="warehouse-dialog"
      submitDisabled={warehouse === detail.batch.warehouse}
      send={() => batches.updateWarehouse(detail.id, warehouse)}
      success="batch.warehouse.done"
      onClose={onClose}
      onDone={onDone}
    >
      <SelectField
        sx={{ mt: 1 }}
        fullWidth
        label={t('request.warehouse')}
        value={warehouse}
        onChange={setWarehouse}
        options={WAREHOUSES}
        optionLabel={(w) => t(`request.warehouses.${w}`)}
      />
    </CommandDialog>
  );
}

/** The requester cancels the request (before payment). */
export function CancelDialog({ detail, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const { batches } = useServices();
  return (
    <CommandDialog
      title={t('batch.cancel.title')}
      testId="cancel-dialog"
      submitLabel={t('batch.actions.cancel')}
      send={() => batches.cancel(detail.id)}
      success="batch.cancel.done"
      onClose={onClose}
      onDone={onDone}
    >
      <Typography>{t('batch.cancel.text')}</Typography>
    </CommandDialog>
  );
}
