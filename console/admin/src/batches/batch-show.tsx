import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Box, Button, Chip, Stack, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { Show, useRecordContext, useTranslate, type RaRecord, type TranslateFunction } from 'react-admin';
import { Link } from 'react-router-dom';
import { http } from '../app/http';
import { useBatchChanges } from '../app/live-refresh';
import { money } from './money';
import { ITEM_COLUMNS } from './item-columns';
import {
  AssignmentSection,
  DeliverySection,
  OrderChatSection,
  ProofsSection,
  RefundRequestsSection,
  RobotRecordsSection,
} from './batch-sections';
import { QuoteRevisionsSection } from './quote-revisions';
import { timelineActor, timelineReason } from './timeline-reason';
import { ArrivalSection } from '../arrivals/arrival-section';
import { StaffActions } from './staff-actions';
import { StaffNotesSection } from './staff-notes';
import { StorageSection, pickupWindowOf } from './storage-section';
import { displayText } from '../app/display-text';
import { ActorName } from '../app/actor-name';
import { statusLabel } from '../app/status-label';
import { placeName } from '../app/place-name';
import { useHkTime } from '../app/hk-time';
import { usePublicConfig } from '../app/public-config';
import { trackingLink } from '@shared/config/tracking-link';
import { TableHeadRow } from '@shared/ui/table-head-row';
import { SectionCard as Section } from '../app/section-card';

/** The sections under the figures, in order: each reads the batch from the record or by its id. */
const LOWER_SECTIONS: Array<[title: string, Content: (props: { batchId: string }) => ReactNode]> = [
  ['admin.batchShow.delivery', () => <DeliverySection />],
  ['admin.batchShow.assignment', AssignmentSection],
  ['admin.batchShow.refundRequests', () => <RefundRequestsSection />],
  ['admin.batchShow.proofs', () => <ProofsSection />],
  ['admin.batchShow.robotRecords', RobotRecordsSection],
  ['admin.batchShow.chat', () => <OrderChatSection />],
  ['admin.quotes.title', QuoteRevisionsSection],
  ['admin.batches.sections.timeline', Timeline],
];

type Row = Record<string, unknown>;

/** A status name as the operator's words (`status.*`), never the raw code; none is a dash. */
const statusText = (translate: TranslateFunction, name: unknown) =>
  typeof name === 'string' && name ? statusLabel(translate, name, translate('admin.staffNotes.unknownState')) : '—';
/** An item's state (`batch.itemState.*`). */
const itemStateText = (translate: TranslateFunction, name: unknown) =>
  typeof name === 'string' && name ? translate(`batch.itemState.${name}`, { _: statusText(translate, name) }) : '—';
/** Measured sides (spec §9) as "L × W × H"; a dash until measured. */
const sidesText = (v: unknown): string => {
  const d = v && typeof v === 'object' ? (v as Row) : null;
  return d ? `${String(d.lengthCm)} × ${String(d.widthCm)} × ${String(d.heightCm)}` : '—';
};
const obj = (v: unknown): Row => (v && typeof v === 'object' ? (v as Row) : {});
const arr = (v: unknown): Row[] => (Array.isArray(v) ? (v as Row[]) : []);

function Party({ label, party }: { label: string; party: Row }) {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="caption">{translate(label)}</Typography>
      <Typography>{displayText(party.full_name ?? party.first_name, '—')}</Typography>
      {party.email ? <Typography variant="body2">{displayText(party.email)}</Typography> : null}
      {party.mobile ? <Typography variant="body2">{displayText(party.mobile)}</Typography> : null}
    </Box>
  );
}

