import { Checkbox, FormControlLabel, FormHelperText, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/** Spec §5 "Terms must be accepted at signup": the box must be ticked; the server records the version and time. */
export function TermsCheckbox({
  checked,
  showError,
  onChange,
}: {
  checked: boolean;
  showError: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FormControlLabel
        sx={{ mt: 2 }}
        control={
          <Checkbox
            checked={checked}
            onChange={(e) => onChange(e.target.checked)}
            slotProps={{ input: { 'data-testid': 'onboarding-terms' } as object }}
          />
        }
        label={
          <>
            {t('onboarding.terms.accept')}{' '}
            <Link component={RouterLink} to="/tnc" target="_blank" rel="noopener">
              {t('onboarding.terms.link')}
            </Link>
          </>
        }
      />
      {showError && !checked && <FormHelperText error>{t('onboarding.terms.required')}</FormHelperText>}
    </>
  );
}
