import { Box, Card, Typography } from '@mui/material';
import { useTranslation } from '@shared/i18n/react';
import { PageContainer } from '../../components/page-container';
import { PricingCalculator } from './pricing-calculator';

const CARDS = ['serviceFee', 'minimum', 'shipping', 'payment'] as const;

export function PricingPage() {
  const { t } = useTranslation();
  return (
    <PageContainer title={t('pricing.title')} intro={t('pricing.intro')} testId="page-pricing">
      <Box
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 2, mb: 4 }}
      >
        {CARDS.map((key) => (
          <Card key={key} variant="outlined">
            <Box sx={{ p: 2, pb: 3 }}>
              <Typography variant="h6" component="h2" gutterBottom color="primary">
                {t(`pricing.cards.${key}.title`)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t(`pricing.cards.${key}.body`)}
              </Typography>
            </Box>
          </Card>
        ))}
      </Box>
      <PricingCalculator />
    </PageContainer>
  );
}
