import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatMoney } from './format';

/**
 * Money as the user pays it: the HKD amount first and large, the quote's own currency beside it,
 * smaller (the card is charged in HKD; the shop's price is in US$, NT$, …).
 */
export function HkdFirst(p: {
  label: string;
  hkd: number;
  original?: { amount: number; currency: string };
  testId?: string;
}) {
  const { i18n } = useTranslation();
  const showOriginal = p.original && p.original.currency !== 'HKD';
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 1 }}
      data-testid={p.testId}
      data-amount={p.hkd}
    >
      <Typography component="span" variant="body2" color="text.secondary">
        {p.label}
      </Typography>
      <Typography component="span" variant="h5" sx={{ fontWeight: 600 }} data-testid={p.testId && `${p.testId}-hkd`}>
        {formatMoney(p.hkd, 'HKD', i18n.language)}
      </Typography>
      {showOriginal && (
        <Typography
          component="span"
          variant="body2"
          color="text.secondary"
          data-testid={p.testId && `${p.testId}-original`}
        >
          {formatMoney(p.original!.amount, p.original!.currency, i18n.language)}
        </Typography>
      )}
    </Box>
  );
}
