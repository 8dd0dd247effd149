import { useState } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  FormControl,
  FormControlLabel,
  FormLabel,
  LinearProgress,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ArrivalLookupResult, CheckInResult, ParcelCondition } from '@contracts/batch/arrival';
import {
  checkInFormOf,
  checkInServerError,
  emptyCheckIn,
  MAX_PHOTOS,
  PARCEL_CONDITIONS,
  type CheckInErrors,
  type CheckInField,
  type CheckInValues,
} from '@shared/arrival/check-in-form';
import { CheckboxGroupField } from '@shared/ui/checkbox-group-field';
import { PhotoPicker } from '@shared/arrival/photo-picker';
import { useStaffMutation } from '../app/staff-mutation';

type Order = ArrivalLookupResult['results'][number];

/** The items a parcel most likely holds: those with the tracking number read, else every item not yet in. */
export function likelyItems(order: Order, trackingNumber: string): string[] {
  const open = order.items.filter((i) => i.review === null);
  const tracked = trackingNumber ? open.filter((i) => i.tracking_number === trackingNumber) : [];
  return (tracked.length ? tracked : open).map((i) => i.id);
}

/**
 * One parcel's check-in: which items are inside, 1-10 photos, weight (lb), sides (cm), condition
 * with a note. The form's own checks and the server's refusals stand under the field they concern;
 * while the photos go up the button says so and a progress bar runs.
 */
export function CheckInFormCard(p: { order: Order; trackingNumber: string; onDone: (result: CheckInResult) => void }) {
  const translate = useTranslate();
  const [values, setValues] = useState<CheckInValues>(() => ({
    ...emptyCheckIn(likelyItems(p.order, p.trackingNumber)),
    tracking_number: p.trackingNumber,
  }));
  const [errors, setErrors] = useState<CheckInErrors>({});
  const mutation = useStaffMutation(
    (provider, input: { form: Parameters<typeof provider.checkIn>[1]; photos: File[] }) =>
      provider.checkIn(p.order.id, input.form, input.photos),
    { done: 'admin.arrival.checkIn.saved', onSuccess: p.onDone },
  );
  const busy = mutation.isPending;
  const set = <F extends keyof CheckInValues>(field: F, value: CheckInValues[F]) => {
    setValues((v) => ({ ...v, [field]: value }));
    // Editing a field clears its error (the tracking number has none of its own).
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const errorText = (field: CheckInField) => {
    const e = errors[field];
    return e ? translate(e.key, { ...e.params, max: MAX_PHOTOS, _: translate('errors.generic') }) : undefined;
  };
  const submit = () => {
    const checked = checkInFormOf(values);
    if ('errors' in checked) return setErrors(checked.errors);
    setErrors({});
    mutation.mutate(
      { form: checked.form, photos: values.photos },
      {
        // A refusal naming a field stands under it (the notice says it too); others are the notice alone.
        onError: (error) => {
          const under = checkInServerError(error);
          if (under) setErrors({ [under.field]: under.problem });
        },
      },
    );
  };
  const text = (field: 'weight' | 'length_cm' | 'width_cm' | 'height_cm', unit: string) => (
    <TextField
      fullWidth
      required
      size="small"
      label={translate(`admin.arrival.checkIn.fields.${field}`)}
      value={values[field]}
      onChange={(e) => set(field, e.target.value)}
      error={Boolean(errors[field])}
      helperText={errorText(field) ?? unit}
      disabled={busy}
      slotProps={{
        htmlInput: { 'data-testid': `check-in-${field}`, inputMode: 'decimal' },
        formHelperText: { 'data-testid': `check-in-${field}-helper` } as object,
      }}
    />
  );
  return (
    <Card variant="outlined" data-testid="check-in-form" data-batch={p.order.batch_number}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="h6" component="h2">
          {translate('admin.arrival.checkIn.parcelOf', { batch: p.order.batch_number })}
        </Typography>
        <CheckboxGroupField
          legend={translate('admin.arrival.checkIn.fields.items')}
          options={p.order.items}
          checked={(item) => values.items.includes(item.id)}
          onToggle={(item, checked) =>
            set('items', checked ? [...values.items, item.id] : values.items.filter((i) => i !== item.id))
          }
          optionKey={(item) => item.id}
          optionLabel={(item) =>
            `${item.name} × ${item.quantity}${item.tracking_number ? ` · ${item.tracking_number}` : ''}${
              item.review ? ` · ${translate(`order.arrival.status.${item.review}`)}` : ''
            }`
          }
          optionDisabled={(item) => item.review !== null}
          optionTestId={(item) => `check-in-item-${item.id}`}
          error={errors.items ? errorText('items') : null}
          errorTestId="check-in-items-error"
          disabled={busy}
          labelSx={{ overflowWrap: 'anywhere' }}
        />
        <PhotoPicker
          photos={values.photos}
          onChange={(photos) => set('photos', photos)}
          t={translate}
          label={translate('admin.arrival.checkIn.takePhotos')}
          testId="check-in-photos"
          max={MAX_PHOTOS}
          error={errorText('photos')}
          disabled={busy}
        />
        {text('weight', translate('admin.arrival.checkIn.units.lb'))}
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1 }}>
          {text('length_cm', 'cm')}
          {text('width_cm', 'cm')}
          {text('height_cm', 'cm')}
        </Box>
        <FormControl component="fieldset" error={Boolean(errors.condition)} disabled={busy}>
          <FormLabel component="legend">{translate('admin.arrival.checkIn.fields.condition')}</FormLabel>
          <RadioGroup
            row
            value={values.condition}
            onChange={(e) => set('condition', e.target.value as ParcelCondition)}
          >
            {PARCEL_CONDITIONS.map((c) => (
              <FormControlLabel
                key={c}
                value={c}
                control={<Radio slotProps={{ input: { 'data-testid': `check-in-condition-${c}` } as object }} />}
                label={translate(`order.arrival.conditions.${c}`)}
              />
            ))}
          </RadioGroup>
        </FormControl>
        <TextField
          fullWidth
          multiline
          minRows={2}
          size="small"
          required={values.condition !== 'good'}
          label={translate('admin.arrival.checkIn.fields.note')}
          value={values.note}
          onChange={(e) => set('note', e.target.value)}
          error={Boolean(errors.note)}
          helperText={errorText('note')}
          disabled={busy}
          slotProps={{ htmlInput: { 'data-testid': 'check-in-note', maxLength: 1000 } }}
        />
        <TextField
          fullWidth
          size="small"
          label={translate('admin.arrival.checkIn.fields.tracking_number')}
          value={values.tracking_number}
          onChange={(e) => set('tracking_number', e.target.value)}
          disabled={busy}
          slotProps={{ htmlInput: { 'data-testid': 'check-in-tracking', maxLength: 40 } }}
        />
        {busy && (
          <LinearProgress aria-label={translate('admin.arrival.checkIn.sending')} data-testid="check-in-progress" />
        )}
        <Button variant="contained" size="large" onClick={submit} disabled={busy} data-testid="check-in-submit">
          {translate(busy ? 'admin.arrival.checkIn.sending' : 'admin.arrival.checkIn.submit')}
        </Button>
      </CardContent>
    </Card>
  );
}
