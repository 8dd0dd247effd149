import { useEffect, useState } from 'react';
import { Alert, Box, Button, Grid, Paper, Stack, TextField, Typography } from '@mui/material';
import { PageContainer } from '../../components/page-container';
import { Navigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { StatisticDay, StatisticMonth, StatisticRange } from '@contracts/statistics';
import { errorKey } from '@shared/i18n/error-key';
import { useServices, useSession } from '../../app/services';
import { formatMoney } from '../batch-shared/format';
import { DailyChart } from './daily-chart';
import { DAILY_FIGURES, defaultRange, hkMonth, isMoneyFigure, validRange, type DailyFigure } from './statistics-rules';
import { SelectField } from '@shared/ui/select-field';

type Load<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: unknown };

/** Buyer statistics (spec §2 dashboard): fees earned over a date range and daily figures for a month. */
export function StatisticsPage() {
  const session = useSession();
  if (session?.accountType !== 'b') return <Navigate to="/dashboard" replace />;
  return <StatisticsView />;
}

function StatisticsView() {
  const { t, i18n } = useTranslation();
  const { statistics } = useServices();
  const today = new Date();
  const [range, setRange] = useState(defaultRange(today));
  const [asked, setAsked] = useState(range);
  const [month, setMonth] = useState(hkMonth(today));
  const [figure, setFigure] = useState<DailyFigure>('total_buyer_earn');
  const [summary, setSummary] = useState<Load<StatisticRange>>({ status: 'loading' });
  const [daily, setDaily] = useState<Load<StatisticMonth>>({ status: 'loading' });
  const message = (error: unknown) => t(errorKey(error, (k) => i18n.exists(k)));

  useEffect(() => {
    let live = true;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a new range was asked: show loading until its answer arrives (the same range is asked again on purpose)
    setSummary({ status: 'loading' });
    statistics.range(asked.from, asked.to).then(
      (data) => live && setSummary({ status: 'ready', data }),
      (error) => live && setSummary({ status: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, [statistics, asked]);

  useEffect(() => {
    let live = true;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a new month was asked: show loading until its answer arrives
    setDaily({ status: 'loading' });
    statistics.daily(month).then(
      (data) => live && setDaily({ status: 'ready', data }),
      (error) => live && setDaily({ status: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, [statistics, month]);

  const money = (v: number, c: string) => formatMoney(v, c, i18n.language);
  const pick = (d: StatisticDay) => d[figure];
  return (
    <PageContainer title={t('statistics.title')} testId="page-statistics" maxWidth="lg" py={4}>
      <Stack spacing={3}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h6" gutterBottom>
            {t('statistics.rangeHeading')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
            <TextField
              type="date"
              label={t('statistics.from')}
              value={range.from}
              onChange={(e) => setRange({ ...range, from: e.target.value })}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'stats-from' } }}
            />
            <TextField
              type="date"
              label={t('statistics.to')}
              value={range.to}
              onChange={(e) => setRange({ ...range, to: e.target.value })}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'stats-to' } }}
            />
            <Button
              variant="contained"
              disabled={!validRange(range.from, range.to)}
              onClick={() => setAsked({ ...range })}
              data-testid="stats-apply"
            >
              {t('statistics.apply')}
            </Button>
          </Stack>
          {!validRange(range.from, range.to) && <Alert severity="warning">{t('statistics.badRange')}</Alert>}
          {summary.status === 'error' && <Alert severity="error">{message(summary.error)}</Alert>}
          {summary.status === 'ready' && (
            <Grid container spacing={2} data-testid="stats-summary">
              <Grid size={{ xs: 12, sm: 4 }}>
                <Typography variant="overline">{t('statistics.feesEarned')}</Typography>
                <Typography variant="h5" data-testid="stats-fees" data-amount={summary.data.total_buyer_fee}>
                  {money(summary.data.total_buyer_fee, summary.data.currency)}
                </Typography>
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <Typography variant="overline">{t('statistics.orderValue')}</Typography>
                <Typography variant="h5" data-testid="stats-value">
                  {money(summary.data.total_order_value, summary.data.currency)}
                </Typography>
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <Typography variant="overline">{t('statistics.orderCount')}</Typography>
                <Typography variant="h5" data-testid="stats-count">
                  {summary.data.total_order_number}
                </Typography>
              </Grid>
            </Grid>
          )}
        </Paper>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
            <Typography variant="h6" sx={{ flexGrow: 1 }}>
              {t('statistics.dailyHeading')}
            </Typography>
            <TextField
              type="month"
              size="small"
              label={t('statistics.month')}
              value={month}
              onChange={(e) => e.target.value && setMonth(e.target.value)}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'stats-month' } }}
            />
            <SelectField
              size="small"
              label={t('statistics.figure')}
              value={figure}
              onChange={(value) => setFigure(value as DailyFigure)}
              sx={{ minWidth: 200 }}
              options={DAILY_FIGURES}
              optionLabel={(f) => t(`statistics.figures.${f}`)}
              testId="stats-figure"
              optionTestId={(f) => `stats-figure-${f}`}
            />
          </Box>
          {daily.status === 'error' && <Alert severity="error">{message(daily.error)}</Alert>}
          {daily.status === 'ready' && (
            <DailyChart
              days={daily.data.results}
              pick={pick}
              currency={isMoneyFigure(figure) ? daily.data.currency : undefined}
              testId="stats-chart"
            />
          )}
        </Paper>
      </Stack>
    </PageContainer>
  );
}
