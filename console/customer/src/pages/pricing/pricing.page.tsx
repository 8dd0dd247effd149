import { Box, Card } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../components/page-container';
import { PricingCalculator } from './pricing-calculator';
import { HeadingWithHint } from '../../components/titled-section';

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
              <HeadingWithHint
                title={t(`pricing.cards.${key}.title`)}
                hint={t(`pricing.cards.${key}.body`)}
                color="primary"
                hintGap={0}
              />
            </Box>
          </Card>
        ))}
      </Box>
      <PricingCalculator />
    </PageContainer>
  );
}