/** The audit timeline read model (GET /api/admin/batches/{id}/audit), refreshed on changes. */
function Timeline({ batchId }: { batchId: string }) {
  const translate = useTranslate();
  const hkTime = useHkTime();
  const [rows, setRows] = useState<Row[]>([]);
  const [tick, setTick] = useState(0);
  useBatchChanges(() => setTick((t) => t + 1));
  useEffect(() => {
    http.request<{ results: Row[] }>('GET', `/api/admin/batches/${encodeURIComponent(batchId)}/audit`).then(
      (a) => setRows(a.results),
      () => setRows([]),
    );
  }, [batchId, tick]);
  return (
    <Table size="small" data-testid="admin-timeline">
      <TableHeadRow
        columns={[
          'admin.history.revision',
          'admin.history.event',
          'admin.history.actor',
          'admin.history.statusChange',
          'admin.history.reason',
          'admin.history.at',
        ]}
        translate={translate}
      />
      <TableBody>
        {rows.map((r) => (
          <TableRow key={String(r.revision)}>
            <TableCell>{String(r.revision)}</TableCell>
            <TableCell>{String(r.type)}</TableCell>
            <TableCell>
              <ActorName {...timelineActor(r)} />
            </TableCell>
            <TableCell>{`${statusText(translate, r.status_before)} → ${statusText(translate, r.status_after)}`}</TableCell>
            <TableCell data-testid="admin-timeline-reason">
              {timelineReason(r.data, (key, fallback, values) => translate(key, { _: fallback, ...values }))}
            </TableCell>
            <TableCell>{hkTime(r.at)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function BatchDetail() {
  const record = useRecordContext<RaRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const fees = obj(record.fees);
  const batch = obj(record.batch);
  const payments = obj(record.payment ?? batch.payments);
  return (
    <Box sx={{ p: 2 }}>
      <Stack useFlexGap direction="row" spacing={2} sx={{ flexWrap: 'wrap', mb: 2, alignItems: 'center' }}>
        <Typography variant="h5" data-testid="admin-batch-number">
          {String(record.batch_number)}
        </Typography>
        <Chip
          data-testid="admin-batch-status"
          data-status={String(record.status)}
          label={statusLabel(translate, record.status)}
          color="primary"
        />
        <Button
          component={Link}
          to={`/batches/${encodeURIComponent(String(record.id))}/history`}
          variant="outlined"
          data-testid="admin-open-history"
        >
          {translate('admin.history.open')}
        </Button>
      </Stack>
      <StaffActions />
      <Section title="admin.staffNotes.title">
        <StaffNotesSection />
      </Section>
      <Section title="admin.batches.sections.parties">
        <Stack useFlexGap direction="row" sx={{ flexWrap: 'wrap' }} spacing={6}>
          <Party label="admin.batches.fields.requester" party={obj(record.requester)} />
          <Party label="admin.batches.fields.buyer" party={obj(record.buyer)} />
          <Box>
            <Typography variant="caption">{translate('admin.batches.fields.warehouse')}</Typography>
            <Typography data-testid="admin-batch-warehouse">{placeName(translate, record.warehouse)}</Typography>
          </Box>
        </Stack>
      </Section>
      <Section title="admin.batches.sections.items">
        <Table size="small">
          <TableHeadRow
            columns={[
              ...ITEM_COLUMNS,
              'admin.batches.fields.tracking',
              'admin.batchShow.siteOrderId',
              'admin.batchShow.shippingStatus',
              'admin.measureParcel.measured',
            ]}
            translate={translate}
          />
          <TableBody>
            {arr(record.items).map((item) => (
              <TableRow key={String(item.id)}>
                <TableCell>{String(item.name)}</TableCell>
                <TableCell>{String(item.quantity)}</TableCell>
                <TableCell>
                  {money(
                    obj(item.price).amount ?? item.price,
                    obj(item.price).currency ?? item.currency ?? fees.currency,
                  )}
                </TableCell>
                <TableCell data-testid="admin-item-state">
                  {itemStateText(translate, item.state ?? item.status)}
                </TableCell>
                <TableCell>
                  <TrackingCell number={item.tracking_number} />
                </TableCell>
                <TableCell>{displayText(item.purchase_site_order_id, '—')}</TableCell>
                <TableCell>{statusText(translate, item.shipping_status)}</TableCell>
                <TableCell data-testid="admin-item-dimensions">{sidesText(item.dimensions)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {obj(record.parcel).warning ? (
          <Alert severity="warning" sx={{ mt: 1 }} data-testid="admin-parcel-warning">
            {translate('batch.parcel.warning')}
          </Alert>
        ) : null}
      </Section>
      {record.arrival ? (
        <Section title="admin.arrival.title">
          <ArrivalSection />
        </Section>
      ) : null}
      {pickupWindowOf(record) ? (
        <Section title="admin.storage.title">
          <StorageSection />
        </Section>
      ) : null}
      <Section title="admin.batches.sections.fees">
        <Stack direction="row" spacing={4} sx={{ flexWrap: 'wrap' }}>
          {['subtotal', 'international_shipping', 'service_fee', 'coupon_discount', 'total', 'you_earn'].map((k) => (
            <Box key={k}>
              <Typography variant="caption">{translate(`admin.fees.${k}`)}</Typography>
              <Typography data-testid={`admin-fee-${k}`}>{money(fees[k], fees.currency)}</Typography>
            </Box>
          ))}
        </Stack>
      </Section>
      <Section title="admin.batches.sections.payments">
        <Stack useFlexGap direction="row" sx={{ flexWrap: 'wrap' }} spacing={4} data-testid="admin-payments">
          {['authorised', 'captured', 'refunded', 'canceledAuthorisation', 'released']
            .filter((k) => k in payments)
            .map((k) => (
              <Box key={k}>
                <Typography variant="caption">{translate(`admin.payments.${k}`)}</Typography>
                <Typography data-testid={`admin-payment-${k}`}>
                  {money(payments[k], payments.currency ?? 'HKD')}
                </Typography>
              </Box>
            ))}
        </Stack>
      </Section>
      {LOWER_SECTIONS.map(([title, Content]) => (
        <Section key={title} title={title}>
          <Content batchId={String(record.id)} />
        </Section>
      ))}
    </Box>
  );
}

export function BatchShow() {
  return (
    <Show>
      <BatchDetail />
    </Show>
  );
}

/** The tracking number, linking out to the configured B2B tracker (spec §7) when there is one. */
function TrackingCell({ number }: { number: unknown }) {
  const config = usePublicConfig();
  const text = displayText(number, '—');
  const href = typeof number === 'string' ? trackingLink(config?.trackingLinkTemplate, number) : null;
  if (!href) return <>{text}</>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" data-testid="admin-tracking-link">
      {text}
    </a>
  );
}
