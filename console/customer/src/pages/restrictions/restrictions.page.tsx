import { useState } from 'react';
import { Box, Chip, Paper, Stack, Tooltip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ProhibitedScope } from '@contracts/reference';
import { useServices } from '../../app/services';
import { PageContainer } from '../../components/page-container';
import { RemoteStatus } from '../../components/remote-status';
import { useRemote } from '../../components/use-remote';
import { ParcelLimitsPanel } from './parcel-limits-panel';
import { LabelledSelect } from '../../components/labelled-select';

/**
 * Spec §9 prohibited items from GET /api/prohibited-items/ (?country=all|usa). The server names
 * each category and item by key; the locale files translate them, the server's English is the
 * fallback for a key the app does not know yet.
 */
export function RestrictionsPage() {
  const { t } = useTranslation();
  const { reference } = useServices();
  const [filter, setFilter] = useState<ProhibitedScope>('all');
  const { state, retry } = useRemote(() => reference.prohibitedItems(filter), filter);
  return (
    <PageContainer title={t('restrictions.title')} intro={t('restrictions.intro')} testId="page-restrictions">
      <LabelledSelect
        id="restriction-filter-label"
        label={t('restrictions.filter.label')}
        value={filter}
        onChange={setFilter}
        options={['all', 'usa'] as const}
        optionLabel={(f) => t(`restrictions.filter.${f}`)}
        testId="restriction-filter"
        sx={{ minWidth: 200, mb: 3 }}
      />
      <RemoteStatus state={state} retry={retry} testId="restrictions" />
      {state.status === 'ready' && (
        <Stack spacing={2} data-testid="restrictions-list">
          {state.data.categories.map((category) => (
            <Paper
              key={category.key}
              variant="outlined"
              sx={{ p: 2 }}
              component="section"
              data-testid={`restriction-category-${category.key}`}
            >
              <Typography variant="h6" component="h2" gutterBottom>
                {t(`restrictions.categories.${category.key}`, { defaultValue: category.title })}
              </Typography>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                {category.items.map((item) => (
                  // The description appears on hover (and on keyboard focus, for the same reader).
                  <Tooltip
                    key={item.name}
                    title={t(`restrictions.items.${item.name}.description`, { defaultValue: item.description })}
                    arrow
                  >
                    <Chip
                      label={t(`restrictions.items.${item.name}.title`, { defaultValue: item.title })}
                      tabIndex={0}
                      data-testid={`restriction-item-${item.name}`}
                    />
                  </Tooltip>
                ))}
              </Box>
            </Paper>
          ))}
        </Stack>
      )}
      <ParcelLimitsPanel />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
        {t('restrictions.note')}
      </Typography>
    </PageContainer>
  );
}
