import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Box, Button, Chip, Stack, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { Show, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { Link } from 'react-router-dom';
import { http } from '../app/http';
import { useBatchChanges } from '../app/live-refresh';
import { money } from './money';
import { BatchItems, statusText } from './batch-items';
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
import { rememberAccountNames } from '../app/account-name';
import { eventLabel } from './event-label';
import { batchStatusLabel } from '../app/status-label';
import { partialRefund } from '@shared/status/partial-refund';
import { placeName } from '../app/place-name';
import { useHkTime } from '../app/hk-time';
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
      (a) => {
        // The answer names its actors: the page's other mentions of them need not ask again.
        rememberAccountNames(a.results.map((r) => ({ id: r.actor_id, name: r.actor_name })));
        setRows(a.results);
      },
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
          <TableRow key={String(r.revision)} data-event-type={String(r.type)}>
            <TableCell>{String(r.revision)}</TableCell>
            <TableCell title={String(r.type)}>{eventLabel(translate, r.type)}</TableCell>
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
  const refund = partialRefund(arr(batch.items).map((i) => ({ state: String(i.state) })));
  // The parties come named with the batch: the sections below (quote revisions, assignments) name
  // them from here, before their own answers arrive, instead of asking for each account.
  rememberAccountNames(
    [obj(record.requester), obj(record.buyer)].map((p) => ({ id: p.id, name: p.full_name ?? p.email })),
  );
  return (
    <Box sx={{ p: 2 }}>
      <Stack useFlexGap direction="row" spacing={2} sx={{ flexWrap: 'wrap', mb: 2, alignItems: 'center' }}>
        <Typography variant="h5" data-testid="admin-batch-number">
          {String(record.batch_number)}
        </Typography>
        <Chip
          data-testid="admin-batch-status"
          data-status={String(record.status)}
          data-refunded-items={refund?.count ?? ''}
          label={batchStatusLabel(translate, record.status, refund)}
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
        <BatchItems items={arr(record.items)} feesCurrency={fees.currency} />
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
