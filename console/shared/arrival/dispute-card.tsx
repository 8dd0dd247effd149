import type { ReactNode } from 'react';
import { Alert, Box, Chip, Grid, Stack, Typography } from '@mui/material';
import type { ArrivalView, DisputeView } from '@contracts/batch/arrival';
import { ArrivalEvidence } from './arrival-evidence';
import { DisputeThread } from './dispute-thread';
import { lbText, type Translate } from './arrival-view';

/**
 * One dispute as requester, buyer and staff see it: what was reported on which item, the arrival
 * evidence beside the thread, and the decision once taken. Staff pass their decision buttons as
 * `actions` and see internal notes.
 */
export function DisputeCard(p: {
  dispute: DisputeView;
  arrival: ArrivalView;
  itemName: string;
  t: Translate;
  language: string;
  staff: boolean;
  busy: boolean;
  send?: (message: string, internal: boolean) => Promise<boolean>;
  actions?: ReactNode;
}) {
  const { dispute, arrival, t } = p;
  const review = arrival.reviews.find((r) => r.item_id === dispute.item_id);
  const checkIn = arrival.check_ins.find((c) => c.id === review?.check_in_id);
  const decision = dispute.decision;
  return (
    <Box
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
      data-testid={`dispute-${dispute.id}`}
      data-status={dispute.status}
      data-item={dispute.item_id}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ flex: 1, overflowWrap: 'anywhere' }}>
          {t('order.arrival.dispute.heading', { kind: t(`order.arrival.kinds.${dispute.kind}`), name: p.itemName })}
        </Typography>
        <Chip size="small" variant="outlined" label={t(`order.arrival.dispute.status.${dispute.status}`)} />
      </Stack>
      {decision && (
        <Alert
          severity="info"
          sx={{ mb: 1 }}
          data-testid={`dispute-${dispute.id}-decision`}
          data-decision={decision.decision}
        >
          {t(`order.arrival.decisions.${decision.decision}`)}
          {decision.weight ? ` (${lbText(decision.weight)})` : ''}: {decision.reason}
        </Alert>
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Typography variant="subtitle2">{t('order.arrival.dispute.evidence')}</Typography>
          <ArrivalEvidence
            checkIn={checkIn}
            review={review}
            t={t}
            testId={`dispute-${dispute.id}-evidence`}
            label={p.itemName}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Typography variant="subtitle2">{t('order.arrival.dispute.thread')}</Typography>
          <DisputeThread dispute={dispute} t={t} language={p.language} staff={p.staff} busy={p.busy} send={p.send} />
        </Grid>
      </Grid>
      {p.actions && <Box sx={{ mt: 1 }}>{p.actions}</Box>}
    </Box>
  );
}
