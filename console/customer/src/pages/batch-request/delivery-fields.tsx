import { FormControlLabel, Grid, Radio, RadioGroup, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { PickupLocation } from '@contracts/batch/batch-detail';
import {
  WAREHOUSES,
  type AddressDraft,
  type DeliveryChoice,
  type FieldErrors,
  type RequestDraft,
} from './request-form';
import { SelectField } from '@shared/ui/select-field';

interface Props {
  draft: RequestDraft;
  locations: PickupLocation[];
  errors: FieldErrors;
  onChange: (patch: Partial<RequestDraft>) => void;
}

/** Warehouse, then a pickup location (GET /api/location/) or a delivery address. */
export function DeliveryFields({ draft, locations, errors, onChange }: Props) {
  const { t } = useTranslation();
  const address = (field: keyof AddressDraft, apiField: string, label: string) => (
    <TextField
      fullWidth
      size="small"
      label={t(label)}
      value={draft.address[field]}
      onChange={(e) => onChange({ address: { ...draft.address, [field]: e.target.value } })}
      error={Boolean(errors[`shipping_address.${apiField}`])}
      helperText={errors[`shipping_address.${apiField}`] ? t(errors[`shipping_address.${apiField}`]) : undefined}
      slotProps={{ htmlInput: { 'data-testid': `address-${field}` } }}
    />
  );
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <SelectField
          fullWidth
          size="small"
          label={t('request.warehouse')}
          value={draft.warehouse}
          onChange={(warehouse) => onChange({ warehouse })}
          error={Boolean(errors.warehouse)}
          helperText={errors.warehouse ? t(errors.warehouse) : undefined}
          options={WAREHOUSES}
          optionLabel={(w) => t(`request.warehouses.${w}`)}
        />
      </Grid>
      <Grid size={{ xs: 12 }}>
        <RadioGroup
          row
          value={draft.delivery}
          onChange={(e) => onChange({ delivery: e.target.value as DeliveryChoice })}
        >
          <FormControlLabel
            value="pickup"
            control={<Radio slotProps={{ input: { 'data-testid': 'delivery-pickup' } as object }} />}
            label={t('request.delivery.pickup')}
          />
          <FormControlLabel
            value="address"
            control={<Radio slotProps={{ input: { 'data-testid': 'delivery-address' } as object }} />}
            label={t('request.delivery.address')}
          />
        </RadioGroup>
      </Grid>
      {draft.delivery === 'pickup' ? (
        <Grid size={{ xs: 12, md: 6 }}>
          <SelectField
            fullWidth
            size="small"
            label={t('request.delivery.location')}
            value={draft.pickupLocationId}
            onChange={(pickupLocationId) => onChange({ pickupLocationId })}
            error={Boolean(errors.pickup_location_id)}
            helperText={errors.pickup_location_id ? t(errors.pickup_location_id) : undefined}
            options={locations}
            optionValue={(l) => l.id}
            optionLabel={(l) => `${l.name}${l.district ? ` (${l.district})` : ''}`}
            testId="pickup-location"
            optionTestId="pickup-location-option"
          />
        </Grid>
      ) : (
        <>
          <Grid size={{ xs: 12, md: 6 }}>
            {address('recipientName', 'recipient_name', 'request.address.recipientName')}
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            {address('recipientEmail', 'recipient_email', 'request.address.recipientEmail')}
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            {address('contactNumber', 'contact_number', 'request.address.contactNumber')}
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            {address('addressLine1', 'address_line1', 'request.address.addressLine1')}
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            {address('addressLine2', 'address_line2', 'request.address.addressLine2')}
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>{address('district', 'district', 'request.address.district')}</Grid>
        </>
      )}
    </Grid>
  );
}
