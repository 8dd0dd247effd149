import { Typography } from '@mui/material';
import type { BatchDetail } from '@contracts/batch/batch-detail';
import { partialRefund } from '@shared/status/partial-refund';
import { useStatusHeadline } from '../batch-shared/status-headline';

/** The order's status beside its number, counting the refunded items of a partial refund (`useStatusHeadline`). */
export function OrderHeadline({ detail }: { detail: BatchDetail }) {
  const partial = partialRefund(detail.batch.items);
  const text = useStatusHeadline(detail.status, partial);
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
