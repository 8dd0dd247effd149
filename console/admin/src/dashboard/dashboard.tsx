import { useCallback, useEffect, useState, type ReactNode } from 'react';
import {
  Box,
  Card,
  CardContent,
  Grid,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
  type SxProps,
  type Theme,
} from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import type { DashboardFigures } from '@contracts/admin';
import { http } from '../app/http';
import { useBatchChanges } from '../app/live-refresh';
import { GroupBarChart } from './group-bar-chart';
import { TableHeadRow } from '@shared/ui/table-head-row';
import { useHkTime } from '../app/hk-time';

/** Minor units (cents) → "HKD 1,234.50": the API's amounts are integers in minor units. */
const money = (cents: number, currency: string) =>
  `${currency} ${(cents / 100).toLocaleString('en-HK', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Box sx={{ mr: 4, mb: 1 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}

/** One outlined card of the dashboard with its title. */
function Panel({ title, sx, children }: { title: string; sx?: SxProps<Theme>; children: ReactNode }) {
  return (
    <Card variant="outlined" sx={sx}>
      <CardContent>
        <Typography variant="subtitle1" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** The landing page: what a person on shift looks at first; refetched on every batch change (Socket.IO). */
export function Dashboard() {
  const translate = useTranslate();
  const hkTime = useHkTime();
  const [figures, setFigures] = useState<DashboardFigures | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    http.request<DashboardFigures>('GET', '/api/admin/dashboard').then(
      (answer) => {
        setFigures(answer);
        setFailed(false);
      },
      () => setFailed(true),
    );
  }, []);
  useBatchChanges(load);
  useEffect(load, [load]);
  const groups = Object.entries(figures?.groups ?? {}).map(([group, count]) => ({ group, count }));
  const today = figures?.payments_today;
  return (
    <Box sx={{ p: 2 }} data-testid="admin-dashboard" data-loaded={figures ? 'true' : 'false'}>
      <Title title={translate('admin.dashboard.title')} />
      {failed ? (
        <Typography color="error" data-testid="dashboard-failed">
          {translate('admin.ops.dashboard.failed')}
        </Typography>
      ) : null}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Panel title={translate('admin.dashboard.byGroup')}>
            <GroupBarChart data={groups} label={(g) => translate(`admin.ops.groups.${g}`, { _: g })} />
          </Panel>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Panel title={translate('admin.ops.dashboard.paymentsToday')}>
            {today ? (
              <Box sx={{ display: 'flex', flexWrap: 'wrap' }}>
                <Figure
                  label={translate('admin.ops.dashboard.paymentCount')}
                  value={String(today.count)}
                  testId="dashboard-payments-count"
                />
                <Figure
                  label={translate('admin.ops.dashboard.authorised')}
                  value={money(today.authorised, today.currency)}
                  testId="dashboard-payments-authorised"
                />
                <Figure
                  label={translate('admin.ops.dashboard.captured')}
                  value={money(today.captured, today.currency)}
                  testId="dashboard-payments-captured"
                />
              </Box>
            ) : null}
          </Panel>
          <Panel title={translate('admin.dashboard.projections')} sx={{ mt: 2 }}>
            <Table size="small">
              <TableHeadRow
                columns={['admin.dashboard.projection', 'admin.dashboard.lagEvents', 'admin.ops.dashboard.lagSeconds']}
                translate={translate}
              />
              <TableBody>
                {(figures?.projections ?? []).map((p) => (
                  <TableRow key={p.name} data-testid={`dashboard-projection-${p.name}`}>
                    <TableCell>
                      {p.name}
                      {p.state === 'parked' && (
                        <Typography
                          component="span"
                          variant="body2"
                          color="error"
                          title={p.last_error ?? undefined}
                          data-testid={`dashboard-projection-parked-${p.name}`}
                          sx={{ display: 'block' }}
                        >
                          {translate('admin.dashboard.parked')}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell sx={{ color: p.lag_events > 0 ? 'warning.main' : undefined }}>{p.lag_events}</TableCell>
                    <TableCell>{p.lag_seconds}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Panel>
        </Grid>
        <Grid size={{ xs: 12 }}>
          <Panel title={translate('admin.ops.dashboard.recentErrors')}>
            {figures && figures.recent_errors.length === 0 ? (
              <Typography variant="body2">{translate('admin.dashboard.noErrors')}</Typography>
            ) : null}
            <Table size="small">
              <TableBody>
                {(figures?.recent_errors ?? []).map((e, i) => (
                  <TableRow key={`${e.source}-${e.created_at}-${i}`} data-testid="dashboard-error">
                    <TableCell>{hkTime(e.created_at)}</TableCell>
                    <TableCell>{translate(`admin.ops.dashboard.source.${e.source}`)}</TableCell>
                    <TableCell>{e.batch_number ?? '—'}</TableCell>
                    <TableCell>{e.code}</TableCell>
                    <TableCell>{e.message}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Panel>
        </Grid>
      </Grid>
    </Box>
  );
}
