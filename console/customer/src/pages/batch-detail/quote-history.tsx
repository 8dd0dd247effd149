import { Accordion, AccordionDetails, AccordionSummary, Box, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { BatchDetail } from '@contracts/batch/batch-detail';
import { quoteReasonKey } from '@shared/i18n/quote-lines';
import { useQuoteRevisions } from './use-quote-revisions';
import { formatDateTime, formatMoney } from '../batch-shared/format';
import { QuoteBreakdown } from '../batch-shared/quote-breakdown';
import { BuyerNote, QuoteDiffTable, useChangedText } from '../batch-shared/quote-diff';

/**
 * The order's timeline of quote revisions: every change of what the requester pays, with
 * who made it, why and when, what changed against the revision before (old → new) and the
 * same breakdown as the quote.
 */
export function QuoteHistoryPanel({ detail }: { detail: BatchDetail }) {
  const { t, i18n } = useTranslation();
  const revisions = useQuoteRevisions(detail);
  const changedText = useChangedText();
  if (revisions.length === 0) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="quote-history">
      <Typography variant="subtitle1">{t('batch.quote.historyTitle')}</Typography>
      {revisions
        .map((r, i) => {
          const before = revisions[i - 1] ?? null;
          const what = before ? changedText(before.lines, r.lines, r.item_changes) : '';
          return (
            <Accordion key={r.revision} disableGutters data-testid={`quote-revision-${r.revision}`}>
              <AccordionSummary>
                <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
                  <strong>{t('batch.quote.revision', { revision: r.revision })}</strong>
                  <span data-testid={`quote-revision-${r.revision}-reason`}>{t(quoteReasonKey(r.reason))}</span>
                  {what && <span data-testid={`quote-revision-${r.revision}-what`}>{what}</span>}
                  <span>
                    {r.actor_role ? t(`batch.quote.roles.${r.actor_role}`, { defaultValue: r.actor_role }) : ''}
                  </span>
                  <span>{formatDateTime(r.at, i18n.language)}</span>
                  <span data-testid={`quote-revision-${r.revision}-total`} data-amount={r.hkd.lines.total}>
                    <strong>{formatMoney(r.hkd.lines.total, 'HKD', i18n.language)}</strong>
                    {r.currency !== 'HKD' && ` (${formatMoney(r.lines.total, r.currency, i18n.language)})`}
                  </span>
                </Stack>
              </AccordionSummary>
              <AccordionDetails>
                {before && (
                  // What this revision changed first, then its whole breakdown.
                  <Box sx={{ mb: 2 }}>
                    <QuoteDiffTable
                      before={before}
                      after={r}
                      items={r.item_changes}
                      testId={`quote-revision-${r.revision}-diff`}
                    />
                    <BuyerNote note={r.note} by={r.actor_role} testId={`quote-revision-${r.revision}-note`} />
                  </Box>
                )}
                <QuoteBreakdown fees={r} testId={`quote-revision-${r.revision}-lines`} />
              </AccordionDetails>
            </Accordion>
          );
        })
        .reverse()}
    </Paper>
  );
}
