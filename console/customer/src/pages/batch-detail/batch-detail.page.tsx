import { useEffect } from 'react';
import type { PickupLocation } from '@contracts/batch/batch-detail';
import { useRequestReferences } from '../batch-request/use-request-references';
import { Alert, Box, CircularProgress, Container, Grid, Paper, Stack, Typography } from '@mui/material';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { BatchDetail } from '@contracts/batch/batch-detail';
import type { BatchType } from '@contracts/batch/batch-list';
import { useSession } from '../../app/services';
import { usePayPanelShown } from './use-pay-panel-shown';
import { formatDateTime, formatMoney } from '../batch-shared/format';
import { BatchActions } from './batch-actions';
import { ItemsTable } from './items-table';
import { OrderProgressPanel, PaymentSummaryPanel, paymentOf } from './order-summary';
import { couponOf } from './detail-readers';
import { StepsBar } from './steps-bar';
import { OrderHeadline } from './order-headline';
import {
  ArrivalPanel,
  ArrivalTimelinePanel,
  DeadlinesPanel,
  DisputesPanel,
  PayPanel,
  PickupCodePanel,
  ProofsPanel,
  QuoteChangeBanner,
  QuoteHistoryPanel,
  QuoteRevisionPanel,
} from './lazy-panels';
import { preloadDialogs } from './lazy-dialogs';
import { useBatchDetail } from './use-batch-detail';
import { BatchActorProvider, loadBatchMachine, useCan } from '../../batch-machine/batch-actor';
import { usePaymentReturn } from './use-payment-return';
import { shownPersonalFields } from '@shared/ui/erased-value';
import { whenIdle } from '@shared/ui/when-idle';

/**
 * Spec §2 details guard: orders with ?paymentStatus=error go to the requests version with that
 * query; anything but a 200 load goes to /.
 */
export function BatchDetailPage() {
  const { batchType, batchId } = useParams();
  const [params] = useSearchParams();
  if (batchType === 'orders' && params.get('paymentStatus') === 'error') {
    return <Navigate to={`/dashboard/requests/${batchId}?${params.toString()}`} replace />;
  }
  if ((batchType !== 'requests' && batchType !== 'orders') || !batchId) return <Navigate to="/" replace />;
  return <BatchDetailLoader key={`${batchType}/${batchId}`} type={batchType} id={batchId} />;
}

function BatchDetailLoader({ type, id }: { type: BatchType; id: string }) {
  const location = useLocation();
  const position = (location.state as { position?: string } | null)?.position;
  const { state, refresh } = useBatchDetail(type, id, position);
  // The order's machine (which buttons to offer) downloads beside the order's request, not after it.
  useEffect(() => void loadBatchMachine().catch(() => undefined), []);
  usePaymentReturn(state.status === 'ready' ? state.detail.id : undefined, refresh);
  if (state.status === 'failed') return <Navigate to="/" replace />;
  if (state.status === 'loading') {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress />
      </Box>
    );
  }
  return (
    <BatchActorProvider detail={state.detail}>
      <BatchDetailView detail={state.detail} onChanged={refresh} />
    </BatchActorProvider>
  );
}

function deliveryText(detail: BatchDetail, t: (key: string) => string, locations: PickupLocation[]): string {
  const delivery = detail.batch.delivery;
  if (!delivery) return '-';
  if (delivery.kind === 'pickup') {
    const place = locations.find((l) => l.id === delivery.locationId);
    const name = place ? [place.name, place.district].filter(Boolean).join(', ') : delivery.locationId;
    return `${t('request.delivery.location')}: ${name}`;
  }
  const a = delivery.address;
  return shownPersonalFields(
    [a.recipientName, a.addressLine1, a.addressLine2, a.district],
    t('batch.personalDataErased'),
  ).join(', ');
}

