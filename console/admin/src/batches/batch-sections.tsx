import { useCallback, useEffect, useState } from 'react';
import { Box, Link as MuiLink, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useGetOne, useLocaleState, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { TableHeadRow } from '@shared/ui/table-head-row';
import { http } from '../app/http';
import { useBatchChanges } from '../app/live-refresh';
import { ChatPanel } from '../support/chat-panel';
import { money } from './money';
import { displayText } from '../app/display-text';
import { ActorName } from '../app/actor-name';
import { useHkTime } from '../app/hk-time';
import { shownPersonalFields } from '@shared/ui/erased-value';

type Row = Record<string, unknown>;
const obj = (v: unknown): Row => (v && typeof v === 'object' ? (v as Row) : {});
const arr = (v: unknown): Row[] => (Array.isArray(v) ? (v as Row[]) : []);
const text = (v: unknown): string => (v === '' ? '—' : displayText(v, '—'));

/** A small table of rows; `cols` are [label key, cell]. */
function Rows({
  rows,
  cols,
  testId,
}: {
  rows: Row[];
  cols: Array<[string, (r: Row) => React.ReactNode]>;
  testId: string;
}) {
  const translate = useTranslate();
  if (rows.length === 0) return <Typography color="text.secondary">{translate('admin.batchShow.none')}</Typography>;
  return (
    <Table size="small" data-testid={testId}>
      <TableHeadRow columns={cols.map(([label]) => label)} translate={translate} />
      <TableBody>
        {rows.map((r, i) => (
          <TableRow key={displayText(r.id ?? i)}>
            {cols.map(([label, cell]) => (
              <TableCell key={label}>{cell(r)}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** A pickup location by its name in the operator's language (the reference data), not its code. */
export function PickupName({ id }: { id: unknown }) {
  const [locale] = useLocaleState();
  const code = typeof id === 'string' ? id : '';
  const { data } = useGetOne<RaRecord>('ref-pickup-locations', { id: code }, { enabled: Boolean(code) });
  if (!code) return <>—</>;
  const localized: unknown =
    locale === 'zh-tw' ? data?.name_zh_tw : locale.startsWith('zh') ? data?.name_zh_hk : data?.name;
  return <>{displayText(localized || data?.name, code)}</>;
}

/**
 * Delivery: a pickup location or the shipping address, as the requester chose (the batch's
 * ShippingAddress: recipientName, addressLine1…), its recipient e-mail, and the available local
 * shipping fee balance (spec §3; the detail's `local_shipping_balance`).
 */
export function DeliverySection() {
  const record = useRecordContext<RaRecord>();
  const translate = useTranslate();
  const delivery = obj(record?.delivery);
  const balance = obj(record?.local_shipping_balance);
  const balanceLine =
    typeof balance.available === 'number' ? (
      <Typography variant="body2" data-testid="admin-batch-local-shipping-balance">
        {`${translate('admin.batchShow.localShippingBalance')}: ${money(balance.available, balance.currency)}`}
      </Typography>
    ) : null;
  if (delivery.kind === 'pickup')
    return (
      <>
        <Typography data-testid="admin-batch-pickup">
          {`${translate('admin.batchShow.pickup')}: `}
          <PickupName id={delivery.locationId} />
        </Typography>
        {balanceLine}
      </>
    );
  const a = obj(delivery.address);
  const erased = translate('admin.personalDataErased');
  const lines = shownPersonalFields(
    [
      a.recipientName,
      a.addressLine1,
      a.addressLine2,
      a.district,
      a.city,
      a.region,
      a.zipCode,
      a.country,
      a.contactNumber,
    ],
    erased,
  );
  return (
    <>
      <Typography data-testid="admin-batch-delivery">{lines.length ? lines.map(String).join(', ') : '—'}</Typography>
      {typeof a.recipientEmail === 'string' && a.recipientEmail !== '' && (
        <Typography variant="body2" data-testid="admin-batch-recipient-email">
          {`${translate('admin.batchShow.recipientEmail')}: ${shownPersonalFields([a.recipientEmail], erased).join('')}`}
        </Typography>
      )}
      {balanceLine}
    </>
  );
}

export function RefundRequestsSection() {
  const record = useRecordContext<RaRecord>();
  const translate = useTranslate();
  // The detail carries the machine's records (amount: HKD minor units); the refunds API's view has { currency, value }.
  const amount = (r: Row) =>
    typeof r.amount === 'number' ? r.amount : (obj(r.amount).value ?? obj(r.details).local_refund_total);
  return (
    <Rows
      testId="admin-refund-requests"
      rows={arr(record?.refund_requests)}
      cols={[
        [
          'admin.batchShow.reason',
          (r) =>
            translate(`admin.refund.reasons.${String(r.refund_reason ?? r.reason)}`, {
              _: text(r.refund_reason ?? r.reason),
            }),
        ],
        ['admin.batchShow.remark', (r) => text(r.refund_remark ?? r.remark)],
        ['admin.batchShow.amount', (r) => money(amount(r), obj(r.details).local_currency ?? 'HKD')],
        [
          'admin.batchShow.status',
          (r) => (
            <span data-testid={`admin-refund-status-${String(r.id)}`}>
              {translate(`admin.refund.status.${String(r.status)}`, { _: text(r.status) })}
            </span>
          ),
        ],
      ]}
    />
  );
}

export function ProofsSection() {
  const hkTime = useHkTime();
  const record = useRecordContext<RaRecord>();
  const currency = obj(record?.fees).currency;
  return (
    <Rows
      testId="admin-proofs"
      rows={arr(record?.proofs)}
      cols={[
        ['admin.batchShow.shop', (r) => text(r.shop_name)],
        ['admin.batchShow.proofType', (r) => text(r.proof_type)],
        ['admin.batchShow.amount', (r) => money(r.receipt_amount, currency)],
        ['admin.batchShow.uploadedAt', (r) => hkTime(r.uploaded_at)],
        [
          'admin.batchShow.file',
          (r) =>
            r.url ? (
              <MuiLink href={displayText(r.url)} target="_blank" rel="noopener">
                {translate404(r.url)}
              </MuiLink>
            ) : (
              '—'
            ),
        ],
      ]}
    />
  );
}
const translate404 = (url: unknown): string => String(url).split('/').pop() ?? '';

/**
 * Rows read from an admin list endpoint (`{ results }`), shaped by `pick`, and read again whenever
 * the batch changes; a failed read shows no rows rather than stale ones.
 */
function useLiveRows(url: string, pick: (results: Row[]) => Row[]): Row[] {
  const [results, setResults] = useState<Row[]>([]);
  const load = useCallback(() => {
    http.request<{ results: Row[] }>('GET', url).then(
      (a) => setResults(a.results),
      () => setResults([]),
    );
  }, [url]);
  useEffect(load, [load]);
  useBatchChanges(load);
  return pick(results);
}

/** The robot's failure records for this batch (GET /api/admin/robot/failures?batch_id=). */
export function RobotRecordsSection({ batchId }: { batchId: string }) {
  const hkTime = useHkTime();
  const rows = useLiveRows(
    `/api/admin/robot/failures?batch_id=${encodeURIComponent(batchId)}&limit=50`,
    (results) => results,
  );
  return (
    <Rows
      testId="admin-robot-records"
      rows={rows}
      cols={[
        ['admin.batchShow.code', (r) => text(r.code)],
        ['admin.batchShow.message', (r) => text(r.message)],
        ['admin.batchShow.at', (r) => hkTime(r.created_at)],
      ]}
    />
  );
}

/** Why each buyer was assigned: the `explanation` of the stored BuyerAssigned events (history endpoint). */
export function AssignmentSection({ batchId }: { batchId: string }) {
  const hkTime = useHkTime();
  const rows = useLiveRows(`/api/admin/batches/${encodeURIComponent(batchId)}/history`, (results) =>
    results
      .filter((e) => e.type === 'BuyerAssigned')
      .map((e) => ({
        id: e.revision,
        at: e.at,
        actor: e.actor_role,
        actorId: e.actor_id,
        actorName: e.actor_name,
        ...obj(e.data),
      })),
  );
  return (
    <Rows
      testId="admin-assignments"
      rows={rows}
      cols={[
        ['admin.batchShow.buyer', (r) => <ActorName id={r.buyerId} role={null} />],
        ['admin.batchShow.explanation', (r) => text(r.explanation)],
        ['admin.batchShow.by', (r) => <ActorName id={r.actorId} role={r.actor} name={r.actorName} />],
        ['admin.batchShow.at', (r) => hkTime(r.at)],
      ]}
    />
  );
}

/** The order chat between requester and buyer; staff may write in it (src/people/chat). */
export function OrderChatSection() {
  const record = useRecordContext<RaRecord>();
  const translate = useTranslate();
  const room = typeof record?.chat_room === 'string' ? record.chat_room : '';
  if (!room || !record?.buyer_id)
    return <Typography color="text.secondary">{translate('admin.batchShow.noChat')}</Typography>;
  return (
    <Box>
      <ChatPanel
        room={room}
        customers={[String(record.requester_id), String(record.buyer_id)]}
        testId="admin-order-chat"
      />
    </Box>
  );
}
