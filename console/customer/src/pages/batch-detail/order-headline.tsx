import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { BatchDetail } from '@contracts/batch/batch-detail';
import { statusLabel } from '@shared/i18n/server-text';
import { partialRefund } from '../batch-shared/item-progress';

/**
 * The order's status beside its number. A refund of some items moves the batch to `refunded`,
 * whose label read as if the whole order was refunded: then the headline counts the items instead
 * ("1 of 2 items refunded"), and after later progress it adds the count to the status.
 */
export function OrderHeadline({ detail }: { detail: BatchDetail }) {
  const { t, i18n } = useTranslation();
  const partial = partialRefund(detail.batch.items);
  const refundedText = partial && t('batch.headline.itemsRefunded', { count: partial.count, total: partial.total });
  const status = statusLabel(detail.status, t, (k) => i18n.exists(k));
  const text = !refundedText ? status : detail.status === 'refunded' ? refundedText : `${status} · ${refundedText}`;
  return (
    <Typography
      variant="h6"
      component="p"
      color="primary"
      data-testid="batch-status"
      data-status={detail.status}
      data-refunded-items={partial?.count ?? ''}
    >
      {text}
    </Typography>
  );
}
