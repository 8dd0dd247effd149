import { Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { FeeQuote } from '@machines/pricing';
import { QuoteBreakdown } from '../batch-shared/quote-breakdown';

/** The live estimate from machines/pricing `quoteRequest` (the quote the request is then given, with its HKD total); the buyer confirms the real figures. */
export function FeeEstimate({ quote }: { quote: FeeQuote | null }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="fee-estimate">
      <Typography variant="h6" component="h2" gutterBottom>
        {t('request.estimate.title')}
      </Typography>
      {!quote ? (
        <Typography color="text.secondary">{t('request.estimate.empty')}</Typography>
      ) : (
        // The same breakdown as the quote, the receipt and the timeline.
        <QuoteBreakdown
          fees={quote}
          testIds={{
            item_subtotal: 'estimate-subtotal',
            international_shipping: 'estimate-shipping',
            service_fee: 'estimate-service-fee',
            total: 'estimate-total',
            hkd_total: 'estimate-total-hkd',
          }}
        />
      )}
      <Typography variant="caption" color="text.secondary">
        {t('request.estimate.note')}
      </Typography>
    </Paper>
  );
}
