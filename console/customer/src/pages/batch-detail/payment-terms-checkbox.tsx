import { Checkbox, FormControlLabel, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/**
 * Spec §5: the payment terms and the refund policy are agreed before any card payment (the checkout's
 * and a higher revision's increase alike); the server refuses a payment without it.
 */
export function PaymentTermsCheckbox({
  checked,
  onChange,
  testId,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <FormControlLabel
      sx={{ mt: 1 }}
      control={
        <Checkbox
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          slotProps={{ input: { 'data-testid': testId } as object }}
        />
      }
      label={
        <>
          {t('checkout.agree')}{' '}
          <Link component={RouterLink} to="/paymentTerms" target="_blank">
            {t('checkout.terms')}
          </Link>{' '}
          {t('checkout.and')}{' '}
          <Link component={RouterLink} to="/refund" target="_blank">
            {t('checkout.refundPolicy')}
          </Link>
        </>
      }
    />
  );
}
