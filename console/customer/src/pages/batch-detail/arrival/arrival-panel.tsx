import { useState } from 'react';
import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import { TitledPanel } from '../../../components/titled-section';
import { useTranslation } from 'react-i18next';
import type { BatchDetail } from '@contracts/batch/batch-detail';
import { arrivedItems, countdownText, itemsToReview, reportable, type ArrivedItem } from '@shared/arrival/arrival-view';
import { ArrivalEvidence } from '@shared/arrival/arrival-evidence';
import { useNow } from '@shared/arrival/use-now';
import { useServices } from '../../../app/services';
import { useCommand } from '../../../commands/use-command';
import { CommandFailureAlert } from '../../../commands/command-failure';
import { useCan } from '../../../batch-machine/batch-actor';
import { ReportProblemDialog } from './report-problem-dialog';

/**
 * What the warehouse recorded of each item (photos, weight and sides against what was requested,
 * the parcel's condition) and the requester's review: Approve or Report a problem, with the
 * countdown to the automatic approval. Arrives live: the page refetches on every batch change.
 */
export function ArrivalPanel(p: { detail: BatchDetail; requester: boolean; onChanged: (position?: string) => void }) {
  const { t } = useTranslation();
  const { arrival: api } = useServices();
  const command = useCommand();
  const now = useNow();
  const can = useCan();
  const [reporting, setReporting] = useState<string | null>(null);
  const arrival = p.detail.arrival;
  if (!arrival || arrival.reviews.length === 0) return null;
  const toReview = itemsToReview(arrival);
  // Offered only when the order's machine allows it this user now (the server decides with the same).
  const canApprove = p.requester && can('ApproveItems');
  const canReport = p.requester && can('ReportProblem');
  const approve = async (items: string[]) => {
    const outcome = await command.run(() => api.approve(p.detail.id, items), { success: 'order.arrival.approved' });
    if (outcome.ok) p.onChanged(outcome.value.position);
  };
  return (
    <TitledPanel
      title={t('order.arrival.title')}
      testId="arrival-panel"
      data={{ 'data-to-review': toReview.length }}
      action={
        canApprove &&
        toReview.length > 1 && (
          <Button
            variant="contained"
            disabled={command.busy}
            onClick={() => void approve(toReview)}
            data-testid="arrival-approve-all"
          >
            {t('order.arrival.approveAll', { count: toReview.length })}
          </Button>
        )
      }
    >
      {toReview.length > 0 && arrival.next_auto_approval_at && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="arrival-countdown" data-due={arrival.next_auto_approval_at}>
          {t(p.requester ? 'order.arrival.countdown.requester' : 'order.arrival.countdown.others', {
            left: countdownText(arrival.next_auto_approval_at, now, t),
          })}
        </Alert>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="arrival-charge-basis">
        {t(`order.arrival.chargeBasis.${arrival.charge_basis}`)}
      </Typography>
      <Stack spacing={2}>
        {arrivedItems(arrival).map((item) => (
          <ArrivedItemCard
            key={item.review.item_id}
            item={item}
            name={p.detail.batch.items.find((i) => i.id === item.review.item_id)?.name ?? item.review.item_id}
            actions={
              canApprove && item.review.status === 'awaiting_review' ? (
                <Button
                  variant="contained"
                  disabled={command.busy}
                  onClick={() => void approve([item.review.item_id])}
                  data-testid={`arrival-approve-${item.review.item_id}`}
                >
                  {t('order.arrival.approve')}
                </Button>
              ) : null
            }
            report={
              canReport && reportable(item.review, now) ? (
                <Button
                  variant="outlined"
                  color="error"
                  disabled={command.busy}
                  onClick={() => setReporting(item.review.item_id)}
                  data-testid={`arrival-report-${item.review.item_id}`}
                >
                  {t('order.arrival.report')}
                </Button>
              ) : null
            }
          />
        ))}
      </Stack>
      <CommandFailureAlert failure={command.failure} testId="arrival-error" />
      {reporting && (
        <ReportProblemDialog
          detail={p.detail}
          itemId={reporting}
          onClose={() => setReporting(null)}
          onDone={(result) => {
            setReporting(null);
            p.onChanged(result.position);
          }}
        />
      )}
    </TitledPanel>
  );
}

const STATUS_COLOR = {
  awaiting_review: 'primary',
  approved: 'success',
  disputed: 'error',
  resolved: 'default',
} as const;

/** One arrived item: its review status, what the warehouse recorded, and its actions. */
function ArrivedItemCard(p: { item: ArrivedItem; name: string; actions: React.ReactNode; report: React.ReactNode }) {
  const { t } = useTranslation();
  const { review } = p.item;
  const id = review.item_id;
  return (
    <Box
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
      data-testid={`arrival-item-${id}`}
      data-status={review.status}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h3" sx={{ flex: 1, overflowWrap: 'anywhere' }}>
          {p.name}
        </Typography>
        <Chip
          size="small"
          variant="outlined"
          color={STATUS_COLOR[review.status]}
          label={
            review.status === 'approved' && review.approved_by === 'auto'
              ? t('order.arrival.status.autoApproved')
              : t(`order.arrival.status.${review.status}`)
          }
          data-testid={`arrival-item-${id}-status`}
        />
      </Stack>
      <ArrivalEvidence
        checkIn={p.item.checkIn}
        review={review}
        t={t}
        testId={`arrival-item-${id}-evidence`}
        label={p.name}
      />
      {(p.actions || p.report) && (
        <Stack direction="row" spacing={1} sx={{ mt: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          {p.report}
          {p.actions}
        </Stack>
      )}
    </Box>
  );
}