function BatchDetailView({ detail, onChanged }: { detail: BatchDetail; onChanged: (position?: string) => void }) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const requester = session?.accountType !== 'b';
  const feesUpdated = detail.fees_updated_by_buyer ?? detail.batch.feesUpdatedByBuyer;
  const coupon = couponOf(detail);
  const delivery = detail.batch.delivery;
  const recipientEmail = delivery?.kind === 'address' ? delivery.address.recipientEmail : undefined;
  const localBalance = detail.local_shipping_balance ?? null;
  const can = useCan();
  const canPay = usePayPanelShown(requester && can('StartCheckout'), detail.status);
  const { locations } = useRequestReferences();
  const refunded = paymentOf(detail)?.refunded ?? 0;
  // The dialogs are not in the first load; fetched once the page is idle, a button opens its dialog at once.
  useEffect(() => whenIdle(preloadDialogs), []);
  return (
    <Container
      maxWidth="lg"
      sx={{ py: 4 }}
      data-testid="page-batch-detail"
      data-batch-id={detail.id}
      data-revision={detail.revision}
    >
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" data-testid="batch-number">
          {detail.batch_number}
        </Typography>
        <OrderHeadline detail={detail} />
        <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto' }}>
          {t('batch.detail.updated', { when: formatDateTime(detail.updated_at, i18n.language) })}
        </Typography>
      </Box>
      <StepsBar detail={detail} />
      <Stack spacing={2}>
        {requester && feesUpdated && <QuoteChangeBanner detail={detail} />}
        {refunded > 0 && (
          // After a refund completes the requester sees what went back to the card, live
          // (the refund's batch:changed push refetches this detail).
          <Alert severity="info" data-testid="refunded-banner" data-amount={refunded}>
            {t(requester ? 'order.refundedBanner' : 'batch.refundForBuyer.banner', {
              amount: formatMoney(refunded, 'HKD', i18n.language),
            })}
          </Alert>
        )}
        {detail.batch.declined && (
          <Alert severity="error" data-testid="declined-reason">
            {t('batch.detail.declinedBecause', {
              reason: t(`batch.declineReasons.${detail.batch.declined.reason}`, {
                defaultValue: detail.batch.declined.reason,
              }),
            })}
            {detail.batch.declined.remark ? ` ${detail.batch.declined.remark}` : ''}
          </Alert>
        )}
        <BatchActions detail={detail} requester={requester} onChanged={onChanged} />
        <QuoteRevisionPanel detail={detail} requester={requester} onChanged={onChanged} />
        {detail.parcel?.warning && (
          <Alert severity="warning" data-testid="batch-parcel-warning">
            {t('batch.parcel.warning')}
          </Alert>
        )}
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 8 }}>
            <Paper variant="outlined" sx={{ p: 2 }}>
              <ItemsTable detail={detail} buyer={!requester} />
            </Paper>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Paper variant="outlined" sx={{ p: 2 }}>
              <Typography variant="subtitle2">{t('request.warehouse')}</Typography>
              <Typography sx={{ mb: 1 }} data-testid="batch-warehouse">
                {t(`request.warehouses.${detail.batch.warehouse}`, { defaultValue: detail.batch.warehouse })}
              </Typography>
              <Typography variant="subtitle2">{t('batch.detail.delivery')}</Typography>
              <Typography sx={{ mb: 1 }} data-testid="batch-delivery">
                {deliveryText(detail, t, locations)}
              </Typography>
              {recipientEmail && (
                <Typography variant="body2" sx={{ mb: 1 }} data-testid="batch-recipient-email">
                  {t('batch.detail.recipientEmail')}:{' '}
                  {shownPersonalFields([recipientEmail], t('batch.personalDataErased')).join('')}
                </Typography>
              )}
              {localBalance && (
                <Typography variant="body2" sx={{ mb: 1 }} data-testid="batch-local-shipping-balance">
                  {t('batch.detail.localShippingBalance')}:{' '}
                  {formatMoney(localBalance.available, localBalance.currency, i18n.language)}
                </Typography>
              )}
              {coupon && (
                <Typography data-testid="batch-coupon">
                  {t('batch.coupon.current', { code: coupon.code })}
                  {typeof coupon.discount === 'number' && detail.batch.fees
                    ? ` (${t('batch.coupon.discount', { amount: formatMoney(coupon.discount, detail.batch.fees.currency, i18n.language) })})`
                    : ''}
                </Typography>
              )}
              {!requester && detail.batch.buyerRemark && (
                <Typography variant="body2" data-testid="batch-buyer-remark">
                  {t('batch.remark.label')}: {detail.batch.buyerRemark}
                </Typography>
              )}
            </Paper>
          </Grid>
        </Grid>
        {detail.deadlines && <DeadlinesPanel detail={detail} />}
        {requester && detail.status === 'bns_in' && <PickupCodePanel detail={detail} />}
        <ArrivalPanel detail={detail} requester={requester} onChanged={onChanged} />
        <DisputesPanel detail={detail} onChanged={onChanged} />
        {detail.arrival && detail.arrival.check_ins.length > 0 && <ArrivalTimelinePanel detail={detail} />}
        <OrderProgressPanel detail={detail} />
        <ProofsPanel detail={detail} buyer={!requester} onChanged={onChanged} />
        <PaymentSummaryPanel detail={detail} />
        <QuoteHistoryPanel detail={detail} />
        {canPay && <PayPanel detail={detail} onChanged={onChanged} />}
      </Stack>
    </Container>
  );
}
