import { Box, Card, CardContent } from '@mui/material';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import TouchAppIcon from '@mui/icons-material/TouchApp';
import PublicIcon from '@mui/icons-material/Public';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../components/page-container';
import { HeadingWithHint } from '../../components/titled-section';

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
              <HeadingWithHint title={t(`whyUs.steps.${key}.title`)} hint={t(`whyUs.steps.${key}.body`)} hintGap={0} />
            </CardContent>
          </Card>
        ))}
      </Box>
    </PageContainer>
  );
}
