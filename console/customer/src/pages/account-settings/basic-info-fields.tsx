import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { normaliseBirthday, requiredError } from '../onboarding/onboarding-rules';
import { NameFields } from '../../components/name-fields';

export interface BasicInfoForm {
  firstName: string;
  lastName: string;
  birthday: string;
  gender: string;
  paypal: string;
}

export function basicInfoErrors(form: BasicInfoForm): Partial<Record<keyof BasicInfoForm, string>> {
  const errors: Partial<Record<keyof BasicInfoForm, string>> = {
    firstName: requiredError(form.firstName),
    lastName: requiredError(form.lastName),
    paypal: form.paypal && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(form.paypal) ? 'errors.wrongFormat' : undefined,
  };
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v !== undefined));
}

interface Props {
  form: BasicInfoForm;
  errors: Partial<Record<keyof BasicInfoForm, string>>;
  email: string;
  /** Buyers are paid their earnings by PayPal (spec §3), so only they see the field. */
  buyer: boolean;
  onChange: (patch: Partial<BasicInfoForm>) => void;
}

export function BasicInfoFields({ form, errors, email, buyer, onChange }: Props) {
  const { t } = useTranslation();
  const helper = (field: keyof BasicInfoForm) => (errors[field] ? t(errors[field]) : undefined);
  return (
    <Stack spacing={2}>
      <TextField label={t('onboarding.fields.email')} value={email} disabled />
      <NameFields
        value={form}
        problem={helper}
        testIds={{ firstName: 'settings-firstName', lastName: 'settings-lastName' }}
        onChange={onChange}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          fullWidth
          label={t('onboarding.fields.birthday')}
          placeholder="YYYY-MM-DD"
          value={form.birthday}
          onChange={(e) => onChange({ birthday: e.target.value })}
          onBlur={(e) => onChange({ birthday: normaliseBirthday(e.target.value) })}
          helperText={t('onboarding.hints.birthday')}
        />
        <TextField
          fullWidth
          select
          label={t('account.gender')}
          value={form.gender}
          onChange={(e) => onChange({ gender: e.target.value })}
        >
          <MenuItem value="">{t('account.genders.unspecified')}</MenuItem>
          <MenuItem value="male">{t('account.genders.male')}</MenuItem>
          <MenuItem value="female">{t('account.genders.female')}</MenuItem>
        </TextField>
      </Stack>
      {buyer && (
        <TextField
          label={t('account.paypal')}
          value={form.paypal}
          onChange={(e) => onChange({ paypal: e.target.value })}
          error={Boolean(errors.paypal)}
          helperText={helper('paypal') ?? t('account.paypalHint')}
        />
      )}
    </Stack>
  );
}
