import { Box, Table, TableBody, TableCell, TableRow } from '@mui/material';
import type { CheckInView, ItemReviewView } from '@contracts/batch/arrival';
import { PhotoGallery } from './photo-gallery';
import { lbText, sidesText, weightChange, type Translate } from './arrival-view';

/**
 * What the warehouse recorded of an item: the check-in's photos, the weight asked for beside the
 * weight found (and the difference), the sides, the weight the charge uses (the configured basis)
 * and the parcel's condition with the note. The order page's items, and the evidence beside a
 * dispute in both apps.
 */
export function ArrivalEvidence(p: {
  checkIn: CheckInView | undefined;
  review?: Pick<ItemReviewView, 'requested_weight' | 'arrived_weight'>;
  t: Translate;
  testId: string;
  label: string;
}) {
  const { checkIn, review, t } = p;
  // A parcel holding several items is weighed whole: its weight is not set against one item's.
  const shared = (checkIn?.item_ids.length ?? 0) > 1;
  const change = review && !shared ? weightChange(review) : 0;
  const row = (label: string, value: string, testId?: string, data?: Record<string, unknown>) => (
    <TableRow>
      <TableCell component="th" scope="row">
        {t(label)}
      </TableCell>
      <TableCell data-testid={testId ? `${p.testId}-${testId}` : undefined} {...data}>
        {value}
      </TableCell>
    </TableRow>
  );
  return (
    <Box data-testid={p.testId}>
      {checkIn && <PhotoGallery photos={checkIn.photos} t={t} testId={`${p.testId}-photos`} label={p.label} />}
      <Table size="small" sx={{ '& td, & th': { px: 1 } }}>
        <TableBody>
          {review && row('order.arrival.weightRequested', lbText(review.requested_weight), 'requested')}
          {review &&
            !shared &&
            row(
              'order.arrival.weightArrived',
              `${lbText(review.arrived_weight)}${change !== 0 ? ` (${change > 0 ? '+' : '−'}${lbText(Math.abs(change))})` : ''}`,
              'arrived',
              { 'data-change': change },
            )}
          {checkIn &&
            (shared
              ? row(
                  'order.arrival.parcelWeight',
                  `${lbText(checkIn.weight)} (${t('order.arrival.parcelItems', { count: checkIn.item_ids.length })})`,
                  'arrived',
                )
              : !review && row('order.arrival.weightArrived', lbText(checkIn.weight), 'arrived'))}
          {checkIn && row('order.arrival.sides', sidesText(checkIn.dimensions))}
          {checkIn && row('order.arrival.chargedWeight', lbText(checkIn.charged_weight), 'charged')}
          {checkIn &&
            row(
              'order.arrival.condition',
              `${t(`order.arrival.conditions.${checkIn.condition}`)}${checkIn.note ? ` · ${checkIn.note}` : ''}`,
              'condition',
              { 'data-condition': checkIn.condition },
            )}
        </TableBody>
      </Table>
    </Box>
  );
}
