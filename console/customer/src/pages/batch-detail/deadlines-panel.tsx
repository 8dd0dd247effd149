import { Alert, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { BatchDetail } from '@contracts/batch/batch-detail';
import { TitledPanel } from '../../components/titled-section';
import { deadlineLines } from './deadline-lines';

/**
 * When the order ships, arrives, and until when the pickup point keeps it free (the detail's
 * `deadlines`, Hong Kong dates in the reader's language). Redrawn with the detail, so a staff
 * extension shows as soon as the order's push arrives.
 */
export function DeadlinesPanel(p: { detail: BatchDetail }) {
  const { t, i18n } = useTranslation();
  const lines = deadlineLines(p.detail.deadlines, i18n.language);
  if (lines.length === 0) return null;
  const pickup = p.detail.deadlines?.pickup;
  return (
    <TitledPanel
      title={t('order.deadlines.title')}
      testId="deadlines-panel"
      data={pickup ? { 'data-free-until': pickup.free_until, 'data-days-left': pickup.days_left } : undefined}
    >
      <Stack spacing={1}>
        {lines.map((line) =>
          line.warning ? (
            <Alert key={line.key} severity="error" data-testid="deadline-overdue">
              {t(line.key, line.params)}
            </Alert>
          ) : (
            <Typography key={line.key} variant="body2" data-testid={`deadline-${line.key.split('.').pop()}`}>
              {t(line.key, line.params)}
            </Typography>
          ),
        )}
      </Stack>
    </TitledPanel>
  );
}
