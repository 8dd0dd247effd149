import { useState } from 'react';
import { Alert, Box, Button, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, WEIGHT_UNITS, type CountryCode, type CurrencyCode } from '@machines/pricing';
import { useSession } from '../../app/services';
import { OutlinedField, OutlinedNativeSelect } from '../../components/outlined-field';
import { QuoteBreakdown } from '../batch-shared/quote-breakdown';
import { calculate } from './pricing-quote';
import { useFeeRates } from './use-fee-rates';

const ORIGINS: readonly CountryCode[] = ['us', 'hk'];
// Spec §3: Taiwan is excluded from destinations.
const DESTINATIONS: readonly CountryCode[] = ['hk', 'mo'];

export function PricingCalculator() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const [origin, setOrigin] = useState<CountryCode>('us');
  const [destination, setDestination] = useState<CountryCode>('hk');
  const [itemPrice, setItemPrice] = useState('');
  const [localShipping, setLocalShipping] = useState('0');
  const [currency, setCurrency] = useState<CurrencyCode>('USD');
  // Spec §9: an unknown item weight is taken as 3.00 lb.
  const [weight, setWeight] = useState('3.00');
  const [unit, setUnit] = useState('LBS');
  const rates = useFeeRates(origin, destination);
  const result = calculate({ origin, destination, itemPrice, localShipping, currency, weight, unit }, rates.rates);

  const select = <T extends string>(
    label: string,
    value: T,
    onChange: (v: T) => void,
    options: readonly T[],
    render: (o: T) => string,
    testId: string,
  ) => (
    <OutlinedNativeSelect
      fullWidth
      label={label}
      value={value}
      onChange={onChange}
      options={options}
      render={render}
      testId={testId}
    />
  );
  const amount = (label: string, value: string, onChange: (v: string) => void, testId: string) => (
    <OutlinedField
      fullWidth
      type="number"
      label={label}
      value={value}
      onChange={onChange}
      htmlInput={{ min: 0, step: '0.01', 'data-testid': testId }}
    />
  );
  return (
    <Paper variant="outlined" sx={{ p: 3 }} component="section" data-testid="pricing-calculator">
      <Typography variant="h5" component="h2" gutterBottom>
        {t('pricing.calculator.title')}
      </Typography>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {select(
            t('pricing.calculator.origin'),
            origin,
            setOrigin,
            ORIGINS,
            (o) => t(`pricing.countries.${o}`),
            'calc-origin',
          )}
          {select(
            t('pricing.calculator.destination'),
            destination,
            setDestination,
            DESTINATIONS,
            (o) => t(`pricing.countries.${o}`),
            'calc-destination',
          )}
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {amount(t('pricing.calculator.itemPrice'), itemPrice, setItemPrice, 'calc-item-price')}
          {amount(t('pricing.calculator.localShipping'), localShipping, setLocalShipping, 'calc-local-shipping')}
          {select(t('pricing.calculator.currency'), currency, setCurrency, CURRENCIES, (o) => o, 'calc-currency')}
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {amount(t('pricing.calculator.weight'), weight, setWeight, 'calc-weight')}
          {select(t('pricing.calculator.unit'), unit, setUnit, WEIGHT_UNITS, (o) => o, 'calc-unit')}
        </Stack>
        {/* A plain rule: MUI's Divider is a chunk of its own on this first-visit page. */}
        <Box component="hr" sx={{ m: 0, border: 0, borderBottom: 1, borderColor: 'divider' }} />
        {rates.status === 'loading' && (
          <LinearProgress data-testid="calc-rates-loading" aria-label={t('pricing.calculator.ratesLoading')} />
        )}
        {rates.status === 'error' ? (
          <Alert severity="error" data-testid="calc-rates-error">
            {t('pricing.calculator.ratesFailed')}
          </Alert>
        ) : result.kind === 'noRoute' ? (
          <Alert severity="info" data-testid="calc-no-route">
            {t('pricing.calculator.noRoute')}
          </Alert>
        ) : result.kind === 'ok' ? (
          <Box data-testid="calc-result" data-rates={rates.status}>
            {/* The quote's own breakdown: the lines a request with this item is quoted at. */}
            <QuoteBreakdown
              fees={result.quote}
              testId="calc-breakdown"
              testIds={{
                service_fee: 'calc-service-fee',
                international_shipping: 'calc-shipping',
                total: 'calc-total',
                hkd_total: 'calc-total-hkd',
              }}
            />
            {result.minimumApplied && (
              <Alert severity="info" sx={{ mt: 1 }}>
                {t('pricing.calculator.minimumApplied')}
              </Alert>
            )}
          </Box>
        ) : (
          <Typography color="text.secondary">{t('pricing.calculator.invalid')}</Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {t('pricing.calculator.note')}
        </Typography>
        <Button
          variant="contained"
          sx={{ alignSelf: 'flex-start' }}
          onClick={() => void navigate(session ? '/dashboard/batchRequest' : '/login')}
          data-testid="calc-make-request"
        >
          {t('pricing.calculator.makeRequest')}
        </Button>
      </Stack>
    </Paper>
  );
}
