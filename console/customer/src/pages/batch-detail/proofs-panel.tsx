import { useState } from 'react';
import {
  Box,
  Button,
  IconButton,
  Link,
  List,
  ListItem,
  ListItemAvatar,
  ListItemText,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../batch-machine/batch-actor';
import type { BatchDetail } from '@contracts/batch/batch-detail';
import type { CommandResult } from '@contracts/batch/batch-commands';
import type { ProofFields } from '@contracts/batch/order-detail';
import { useServices } from '../../app/services';
import { CommandDialog } from '../../commands/command-dialog';
import { useCommand } from '../../commands/use-command';
import { CommandFailureAlert } from '../../commands/command-failure';
import { useCommandDialogs } from '../../commands/use-command-dialogs';
import { formatMoney, toMinor } from '../batch-shared/format';
import { SelectField } from '@shared/ui/select-field';
import { ProofFileField } from './proof-file-field';

export const PROOF_TYPES = ['receipt', 'invoice', 'refund', 'other'] as const;

const EMPTY: ProofFields = {
  receipt_amount: '',
  refund_amount: '',
  master_purchase_transaction_batch_number: '',
  shop_name: '',
  proof_type: 'receipt',
  proof_remark: '',
  transaction_account_id: '',
};

const TEXT_FIELDS: Array<keyof ProofFields> = [
  'receipt_amount',
  'refund_amount',
  'master_purchase_transaction_batch_number',
  'shop_name',
  'transaction_account_id',
  'proof_remark',
];

function UploadProofDialog({
  detail,
  onClose,
  onDone,
}: {
  detail: BatchDetail;
  onClose: () => void;
  onDone: (r: CommandResult) => void;
}) {
  const { t } = useTranslation();
  const { orders } = useServices();
  const [fields, setFields] = useState<ProofFields>({
    ...EMPTY,
    master_purchase_transaction_batch_number: detail.batch_number,
  });
  const [file, setFile] = useState<File | null>(null);
  // Amounts are typed in the fees' currency and sent in its minor units (the server's rule).
  const currency = detail.batch.fees?.currency ?? 'USD';
  const receipt = toMinor(fields.receipt_amount, currency);
  const refund = fields.refund_amount.trim() === '' ? 0 : toMinor(fields.refund_amount, currency);
  const amountOk = !Number.isNaN(receipt) && !Number.isNaN(refund);
  // Submit is disabled until a valid file is chosen.
  const chosenFile = file as File;
  return (
    <CommandDialog
      title={t('order.proof.title')}
      testId="proof-dialog"
      submitDisabled={!file || !amountOk || !fields.shop_name.trim()}
      send={() =>
        orders.uploadProof(
          detail.id,
          { ...fields, receipt_amount: String(receipt), refund_amount: String(refund) },
          chosenFile,
        )
      }
      success="order.proof.uploaded"
      onClose={onClose}
      onDone={onDone}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <SelectField
          label={t('order.proof.fields.proof_type')}
          value={fields.proof_type}
          onChange={(proof_type) => setFields({ ...fields, proof_type })}
          options={PROOF_TYPES}
          optionLabel={(p) => t(`order.proof.types.${p}`)}
          testId="proof-type"
          optionTestId="proof-type-option"
        />
        {TEXT_FIELDS.map((name) => (
          <TextField
            key={name}
            label={t(`order.proof.fields.${name}`)}
            value={fields[name]}
            onChange={(e) => setFields({ ...fields, [name]: e.target.value })}
            slotProps={{ htmlInput: { 'data-testid': `proof-${name}` } }}
          />
        ))}
        <ProofFileField file={file} onChange={setFile} />
      </Stack>
    </CommandDialog>
  );
}

/** Receipts (proofs): the buyer uploads and deletes them while the order is being bought; both sides see them. */
export function ProofsPanel({
  detail,
  buyer,
  onChanged,
}: {
  detail: BatchDetail;
  buyer: boolean;
  onChanged: (position?: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const currency = detail.batch.fees?.currency ?? 'USD';
  const { orders } = useServices();
  const { busy, run, failure } = useCommand();
  const dialogs = useCommandDialogs<'upload'>(onChanged);
  const proofs = detail.proofs ?? [];
  const can = useCan();
  // Receipts are the buyer's: upload and delete are offered as the machine grants them.
  const canUpload = buyer && can('UploadProof');
  const canDelete = buyer && can('DeleteProof');
  if (!canUpload && proofs.length === 0) return null;
  const remove = async (proofId: string) => {
    const outcome = await run(() => orders.deleteProof(detail.id, proofId, detail.batch_number), {
      success: 'order.proof.deleted',
    });
    if (outcome.ok) onChanged(outcome.value.position);
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="proofs-panel">
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <Typography variant="subtitle1" sx={{ flexGrow: 1 }}>
          {t('order.proof.heading')}
        </Typography>
        {canUpload && (
          <Button variant="outlined" onClick={() => dialogs.show('upload')} data-testid="action-upload-proof">
            {t('order.proof.upload')}
          </Button>
        )}
      </Box>
      <List dense>
        {proofs.map((p) => (
          <ListItem
            key={p.id}
            data-testid="proof-row"
            secondaryAction={
              canDelete && (
                <IconButton
                  edge="end"
                  aria-label={t('order.proof.delete')}
                  disabled={busy}
                  onClick={() => void remove(p.id)}
                  data-testid="proof-delete"
                >
                  <DeleteOutlineIcon />
                </IconButton>
              )
            }
          >
            {p.url && (
              // The receipt's picture at a glance; its name beside it opens it whole.
              <ListItemAvatar>
                <Box
                  component="img"
                  src={p.url}
                  alt=""
                  sx={{ width: 48, height: 48, objectFit: 'cover', borderRadius: 1, display: 'block' }}
                  data-testid="proof-thumbnail"
                />
              </ListItemAvatar>
            )}
            <ListItemText
              primary={
                p.url ? (
                  <Link href={p.url} target="_blank" rel="noreferrer noopener">
                    {p.shop_name || p.file_name || p.id}
                  </Link>
                ) : (
                  p.shop_name || p.id
                )
              }
              secondary={[
                p.proof_type && t(`order.proof.types.${p.proof_type}`, { defaultValue: p.proof_type }),
                p.receipt_amount != null ? formatMoney(Number(p.receipt_amount), currency, i18n.language) : null,
                p.proof_remark,
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          </ListItem>
        ))}
      </List>
      <CommandFailureAlert failure={failure} testId="proofs-error" />
      {dialogs.open === 'upload' && <UploadProofDialog detail={detail} {...dialogs.hosted} />}
    </Paper>
  );
}
