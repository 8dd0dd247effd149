import { Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';

type Name = 'firstName' | 'lastName';

/**
 * First and last name side by side (stacked on a phone), both required: onboarding's profile and the
 * account page ask for them the same way. `problem` is the translated error to show under a field, if any.
 */
export function NameFields({
  value,
  problem,
  testIds,
  onChange,
}: {
  value: Record<Name, string>;
  problem: (field: Name) => string | undefined;
  testIds: Record<Name, string>;
  onChange: (patch: Partial<Record<Name, string>>) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {(['firstName', 'lastName'] as const).map((field) => (
        <TextField
          key={field}
          fullWidth
          required
          label={t(`onboarding.fields.${field}`)}
          value={value[field]}
          onChange={(e) => onChange({ [field]: e.target.value })}
          error={Boolean(problem(field))}
          helperText={problem(field)}
          slotProps={{ htmlInput: { 'data-testid': testIds[field] } }}
        />
      ))}
    </Stack>
  );
}
