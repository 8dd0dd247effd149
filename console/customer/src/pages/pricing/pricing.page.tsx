import { Box, Card } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../components/page-container';
import { PricingCalculator } from './pricing-calculator';
import { HeadingWithHint } from '../../components/titled-section';
import { useConfig } from '../../app/services';

const CARDS = ['serviceFee', 'minimum', 'shipping', 'payment'] as const;

export function PricingPage() {
  const { t } = useTranslation();
  // The shipping card follows the configured charge basis (CHARGE_BASIS, public in /api/config).
  const volumetric = useConfig().chargeBasis === 'volumetric';
  const cardKey = (key: (typeof CARDS)[number]) =>
    key === 'shipping' && volumetric ? 'pricing.volumetric.shipping' : `pricing.cards.${key}`;
  return (
    <PageContainer title={t('pricing.title')} intro={t('pricing.intro')} testId="page-pricing">
      <Box
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 2, mb: 4 }}
      >
        {CARDS.map((key) => (
          <Card key={key} variant="outlined" data-testid={`pricing-card-${key}`}>
            <Box sx={{ p: 2, pb: 3 }}>
              <HeadingWithHint
                title={t(`${cardKey(key)}.title`)}
                hint={t(`${cardKey(key)}.body`)}
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
