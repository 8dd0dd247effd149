import { useCallback, useEffect, useState } from 'react';
import { Alert, Box, Card, CardContent, Stack, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { QuoteRevisionEntry, QuoteRevisionsAnswer } from '@contracts/batch/quote';
import { QUOTE_LINE_LABELS, quoteReasonKey } from '@shared/i18n/quote-lines';
import { quoteLineRows } from '@shared/quote/quote-line-diff';
import { errorText } from '../app/staff-mutation';
import { http } from '../app/http';
import { useBatchChanges } from '../app/live-refresh';
import { money } from './money';
import { ActorName } from '../app/actor-name';
import { useHkTime } from '../app/hk-time';
import { numeric, TableHeadRow } from '@shared/ui/table-head-row';

const rateText = (rateMicro: number) => (rateMicro / 1_000_000).toLocaleString('en', { maximumFractionDigits: 6 });

/** One revision: who, why, when, and every line old → new, in the quote's currency and in HKD. */
function Revision({ entry, before }: { entry: QuoteRevisionEntry; before: QuoteRevisionEntry | undefined }) {
  const translate = useTranslate();
  const id = `admin-quote-revision-${entry.revision}`;
  const rows = quoteLineRows(entry.lines, before?.lines);
  const hkTime = useHkTime();
  return (
    <Box data-testid={id} sx={{ mb: 2 }}>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'baseline' }}>
        <Typography variant="subtitle2">{translate('admin.quotes.revision', { revision: entry.revision })}</Typography>
        <Typography variant="body2" data-testid={`${id}-reason`}>
          {translate(quoteReasonKey(entry.reason))}
        </Typography>
        <Typography variant="body2" data-testid={`${id}-actor`}>
          <ActorName id={entry.actor_id} role={entry.actor_role} />
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {hkTime(entry.at)}
        </Typography>
        <Typography variant="body2" data-testid={`${id}-summary`} data-amount={entry.lines.total}>
          {translate('admin.quotes.total', {
            amount: money(entry.lines.total, entry.currency),
            hkd: money(entry.hkd.lines.total, 'HKD'),
            rate: rateText(entry.hkd.rate_micro),
          })}
        </Typography>
      </Stack>
      <Table size="small" sx={{ mt: 1 }} data-testid={`${id}-lines`}>
        <TableHeadRow
          columns={[
            'admin.quotes.line',
            numeric('admin.quotes.before'),
            numeric('admin.quotes.now'),
            numeric('admin.quotes.inHkd'),
          ]}
          translate={translate}
        />
        <TableBody>
          {rows.map(({ field: f, before: was, now, changed }) => (
            <TableRow key={f} data-testid={`${id}-line-${f}`} data-changed={String(changed)} selected={changed}>
              <TableCell>{translate(QUOTE_LINE_LABELS[f])}</TableCell>
              <TableCell align="right" data-amount={was ?? ''}>
                {before && was !== null ? money(was, before.currency) : '—'}
              </TableCell>
              <TableCell align="right" data-amount={now} sx={changed ? { fontWeight: 600 } : undefined}>
                {money(now, entry.currency)}
              </TableCell>
              <TableCell align="right" data-amount={entry.hkd.lines[f]}>
                {money(entry.hkd.lines[f], 'HKD')}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/**
 * Every quote revision of a batch (GET /api/batch/quotes/{id}): number, when, who, why and
 * the lines old → new with their HKD figures, newest first. Read-only, for staff and auditors;
 * reloaded on every batch change.
 */
export function QuoteRevisionsSection({ batchId }: { batchId: string }) {
  const translate = useTranslate();
  const [answer, setAnswer] = useState<QuoteRevisionEntry[]>();
  const [error, setError] = useState<string>();
  const [tick, setTick] = useState(0);
  useBatchChanges(useCallback(() => setTick((t) => t + 1), []));
  useEffect(() => {
    let live = true;
    http.request<QuoteRevisionsAnswer>('GET', `/api/batch/quotes/${encodeURIComponent(batchId)}`).then(
      (a) => {
        if (!live) return;
        setAnswer(a.results);
        setError(undefined);
      },
      (e: unknown) => live && setError(errorText(translate, e)),
    );
    return () => {
      live = false;
    };
  }, [batchId, tick, translate]);
  if (error) return <Alert severity="error">{error}</Alert>;
  if (!answer) return <Typography>{translate('ra.page.loading')}</Typography>;
  if (answer.length === 0)
    return <Typography data-testid="admin-quote-revisions">{translate('admin.quotes.none')}</Typography>;
  return (
    <Box data-testid="admin-quote-revisions" data-latest={answer.at(-1)?.revision}>
      {answer.map((entry, i) => <Revision key={entry.revision} entry={entry} before={answer[i - 1]} />).reverse()}
    </Box>
  );
}

/** The same list as a card (the history page). */
export function QuoteRevisionsCard({ batchId }: { batchId: string }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="subtitle1" gutterBottom>
          {translate('admin.quotes.title')}
        </Typography>
        <QuoteRevisionsSection batchId={batchId} />
      </CardContent>
    </Card>
  );
}
