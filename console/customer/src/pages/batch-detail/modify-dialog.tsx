import { useState } from 'react';
import { Alert, Checkbox, FormControlLabel, Grid, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { BatchDetail } from '@contracts/batch/batch-detail';
import type { CommandResult } from '@contracts/batch/batch-commands';
import { ApiClientError } from '@shared/api/http-client';
import { useServices } from '../../app/services';
import { CommandDialog } from '../../commands/command-dialog';
import {
  localShippingMismatch,
  modifyDraftOf,
  modifyInvalid,
  toModifyBody,
  type ModifyDraft,
  type ModifyRow,
} from './modify-form';

interface Props {
  detail: BatchDetail;
  onClose: () => void;
  onDone: (result: CommandResult) => void;
}

/** The buyer confirms or updates quantity, weight, price and shipping (spec §4), optionally waiving the service fee. */
/** The batch-wide fields under the items: draft key and label. */
const SUMMARY_FIELDS = [
  ['localShippingFee', 'batch.modify.localShipping'],
  ['additionalFee', 'batch.modify.additionalFee'],
  ['remark', 'batch.modify.remark'],
] as const;

export function ModifyDialog({ detail, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const { batches } = useServices();
  const [draft, setDraft] = useState<ModifyDraft>(() => modifyDraftOf(detail));
  const mismatch = localShippingMismatch(draft);
  // The new figures change an applied coupon's discount: the server asks for an explicit confirmation.
  const [couponAsked, setCouponAsked] = useState(false);
  const [couponConfirmed, setCouponConfirmed] = useState(false);
  // Spec §9: the server refuses a volumetric weight over 5 × the actual one; the item's row says so.
  const [overCap, setOverCap] = useState<string>();
  const setRow = (id: string, patch: Partial<ModifyRow>) => {
    if (id === overCap) setOverCap(undefined);
    setDraft((d) => ({ ...d, rows: d.rows.map((r) => (r.id === id ? { ...r, ...patch } : r)) }));
  };
  const field = (
    row: ModifyRow,
    index: number,
    key: 'quantity' | 'weight' | 'price' | 'sellerShipping' | 'lengthCm' | 'widthCm' | 'heightCm',
    label: string,
  ) => (
    <TextField
      size="small"
      fullWidth
      label={t(label)}
      value={row[key]}
      onChange={(e) => setRow(row.id, { [key]: e.target.value })}
      slotProps={{ htmlInput: { 'data-testid': `modify-${index}-${key}` } }}
    />
  );
  // The server asks before changing an applied coupon's discount: the question replaces the red notice.
  const couponQuestion = (error: unknown) => {
    if (error instanceof ApiClientError && error.code === 'PRICING_VOLUMETRIC_OVER_CAP')
      setOverCap(typeof error.params.item_id === 'string' ? error.params.item_id : undefined);
    const asked = error instanceof ApiClientError && error.code === 'COUPON_UPDATE_NOT_CONFIRMED';
    if (asked) setCouponAsked(true);
    return asked;
  };
  return (
    <CommandDialog
      title={t('batch.modify.title')}
      testId="modify-dialog"
      submitDisabled={mismatch || modifyInvalid(draft) || (couponAsked && !couponConfirmed)}
      send={() =>
        batches.modifyItems(detail.id, {
          ...toModifyBody(draft, detail.batch.fees?.currency ?? 'USD'),
          confirm_coupon_update: couponConfirmed || undefined,
        })
      }
      success="batch.modify.succeeded"
      failure="batch.modify.failed"
      handled={couponQuestion}
      onClose={onClose}
      onDone={onDone}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {draft.rows.map((row, index) => (
          <Grid container spacing={1} key={row.id} sx={{ alignItems: 'center' }}>
            <Grid size={{ xs: 12, md: 4 }}>
              <Typography>{row.name}</Typography>
            </Grid>
            <Grid size={{ xs: 3, md: 2 }}>{field(row, index, 'quantity', 'batch.items.quantity')}</Grid>
            <Grid size={{ xs: 3, md: 2 }}>{field(row, index, 'weight', 'batch.modify.weightLb')}</Grid>
            <Grid size={{ xs: 3, md: 2 }}>{field(row, index, 'price', 'batch.items.price')}</Grid>
            <Grid size={{ xs: 3, md: 2 }}>{field(row, index, 'sellerShipping', 'batch.items.sellerShipping')}</Grid>
            {/* Spec §9: measured sides; the charged weight follows the volumetric rule. */}
            <Grid size={{ xs: 12, md: 4 }}>
              <Typography variant="body2" color="text.secondary">
                {t('batch.modify.dimensions')}
              </Typography>
            </Grid>
            <Grid size={{ xs: 4, md: 2 }}>{field(row, index, 'lengthCm', 'batch.modify.lengthCm')}</Grid>
            <Grid size={{ xs: 4, md: 2 }}>{field(row, index, 'widthCm', 'batch.modify.widthCm')}</Grid>
            <Grid size={{ xs: 4, md: 2 }}>{field(row, index, 'heightCm', 'batch.modify.heightCm')}</Grid>
            {overCap === row.id && (
              <Grid size={12}>
                <Alert severity="error" data-testid={`modify-${index}-volumetric-error`}>
                  {t('errors.PRICING_VOLUMETRIC_OVER_CAP')}
                </Alert>
              </Grid>
            )}
          </Grid>
        ))}
        <Grid container spacing={1}>
          {SUMMARY_FIELDS.map(([key, label]) => (
            <Grid key={key} size={{ xs: 12, md: 4 }}>
              <TextField
                size="small"
                fullWidth
                label={t(label)}
                value={draft[key]}
                onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
                // Only the local shipping fee is checked against the items' seller shipping.
                error={key === 'localShippingFee' ? mismatch : undefined}
                slotProps={
                  key === 'localShippingFee' ? { htmlInput: { 'data-testid': 'modify-local-shipping' } } : undefined
                }
              />
            </Grid>
          ))}
        </Grid>
        {mismatch && (
          <Alert severity="error" data-testid="local-shipping-error">
            {t('batch.modify.summaryError')}
          </Alert>
        )}
        {couponAsked && (
          <Alert severity="warning" data-testid="modify-coupon-question">
            <FormControlLabel
              control={
                <Checkbox
                  checked={couponConfirmed}
                  onChange={(e) => setCouponConfirmed(e.target.checked)}
                  slotProps={{ input: { 'data-testid': 'modify-confirm-coupon' } as object }}
                />
              }
              label={t('batch.modify.confirmCoupon')}
            />
          </Alert>
        )}
        <FormControlLabel
          control={
            <Checkbox checked={draft.finalFee} onChange={(e) => setDraft({ ...draft, finalFee: e.target.checked })} />
          }
          label={t('batch.modify.finalFee')}
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={draft.waiveServiceFee}
              onChange={(e) => setDraft({ ...draft, waiveServiceFee: e.target.checked })}
            />
          }
          label={t('batch.modify.waiveServiceFee')}
        />
      </Stack>
    </CommandDialog>
  );
}
