import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { StatisticDay } from '@contracts/statistics';
import { formatMoney } from '../batch-shared/format';
import { barLayout } from './statistics-rules';

const WIDTH = 720;
const HEIGHT = 200;
const AXIS = 20;

/** A plain SVG bar chart of one figure per day (no chart package: a month of bars is simple). */
export function DailyChart({
  days,
  pick,
  currency,
  testId,
}: {
  days: StatisticDay[];
  pick: (d: StatisticDay) => number;
  currency?: string;
  testId: string;
}) {
  const { t, i18n } = useTranslation();
  const bars = barLayout(days, pick, WIDTH, HEIGHT);
  const label = (value: number) => (currency ? formatMoney(value, currency, i18n.language) : String(value));
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT + AXIS}`}
        width="100%"
        role="img"
        aria-label={t('statistics.chartLabel')}
        data-testid={testId}
      >
        <line x1={0} y1={HEIGHT} x2={WIDTH} y2={HEIGHT} stroke="#9e9e9e" />
        {bars.map((bar) => (
          <g key={bar.date} data-testid={`${testId}-bar`} data-date={bar.date} data-value={bar.value}>
            <title>{`${bar.date}: ${label(bar.value)}`}</title>
            <rect x={bar.x} y={bar.y} width={bar.width} height={bar.height} fill="#1976d2" />
            {(bar.day === 1 || bar.day % 5 === 0) && (
              <text x={bar.x + bar.width / 2} y={HEIGHT + 14} fontSize={10} textAnchor="middle" fill="#616161">
                {bar.day}
              </text>
            )}
          </g>
        ))}
      </svg>
      {bars.every((b) => b.value === 0) && (
        <Typography variant="body2" color="text.secondary">
          {t('statistics.noData')}
        </Typography>
      )}
    </Box>
  );
}
