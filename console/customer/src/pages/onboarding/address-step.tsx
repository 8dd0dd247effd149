import { Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Place } from '@contracts/reference';
import { ZIPCODE_MAX, type AddressForm } from './onboarding-rules';
import type { AddressPlaces } from './use-address-places';
import { SelectField } from '@shared/ui/select-field';

interface Props {
  form: AddressForm;
  errors: Partial<Record<keyof AddressForm, string>>;
  touched: boolean;
  onChange: (patch: Partial<AddressForm>) => void;
  /** The country's pick-lists (useAddressPlaces); region/district or state/city are ids, not free text. */
  places: AddressPlaces;
  testIdPrefix?: string;
}

type PlaceField = 'region' | 'district' | 'state' | 'city';

/** Address fields shared by onboarding and account settings; line 2 and the zip code are optional. */
export function AddressFields({ form, errors, touched, onChange, places, testIdPrefix = 'address' }: Props) {
  const { t } = useTranslation();
  const problem = (name: keyof AddressForm) => (touched && errors[name] ? t(errors[name]) : undefined);
  const text = (name: 'addressLine1' | 'addressLine2' | 'zipcode', required: boolean, maxLength?: number) => (
    <TextField
      fullWidth
      required={required}
      label={t(`onboarding.fields.${name}`)}
      value={form[name]}
      onChange={(e) => onChange({ [name]: e.target.value })}
      error={Boolean(problem(name))}
      helperText={problem(name)}
      slotProps={{ htmlInput: { 'data-testid': `${testIdPrefix}-${name}`, maxLength } }}
    />
  );
  const select = (name: PlaceField, options: Place[], onPick: (value: string) => void) => (
    <SelectField
      fullWidth
      required
      label={t(`onboarding.fields.${name}`)}
      // Until the rows arrive, a stored id has no option to show; keep the field empty meanwhile.
      value={options.some((o) => String(o.id) === form[name]) ? form[name] : ''}
      onChange={onPick}
      error={Boolean(problem(name))}
      helperText={problem(name)}
      options={options}
      optionValue={(o) => String(o.id)}
      optionLabel={(o) => o.name}
      testId={`${testIdPrefix}-${name}`}
      optionTestId={`${testIdPrefix}-${name}-option`}
    />
  );
  return (
    <Stack spacing={2}>
      {text('addressLine1', true)}
      {text('addressLine2', false)}
      {places.kind === 'regions' && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {select('region', places.regions, (value) => onChange({ region: value, district: '' }))}
          {places.hasChildren && select('district', places.districts, (value) => onChange({ district: value }))}
        </Stack>
      )}
      {places.kind === 'states' && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {select('state', places.states, (value) => onChange({ state: value, city: '' }))}
          {places.hasChildren && select('city', places.cities, (value) => onChange({ city: value }))}
        </Stack>
      )}
      {text('zipcode', false, ZIPCODE_MAX)}
    </Stack>
  );
}
