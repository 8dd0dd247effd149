import { Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ID_NUMBER_COUNTRY_ID, normaliseBirthday, type ProfileForm } from './onboarding-rules';
import { NameFields } from '../../components/name-fields';

interface Props {
  userCode: string;
  email: string;
  countryName: string;
  countryId: number | undefined;
  form: ProfileForm;
  errors: Partial<Record<keyof ProfileForm, string>>;
  touched: boolean;
  onChange: (patch: Partial<ProfileForm>) => void;
}

export function ProfileStep({ userCode, email, countryName, countryId, form, errors, touched, onChange }: Props) {
  const { t } = useTranslation();
  const shown = (field: keyof ProfileForm) => (touched && errors[field] ? t(errors[field]) : undefined);
  return (
    <Stack spacing={2} data-testid="onboarding-profile">
      <TextField label={t('onboarding.fields.userCode')} value={userCode} disabled />
      <TextField label={t('onboarding.fields.email')} value={email} disabled />
      <TextField label={t('onboarding.fields.country')} value={countryName} disabled />
      <NameFields
        value={form}
        problem={shown}
        testIds={{ firstName: 'first-name', lastName: 'last-name' }}
        onChange={onChange}
      />
      <TextField
        required
        label={t('onboarding.fields.birthday')}
        placeholder="YYYY-MM-DD"
        value={form.birthday}
        onChange={(e) => onChange({ birthday: e.target.value })}
        // Spec §5: a birthday in any other shape is cleared rather than kept half-valid.
        onBlur={(e) => onChange({ birthday: normaliseBirthday(e.target.value) })}
        error={Boolean(shown('birthday'))}
        helperText={shown('birthday') ?? t('onboarding.hints.birthday')}
        slotProps={{ htmlInput: { 'data-testid': 'birthday' } }}
      />
      {countryId === ID_NUMBER_COUNTRY_ID && (
        <TextField
          required
          label={t('onboarding.fields.idNumber')}
          value={form.idNumber}
          onChange={(e) => onChange({ idNumber: e.target.value.toUpperCase() })}
          error={Boolean(shown('idNumber'))}
          helperText={shown('idNumber') ?? t('onboarding.hints.idNumber')}
          color="warning"
          slotProps={{ htmlInput: { maxLength: 10, 'data-testid': 'id-number' } }}
        />
      )}
    </Stack>
  );
}
