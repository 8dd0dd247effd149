import { Box, Card, CardContent, Typography } from '@mui/material';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import TouchAppIcon from '@mui/icons-material/TouchApp';
import PublicIcon from '@mui/icons-material/Public';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { useTranslation } from '@shared/i18n/react';
import { PageContainer } from '../../components/page-container';

// Spec §1 names these six reasons, in this order.
const STEPS = [
  { key: 'saveTime', Icon: AccessTimeIcon },
  { key: 'convenient', Icon: TouchAppIcon },
  { key: 'internationalShipping', Icon: PublicIcon },
  { key: 'singlePayment', Icon: CreditCardIcon },
  { key: 'transparentPricing', Icon: ReceiptLongIcon },
  { key: 'riskFree', Icon: VerifiedUserIcon },
] as const;

export function WhyUsPage() {
  const { t } = useTranslation();
  return (
    <PageContainer title={t('whyUs.title')} intro={t('whyUs.intro')} testId="page-whyUs">
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' }, gap: 3 }}>
        {STEPS.map(({ key, Icon }) => (
          <Card key={key} variant="outlined">
            <CardContent>
              <Icon color="primary" sx={{ fontSize: 44 }} />
              <Typography variant="h6" component="h2" gutterBottom>
                {t(`whyUs.steps.${key}.title`)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t(`whyUs.steps.${key}.body`)}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
    </PageContainer>
  );
}
