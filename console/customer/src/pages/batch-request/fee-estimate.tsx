import { Paper, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { FeeQuote } from '@machines/pricing';
import { formatMoney } from '../batch-shared/format';

/** The live estimate (HKD, the payment currency) from machines/pricing; the buyer confirms the real figures. */
export function FeeEstimate({ quote }: { quote: FeeQuote | null }) {
  const { t, i18n } = useTranslation();
  const row = (key: string, amount: number, testId: string) => (
    <TableRow>
      <TableCell>{t(key)}</TableCell>
      <TableCell align="right" data-testid={testId}>
        {formatMoney(amount, quote?.currency, i18n.language)}
      </TableCell>
    </TableRow>
  );
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="fee-estimate">
      <Typography variant="h6" component="h2" gutterBottom>
        {t('request.estimate.title')}
      </Typography>
      {!quote ? (
        <Typography color="text.secondary">{t('request.estimate.empty')}</Typography>
      ) : (
        <Table size="small">
          <TableBody>
            {row('batch.fees.subtotal', quote.itemSubtotal, 'estimate-subtotal')}
            {row('batch.fees.internationalShipping', quote.internationalShipping, 'estimate-shipping')}
            {row('batch.fees.serviceFee', quote.serviceFee, 'estimate-service-fee')}
            {row('batch.fees.total', quote.total, 'estimate-total')}
          </TableBody>
        </Table>
      )}
      <Typography variant="caption" color="text.secondary">
        {t('request.estimate.note')}
      </Typography>
    </Paper>
  );
}
