import { useState } from 'react';
import { Alert, Box, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../components/page-container';
import { LegalSections } from './legal.page';

/**
 * Payment terms with an agree button (spec §2: the route is not shown; ours is /paymentTerms).
 * The agreement is remembered for this browser session, so the page shows it as given. The pay
 * dialog still asks for the terms and refund policy on every payment, and the server refuses a
 * payment without that agreement (PAYMENT_TERMS_NOT_AGREED).
 */
const AGREED_KEY = 'hkc.paymentTermsAgreed';

export function PaymentTermsPage() {
  const { t } = useTranslation();
  const [agreed, setAgreed] = useState(() => window.sessionStorage.getItem(AGREED_KEY) === 'yes');
  const agree = () => {
    window.sessionStorage.setItem(AGREED_KEY, 'yes');
    setAgreed(true);
  };
  return (
    <PageContainer
      title={t('legal.paymentTerms.title')}
      intro={t('legal.paymentTerms.intro')}
      testId="page-paymentTerms"
    >
      <LegalSections document="paymentTerms" />
      <Box sx={{ mt: 4 }}>
        {agreed ? (
          <Alert severity="success">{t('legal.paymentTerms.agreed')}</Alert>
        ) : (
          <Button variant="contained" onClick={agree} data-testid="payment-terms-agree">
            {t('legal.paymentTerms.agree')}
          </Button>
        )}
      </Box>
    </PageContainer>
  );
}
