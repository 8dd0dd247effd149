import { useState } from 'react';
import { Alert, Box, Button, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, WEIGHT_UNITS, type CountryCode } from '@machines/pricing';
import { useSession } from '../../app/services';
import { OutlinedField, OutlinedNativeSelect } from '../../components/outlined-field';
import { QuoteBreakdown } from '../batch-shared/quote-breakdown';
import { calculate, type CalculatorInput } from './pricing-quote';
import { useFeeRates } from './use-fee-rates';

const ORIGINS: readonly CountryCode[] = ['us', 'hk'];
// Spec §3: Taiwan is excluded from destinations.
const DESTINATIONS: readonly CountryCode[] = ['hk', 'mo'];

// Spec §9: an unknown item weight is taken as 3.00 lb.
const FIRST_INPUT: CalculatorInput = {
  origin: 'us',
  destination: 'hk',
  itemPrice: '',
  localShipping: '0',
  currency: 'USD',
  weight: '3.00',
  unit: 'LBS',
};
type ChoiceName = 'origin' | 'destination' | 'currency' | 'unit';
type AmountName = 'itemPrice' | 'localShipping' | 'weight';

export function PricingCalculator() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const [input, setInput] = useState<CalculatorInput>(FIRST_INPUT);
  const rates = useFeeRates(input.origin, input.destination);
  const result = calculate(input, rates.rates);

  // Each field is named by its input: label `pricing.calculator.<name>`, test id `calc-<name>`.
  const label = (name: keyof CalculatorInput) => t(`pricing.calculator.${name}`);
  const testId = (name: keyof CalculatorInput) => `calc-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
  const set =
    <K extends keyof CalculatorInput>(name: K) =>
    (value: CalculatorInput[K]) =>
      setInput((current) => ({ ...current, [name]: value }));
  const select = <K extends ChoiceName>(
    name: K,
    options: readonly CalculatorInput[K][],
    render: (o: string) => string,
  ) => (
    <OutlinedNativeSelect
      fullWidth
      label={label(name)}
      value={input[name]}
      onChange={set(name)}
      options={options}
      render={render}
      testId={testId(name)}
    />
  );
  const amount = (name: AmountName) => (
    <OutlinedField
      fullWidth
      type="number"
      label={label(name)}
      value={input[name]}
      onChange={set(name)}
      htmlInput={{ min: 0, step: '0.01', 'data-testid': testId(name) }}
    />
  );
  const country = (c: string) => t(`pricing.countries.${c}`);
  const asIs = (o: string) => o;
  return (
    <Paper variant="outlined" sx={{ p: 3 }} component="section" data-testid="pricing-calculator">
      <Typography variant="h5" component="h2" gutterBottom>
        {t('pricing.calculator.title')}
      </Typography>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {select('origin', ORIGINS, country)}
          {select('destination', DESTINATIONS, country)}
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {amount('itemPrice')}
          {amount('localShipping')}
          {select('currency', CURRENCIES, asIs)}
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {amount('weight')}
          {select('unit', WEIGHT_UNITS, asIs)}
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
