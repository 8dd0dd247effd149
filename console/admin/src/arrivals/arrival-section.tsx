import { Alert, Box, Stack, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useLocaleState, usePermissions, useRecordContext, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import type { ArrivalView } from '@contracts/batch/arrival';
import { countdownText, lbText, sidesText } from '@shared/arrival/arrival-view';
import { DisputeCard } from '@shared/arrival/dispute-card';
import { PhotoGallery } from '@shared/arrival/photo-gallery';
import { useNow } from '@shared/arrival/use-now';
import { TableHeadRow } from '@shared/ui/table-head-row';
import { QUOTE_LINE_LABELS } from '@shared/i18n/quote-lines';
import { useStaffMutation } from '../app/staff-mutation';
import { money } from '../batches/money';
import { DisputeDecisionAction } from './dispute-decision-dialog';
import { ProposeRevisionAction } from './propose-revision-dialog';

type Item = { id: string; name: string };

/**
 * The batch page's arrival: every check-in with its photos and measures, each item's review with
 * its countdown, the disputes with evidence and thread (staff may add internal notes and decide),
 * and the quote revisions after payment with their state. Auditors read only.
 */
export function ArrivalSection() {
  const record = useRecordContext<RaRecord>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { permissions } = usePermissions<string>();
  const refresh = useRefresh();
  const now = useNow();
  const staff = permissions === 'staff';
  // Offered only when the machine allows it now (the server checks again).
  const allowed = (record?.allowed_commands ?? []) as string[];
  const message = useStaffMutation(
    (provider, input: { disputeId: string; message: string; internal: boolean }) =>
      provider.postDisputeMessage(String(record?.id), input.disputeId, input.message, input.internal),
    { done: 'order.arrival.dispute.sent', onSuccess: () => refresh() },
  );
  const arrival = record?.arrival as ArrivalView | null | undefined;
  if (!record || !arrival) return <Typography color="text.secondary">{translate('admin.arrival.none')}</Typography>;
  const items = (record.items ?? (record.batch as RaRecord | undefined)?.items ?? []) as Item[];
  const nameOf = (id: string) => items.find((i) => i.id === id)?.name ?? id;
  return (
    <Stack spacing={2} data-testid="admin-arrival" data-settled={arrival.settled}>
      <Typography variant="body2">
        {translate(arrival.settled ? 'admin.arrival.settled' : 'admin.arrival.notSettled')} ·{' '}
        {translate(`order.arrival.chargeBasis.${arrival.charge_basis}`)}
      </Typography>
      {arrival.check_ins.map((c) => (
        <Box
          key={c.id}
          data-testid={`admin-check-in-${c.id}`}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }}
        >
          <Typography variant="subtitle2">
            {c.item_ids.map(nameOf).join(', ')} · {lbText(c.weight)} · {sidesText(c.dimensions)} ·{' '}
            {translate(`order.arrival.conditions.${c.condition}`)}
            {c.note ? ` · ${c.note}` : ''}
          </Typography>
          <PhotoGallery
            photos={c.photos}
            t={translate}
            testId={`admin-check-in-${c.id}-photos`}
            label={c.item_ids.map(nameOf).join(', ')}
          />
        </Box>
      ))}
      {arrival.reviews.length > 0 && (
        <Table size="small" data-testid="admin-arrival-reviews">
          <TableHeadRow
            columns={['admin.batches.fields.item', 'admin.arrival.review', 'admin.arrival.autoApproval']}
            translate={translate}
          />
          <TableBody>
            {arrival.reviews.map((r) => (
              <TableRow key={r.item_id} data-testid={`admin-review-${r.item_id}`} data-status={r.status}>
                <TableCell>{nameOf(r.item_id)}</TableCell>
                <TableCell>{translate(`order.arrival.status.${r.status}`)}</TableCell>
                <TableCell>
                  {r.status === 'awaiting_review' ? countdownText(r.review_due_at, now, translate) : '—'}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {arrival.disputes.map((d) => (
        <DisputeCard
          key={d.id}
          dispute={d}
          arrival={arrival}
          itemName={nameOf(d.item_id)}
          t={translate}
          language={locale}
          staff
          busy={message.isPending}
          send={
            staff && allowed.includes('PostDisputeMessage')
              ? (text, internal) =>
                  message.mutateAsync({ disputeId: d.id, message: text, internal }).then(
                    () => true,
                    () => false,
                  )
              : undefined
          }
          actions={
            staff && d.status === 'open' && allowed.includes('ResolveDispute') ? (
              <DisputeDecisionAction batchId={String(record.id)} dispute={d} />
            ) : null
          }
        />
      ))}
      {staff && allowed.includes('ReviseQuote') && (
        <div>
          <ProposeRevisionAction
            batchId={String(record.id)}
            currency={String((record.fees as RaRecord | undefined)?.currency ?? 'USD')}
          />
        </div>
      )}
      {arrival.revisions.map((r) => (
        <Alert
          key={r.id}
          severity={r.status === 'pending' ? 'warning' : 'info'}
          data-testid={`admin-revision-${r.id}`}
          data-status={r.status}
        >
          {translate(`order.revision.reasons.${r.reason}`)} · {translate(`order.revision.status.${r.status}`)} ·{' '}
          {r.changes
            .map(
              (c) =>
                `${translate(QUOTE_LINE_LABELS[c.field])}: ${money(c.from, r.proposed.currency)} → ${money(c.to, r.proposed.currency)}`,
            )
            .join('; ')}
          {r.remark ? ` · ${r.remark}` : ''}
        </Alert>
      ))}
    </Stack>
  );
}
