import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { CustomerAccountType } from '@contracts/accounts';

/** Sign up as a requester ("Request Items") or a buyer ("Help Buy Items"), spec §1. */
export function AccountTypeChoice({
  value,
  onChange,
}: {
  value: CustomerAccountType;
  onChange: (type: CustomerAccountType) => void;
}) {
  const { t } = useTranslation();
  const option = (type: CustomerAccountType, key: 'requester' | 'buyer') => (
    <FormControlLabel
      value={type}
      control={<Radio slotProps={{ input: { 'data-testid': `account-type-${type}` } as object }} />}
      label={
        <>
          <Typography component="span" sx={{ fontWeight: 600 }}>
            {t(`onboarding.accountType.${key}`)}
          </Typography>
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            {t(`onboarding.accountType.${key}Hint`)}
          </Typography>
        </>
      }
    />
  );
  return (
    <FormControl data-testid="account-type-choice">
      <FormLabel id="account-type-label">{t('onboarding.accountType.label')}</FormLabel>
      <RadioGroup
        aria-labelledby="account-type-label"
        value={value}
        onChange={(e) => onChange(e.target.value === 'b' ? 'b' : 'r')}
      >
        {option('r', 'requester')}
        {option('b', 'buyer')}
      </RadioGroup>
    </FormControl>
  );
}
