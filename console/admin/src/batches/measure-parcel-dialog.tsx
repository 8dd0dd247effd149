import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useRecordContext, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { useStaffMutation } from '../app/staff-mutation';
import { displayText } from '../app/display-text';
import {
  EMPTY_MEASURE,
  measurable,
  measureBody,
  serverFieldError,
  type FieldErrors,
  type MeasureField,
  type MeasureValues,
} from './measure-parcel-form';
import type { MeasureParcelBody } from '@contracts/batch/order-commands';
import { SelectField } from '@shared/ui/select-field';

type Row = Record<string, unknown>;
const arr = (v: unknown): Row[] => (Array.isArray(v) ? (v as Row[]) : []);

/**
 * Spec §9 at the warehouse stages: staff enter what they measured of one item (weight in pounds,
 * sides in centimetres) → `POST /api/batch/orders/measure_parcel/{id}`. Offered only when the
 * machine allows `MeasureParcel` (the caller checks `allowed_commands`). Errors stand under the
 * field they concern, the form's own and the server's (its codes as i18n keys); on success the
 * page refreshes and shows the parcel ruling.
 */
export function MeasureParcelAction({ disabled }: { disabled?: boolean }) {
  const record = useRecordContext<RaRecord>();
  const translate = useTranslate();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<MeasureValues>(EMPTY_MEASURE);
  const [errors, setErrors] = useState<FieldErrors>({});
  const mutation = useStaffMutation(
    (provider, input: { id: string; body: MeasureParcelBody }) => provider.measureParcel(input.id, input.body),
    {
      done: 'admin.measureParcel.done',
      onSuccess: () => {
        setOpen(false);
        refresh();
      },
    },
  );
  if (!record) return null;
  const items = arr(record.items).filter(measurable);
  const busy = mutation.isPending;

  const start = () => {
    setValues({ ...EMPTY_MEASURE, item: items.length === 1 ? String(items[0].id) : '' });
    setErrors({});
    setOpen(true);
  };
  const set = (field: MeasureField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const submit = () => {
    const checked = measureBody(values);
    if ('errors' in checked) return setErrors(checked.errors);
    setErrors({});
    mutation.mutate(
      { id: String(record.id), body: checked.body },
      {
        onError: (error) => {
          const under = serverFieldError(error);
          if (under) setErrors({ [under.field]: under.error });
        },
      },
    );
  };
  const helper = (field: MeasureField, hint?: string) => {
    const e = errors[field];
    if (e) return <span data-testid={`measure-error-${field}`}>{translate(e.key, { ...e.params, _: e.key })}</span>;
    return hint ? translate(hint) : undefined;
  };
  const text = (field: Exclude<MeasureField, 'item'>, hint?: string) => (
    <TextField
      margin="dense"
      fullWidth
      required={field !== 'weight'}
      label={translate(`admin.measureParcel.fields.${field}`)}
      value={values[field]}
      onChange={(e) => set(field, e.target.value)}
      error={Boolean(errors[field])}
      helperText={helper(field, hint)}
      slotProps={{ htmlInput: { 'data-testid': `measure-field-${field}`, inputMode: 'decimal' } }}
    />
  );

  return (
    <>
      <Button
        variant="outlined"
        size="small"
        disabled={disabled || busy}
        data-testid="admin-action-measureParcel"
        onClick={start}
      >
        {translate('admin.measureParcel.action')}
      </Button>
      <Dialog open={open} onClose={() => !busy && setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>{translate('admin.measureParcel.title')}</DialogTitle>
        <DialogContent data-testid="measure-parcel-dialog">
          <SelectField
            margin="dense"
            fullWidth
            required
            label={translate('admin.measureParcel.fields.item')}
            value={values.item}
            onChange={(item) => set('item', item)}
            error={Boolean(errors.item)}
            helperText={helper('item')}
            options={items}
            optionValue={(item) => String(item.id)}
            optionLabel={(item) => displayText(item.name, String(item.id))}
            testId="measure-field-item"
            optionTestId="measure-field-item-option"
          />
          {text('weight', 'admin.measureParcel.weightHint')}
          {text('length_cm')}
          {text('width_cm')}
          {text('height_cm')}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
          <Button variant="contained" data-testid="measure-parcel-submit" disabled={busy} onClick={submit}>
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
