import { useEffect, useState } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ArrivalTimelineEntry } from '@contracts/batch/arrival';
import type { BatchDetail } from '@contracts/batch/batch-detail';
import { arrivalStepReason } from '@shared/arrival/timeline-step';
import { TitledPanel } from '../../../components/titled-section';
import { useServices } from '../../../app/services';
import { formatDateTime, formatMoney } from '../../batch-shared/format';

/**
 * The order's arrival steps, newest first: check-in, reviews, disputes and their decisions, charge
 * changes and refunds, each with who did it and why. Reloaded whenever the order moves on (the
 * page refetches the detail on every batch change, live).
 */
export function ArrivalTimelinePanel({ detail }: { detail: BatchDetail }) {
  const { t, i18n } = useTranslation();
  const { arrival: api } = useServices();
  const [steps, setSteps] = useState<ArrivalTimelineEntry[]>([]);
  const arrived = (detail.arrival?.check_ins.length ?? 0) > 0;
  useEffect(() => {
    if (!arrived) return;
    let live = true;
    api.timeline(detail.id).then(
      (answer) => live && setSteps(answer.results),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api, detail.id, detail.revision, arrived]);
  if (!arrived || steps.length === 0) return null;
  const itemName = (id: string) => detail.batch.items.find((i) => i.id === id)?.name ?? id;
  const label = (key: string, fallback: string, values?: Record<string, string>) =>
    t(key, { defaultValue: fallback, ...values });
  const money = (hkd: number) => formatMoney(hkd, 'HKD', i18n.language);
  return (
    <TitledPanel title={t('order.arrival.timeline.title')} testId="arrival-timeline">
      <Stack component="ol" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {[...steps].reverse().map((s) => (
          <Box
            component="li"
            key={s.revision}
            data-testid="arrival-timeline-row"
            data-step={s.step}
            data-actor={s.actor_role}
            sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5, overflowWrap: 'anywhere' }}
          >
            <Typography variant="body2" color="text.secondary">
              {formatDateTime(s.at, i18n.language)} ·{' '}
              <span data-testid="arrival-timeline-actor">{t(`order.arrival.roles.${s.actor_role}`)}</span>
            </Typography>
            <Typography variant="subtitle2" component="p" data-testid="arrival-timeline-step">
              {t(`order.arrival.timeline.steps.${s.step}`)}
              {s.item_ids.length > 0 && `: ${s.item_ids.map(itemName).join(', ')}`}
            </Typography>
            <Typography variant="body2" data-testid="arrival-timeline-reason">
              {arrivalStepReason(s, label, money)}
            </Typography>
          </Box>
        ))}
      </Stack>
    </TitledPanel>
  );
}
