import { Link, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableRow, Typography } from '@mui/material';
import { trackingLink } from '@shared/config/tracking-link';
import { useConfig } from '../../app/services';
import { useTranslation } from 'react-i18next';
import type { BatchDetail } from '@contracts/batch/batch-detail';
import type { PaymentSummary } from '@contracts/batch/order-detail';
import { formatMoney } from '../batch-shared/format';
import { paymentLinesOf } from './payment-lines';
import { statusLabel } from '@shared/i18n/server-text';
import { TableHeadRow } from '@shared/ui/table-head-row';
import { ItemProgressText } from './item-progress-text';
import { lazyPart } from '../../components/lazy-part';

// The stars show only once the requester rated the order: MUI Rating is downloaded then, not with the page.
const Rating = lazyPart(() => import('@mui/material/Rating').then((m) => m.default), 'batch-detail/rating');

/** The payment figures in HKD minor units: the detail's `payment`, else the machine's own record. */
export function paymentOf(detail: BatchDetail): PaymentSummary | null {
  if (detail.payment) return detail.payment;
  const p = detail.batch.payments;
  if (!p) return null;
  return {
    authorised: p.authorised,
    captured: p.captured,
    released: p.canceledAuthorisation,
    refunded: p.refunded + (p.topUpRefunded ?? 0),
    top_up: p.topUpCaptured ?? 0,
  };
}

/**
 * What happened to the money, once it has moved, in plain words with the HKD amount first and large
 * ("Card authorised: HK$393.90 held", "Charged HK$…", "Released HK$…", "Refunded HK$…").
 */
export function PaymentSummaryPanel({ detail }: { detail: BatchDetail }) {
  const { t, i18n } = useTranslation();
  const payment = paymentOf(detail);
  if (!payment || payment.authorised === 0) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="payment-summary">
      <Typography variant="subtitle1" component="h2">
        {t('order.payment.heading')}
      </Typography>
      <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {paymentLinesOf(payment).map((line) => (
          <Typography
            component="li"
            key={line.kind}
            variant={line.kind === 'refunded' || line.kind === 'released' ? 'body1' : 'h6'}
            data-testid={line.testId}
            data-kind={line.kind}
            data-amount={line.amount}
          >
            {t(`order.money.${line.kind}`, { amount: formatMoney(line.amount, 'HKD', i18n.language) })}
          </Typography>
        ))}
      </Stack>
    </Paper>
  );
}

const AFTER_PAYMENT = [
  'purchased',
  'purchase_canceled',
  'sent',
  'received',
  'refunded',
  'abandoned',
  'payment_canceled',
];

/** Per item: purchase state, the purchase site's order ID, tracking number and shipping stage. */
export function OrderProgressPanel({ detail }: { detail: BatchDetail }) {
  const { t, i18n } = useTranslation();
  const config = useConfig();
  const items = detail.batch.items;
  const top = new Map((detail.items ?? []).map((i) => [i.id, i]));
  if (!items.some((i) => AFTER_PAYMENT.includes(i.state))) return null;
  const rating =
    detail.batch.rating ??
    (typeof detail.rating === 'number' ? { stars: detail.rating, review: detail.review ?? '' } : null);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="order-progress">
      <Typography variant="subtitle1">{t('order.progress.heading')}</Typography>
      {/* On a phone the five columns scroll inside their box, not the page; focusable to scroll by keyboard. */}
      <TableContainer tabIndex={0} aria-label={t('order.progress.heading')} role="region">
        <Table size="small">
          <TableHeadRow
            columns={[
              'batch.items.name',
              'order.progress.purchase',
              'order.progress.siteOrderId',
              'order.progress.tracking',
              'order.progress.shipping',
            ]}
            translate={t}
          />
          <TableBody>
            {items.map((item, index) => {
              const row = top.get(item.id);
              const shipping = item.shippingStatus ?? row?.shipping_status ?? null;
              return (
                <TableRow key={item.id} data-testid={`order-item-${index}`} data-state={item.state}>
                  <TableCell>{item.name}</TableCell>
                  <TableCell data-testid={`order-item-${index}-state`}>
                    <ItemProgressText state={item.state} paid />
                  </TableCell>
                  <TableCell data-testid={`order-item-${index}-site-order-id`}>
                    {item.purchaseSiteOrderId ?? row?.purchase_site_order_id ?? '-'}
                  </TableCell>
                  <TableCell data-testid={`order-item-${index}-tracking`}>
                    <TrackingNumber
                      number={item.trackingNumber ?? row?.tracking_number ?? null}
                      template={config.trackingLinkTemplate}
                      testId={`order-item-${index}-tracking-link`}
                    />
                  </TableCell>
                  <TableCell data-testid={`order-item-${index}-shipping`}>
                    {statusLabel(shipping, t, (k) => i18n.exists(k))}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      {rating && (
        <Stack
          direction="row"
          spacing={1}
          sx={{ mt: 1, alignItems: 'center' }}
          data-testid="order-rating"
          data-stars={rating.stars}
        >
          <Typography variant="body2">{t('order.receive.stars')}</Typography>
          <Rating value={rating.stars} readOnly size="small" />
          <Typography variant="body2" data-testid="order-review">
            {rating.review}
          </Typography>
        </Stack>
      )}
    </Paper>
  );
}

/** A tracking number, linking out to the configured B2B tracker (spec §7) when there is one. */
function TrackingNumber({
  number,
  template,
  testId,
}: {
  number: string | null;
  template?: string | null;
  testId: string;
}) {
  if (!number) return <>-</>;
  const href = trackingLink(template, number);
  if (!href) return <>{number}</>;
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" data-testid={testId}>
      {number}
    </Link>
  );
}
