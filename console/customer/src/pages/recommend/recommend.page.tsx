import { useState } from 'react';
import { Avatar, Box, Card, CardActionArea, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ShopRegion } from '@contracts/reference';
import { useServices } from '../../app/services';
import { PageContainer } from '../../components/page-container';
import { RemoteStatus } from '../../components/remote-status';
import { useRemote } from '../../components/use-remote';
import { LabelledSelect } from '../../components/labelled-select';

/** /recommend: featured shops from GET /api/shop/featured/ by region and category (spec §2, §3). */
export function RecommendPage() {
  const { t } = useTranslation();
  const { reference } = useServices();
  const [region, setRegion] = useState<ShopRegion>('us');
  const [category, setCategory] = useState('All');
  const { state, retry } = useRemote(() => reference.featuredShops(region, category), `${region}/${category}`);
  // The server lists the region's categories; until it answers, only the current choice is offered.
  const categories = state.status === 'ready' ? state.data.categories : [category];
  const changeRegion = (next: ShopRegion) => {
    setRegion(next);
    // A category missing from the new region (Others in Hong Kong) falls back to All.
    if (next === 'hk' && category === 'Others') setCategory('All');
  };
  const label = (c: string) => t(`recommend.categories.${c}`, { defaultValue: c });
  return (
    <PageContainer title={t('recommend.title')} intro={t('recommend.intro')} testId="page-recommend">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
        <LabelledSelect
          id="region-label"
          label={t('recommend.region')}
          value={region}
          onChange={changeRegion}
          options={['us', 'hk'] as const}
          optionLabel={(r) => t(`recommend.regions.${r}`)}
          testId="recommend-region"
          sx={{ minWidth: 180 }}
        />
        <LabelledSelect
          id="category-label"
          label={t('recommend.category')}
          value={category}
          onChange={setCategory}
          options={categories}
          optionLabel={label}
          optionTestId={(c) => `recommend-category-${c}`}
          testId="recommend-category"
          sx={{ minWidth: 220 }}
        />
      </Stack>
      <RemoteStatus state={state} retry={retry} testId="recommend" />
      {state.status === 'ready' && state.data.results.length === 0 && (
        <Typography color="text.secondary">{t('recommend.empty')}</Typography>
      )}
      {state.status === 'ready' && (
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)', md: 'repeat(4, 1fr)' },
            gap: 2,
          }}
          data-testid="recommend-shops"
        >
          {state.data.results.map((shop) => (
            <Card key={shop.name} variant="outlined" data-testid="recommend-shop">
              <CardActionArea
                component="a"
                href={shop.url}
                target="_blank"
                rel="noopener noreferrer"
                // The card's own text is its accessible name (axe label-content-name-mismatch); the hint is a tooltip.
                title={t('recommend.visit', { name: shop.name })}
              >
                <CardContent sx={{ textAlign: 'center' }}>
                  {/* A lettermark stands in for the brand logo unless the server has an image. */}
                  <Avatar
                    src={shop.image ?? undefined}
                    alt=""
                    sx={{ mx: 'auto', mb: 1, width: 56, height: 56, bgcolor: 'primary.light' }}
                  >
                    {shop.name.slice(0, 1)}
                  </Avatar>
                  <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
                    {shop.name}
                  </Typography>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, justifyContent: 'center', mt: 1 }}>
                    {shop.categories.map((c) => (
                      <Chip key={c} size="small" label={label(c)} />
                    ))}
                  </Box>
                </CardContent>
              </CardActionArea>
            </Card>
          ))}
        </Box>
      )}
    </PageContainer>
  );
}
