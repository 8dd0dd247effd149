import { useCallback, useEffect, useState } from 'react';
import { Chip, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ARRIVAL_TABS, type ArrivalCounts, type ArrivalTab } from '@contracts/batch/arrival';
import { useServices } from '../../app/services';
import { useListChanges } from '../../realtime/realtime-hooks';

/**
 * The dashboard's arrival tabs with their counts (GET /api/batch/arrival/counts), live: the
 * requester has "To review" (items the warehouse checked in, waiting for their approval); the
 * buyer follows "Awaiting check-in", "Awaiting review" and "In dispute".
 */
export function ArrivalTabs(p: { buyer: boolean; current: ArrivalTab | ''; onPick: (tab: ArrivalTab) => void }) {
  const { t } = useTranslation();
  const { arrival } = useServices();
  const [counts, setCounts] = useState<ArrivalCounts | null>(null);
  const load = useCallback(() => {
    arrival.counts().then(setCounts, () => setCounts(null));
  }, [arrival]);
  useEffect(load, [load]);
  useListChanges(load);
  const tabs: readonly ArrivalTab[] = p.buyer ? ARRIVAL_TABS : ['awaiting_review'];
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, mb: 2 }} data-testid="arrival-tabs">
      {tabs.map((tab) => {
        const count = counts?.[tab];
        const label = t(p.buyer ? `order.arrival.tabs.${tab}` : 'order.arrival.tabs.toReview');
        return (
          <Chip
            key={tab}
            clickable
            color={p.current === tab ? 'primary' : 'default'}
            variant={p.current === tab ? 'filled' : 'outlined'}
            label={count === undefined ? label : `${label} (${count})`}
            onClick={() => p.onPick(tab)}
            aria-pressed={p.current === tab}
            data-testid={`arrival-tab-${tab}`}
            data-count={count}
          />
        );
      })}
    </Stack>
  );
}
