import { useEffect, useState } from 'react';
import { Chip, Stack } from '@mui/material';
import { useListContext, useTranslate, type RaRecord } from 'react-admin';
import { ARRIVAL_TABS, type ArrivalCounts } from '@contracts/batch/arrival';
import { http } from '../app/http';
import { useBatchChanges } from '../app/live-refresh';

/**
 * The batch list's arrival tabs with their counts (GET /api/batch/arrival/counts): awaiting
 * check-in, awaiting review, in dispute. A tab sets the list's `arrival` filter (orders only);
 * the counts follow every batch change.
 */
export function ArrivalTabs() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext<RaRecord>() as {
    filterValues: Record<string, unknown>;
    setFilters: (filters: Record<string, unknown>, displayed: Record<string, boolean>) => void;
  };
  const [counts, setCounts] = useState<ArrivalCounts | null>(null);
  const [tick, setTick] = useState(0);
  useBatchChanges(() => setTick((t) => t + 1));
  useEffect(() => {
    http.request<ArrivalCounts>('GET', '/api/batch/arrival/counts').then(setCounts, () => setCounts(null));
  }, [tick]);
  const current = filterValues.arrival;
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ px: 2, pt: 1, flexWrap: 'wrap', rowGap: 1 }}
      data-testid="admin-arrival-tabs"
    >
      {ARRIVAL_TABS.map((tab) => (
        <Chip
          key={tab}
          clickable
          color={current === tab ? 'primary' : 'default'}
          variant={current === tab ? 'filled' : 'outlined'}
          label={`${translate(`admin.arrival.tabs.${tab}`)} (${counts ? counts[tab] : '…'})`}
          onClick={() => {
            const rest = { ...filterValues };
            delete rest.arrival;
            setFilters(current === tab ? rest : { ...rest, kind: 'orders', arrival: tab }, {});
          }}
          data-testid={`admin-arrival-tab-${tab}`}
          data-count={counts?.[tab]}
        />
      ))}
    </Stack>
  );
}
