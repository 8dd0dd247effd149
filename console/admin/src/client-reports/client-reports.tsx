import { useEffect, useRef, useState } from 'react';
import { Box, Card, CardContent, Link, Stack, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Replayer } from 'rrweb';
import 'rrweb/dist/style.css';
import type { ClientReportDetail, ClientReportList, ClientReportSummary } from '@contracts/client-reports';
import { http } from '../app/http';
import { numeric, TableHeadRow, type ColumnHeading } from '@shared/ui/table-head-row';
import { useHkTime } from '../app/hk-time';

/** Link to the report's trace in the operators' trace viewer (TRACE_URL_TEMPLATE), else the bare id. */
function TraceLink({ report }: { report: Pick<ClientReportSummary, 'traceId' | 'traceUrl'> }) {
  if (!report.traceId) return <>—</>;
  if (!report.traceUrl) return <code>{report.traceId}</code>;
  return (
    <Link href={report.traceUrl} target="_blank" rel="noreferrer" data-testid="client-report-trace">
      {report.traceId}
    </Link>
  );
}

/** Errors per hour over the kept reports, as bars. */
function OverTime({ hours }: { hours: ClientReportList['overTime'] }) {
  const translate = useTranslate();
  const hkTime = useHkTime();
  const max = Math.max(1, ...hours.map((h) => h.count));
  return (
    <Box>
      <Typography variant="subtitle1">{translate('admin.clientReports.overTime')}</Typography>
      <Stack
        direction="row"
        spacing={0.5}
        sx={{ overflowX: 'auto', height: 80, alignItems: 'flex-end' }}
        data-testid="client-reports-over-time"
      >
        {hours.map((h) => (
          <Box
            key={h.hour}
            title={`${hkTime(h.hour)}: ${h.count}`}
            sx={{ width: 12, height: `${(h.count / max) * 100}%`, bgcolor: 'error.main', minHeight: 2 }}
          />
        ))}
      </Stack>
    </Box>
  );
}

/** The operator console's client error reports: counts by route and release, over time, and each report. */
/** The reports counted by route and release. */
const GROUP_COLUMNS: readonly ColumnHeading[] = [
  'admin.clientReports.fields.route',
  'admin.clientReports.fields.release',
  numeric('admin.clientReports.fields.count'),
];

export function ClientReportsPage() {
  const translate = useTranslate();
  const hkTime = useHkTime();
  const [list, setList] = useState<ClientReportList>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    http.request<ClientReportList>('GET', '/api/admin/client-reports').then(setList, () => setFailed(true));
  }, []);
  return (
    <Card>
      <Title title={translate('admin.clientReports.title')} />
      <CardContent>
        {failed ? <Typography color="error">{translate('admin.clientReports.loadFailed')}</Typography> : null}
        {list ? (
          <Stack spacing={3}>
            <Typography>{translate('admin.clientReports.total', { count: list.total })}</Typography>
            <OverTime hours={list.overTime} />
            <Box>
              <Typography variant="subtitle1">{translate('admin.clientReports.byRouteAndRelease')}</Typography>
              <Table size="small" data-testid="client-reports-groups">
                <TableHeadRow columns={GROUP_COLUMNS} translate={translate} />
                <TableBody>
                  {list.byRouteAndRelease.map((g) => (
                    <TableRow key={`${g.route} ${g.release}`}>
                      <TableCell>{g.route}</TableCell>
                      <TableCell>{g.release}</TableCell>
                      <TableCell align="right">{g.count}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
            <Table size="small" data-testid="client-reports-list">
              <TableHeadRow
                columns={[
                  'admin.clientReports.fields.at',
                  'admin.clientReports.fields.app',
                  'admin.clientReports.fields.kind',
                  'admin.clientReports.fields.message',
                  'admin.clientReports.fields.route',
                  'admin.clientReports.fields.trace',
                ]}
                translate={translate}
              />
              <TableBody>
                {list.results.map((r) => (
                  <TableRow key={r.id}>
                    <TableCell>{hkTime(r.created_at)}</TableCell>
                    <TableCell>{translate(`admin.clientReports.apps.${r.app}`)}</TableCell>
                    <TableCell>{translate(`admin.clientReports.kinds.${r.kind}`)}</TableCell>
                    <TableCell>
                      <Link component={RouterLink} to={`/client-reports/${r.id}`}>
                        {r.message}
                      </Link>
                    </TableCell>
                    <TableCell>{r.route}</TableCell>
                    <TableCell>
                      <TraceLink report={r} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Stack>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** Plays the report's rrweb replay (rrweb's Replayer) in place. */
function ReplayPlayer({ events }: { events: unknown[] }) {
  const root = useRef<HTMLDivElement>(null);
  const translate = useTranslate();
  useEffect(() => {
    if (!root.current || events.length < 2) return;
    const replayer = new Replayer(events as ConstructorParameters<typeof Replayer>[0], {
      root: root.current,
      mouseTail: false,
    });
    replayer.play();
    return () => replayer.destroy();
  }, [events]);
  if (events.length < 2) return <Typography>{translate('admin.clientReports.noReplay')}</Typography>;
  return <Box ref={root} data-testid="client-report-replay" sx={{ position: 'relative', overflow: 'auto' }} />;
}

export function ClientReportShow() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const [report, setReport] = useState<ClientReportDetail>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    http
      .request<ClientReportDetail>('GET', `/api/admin/client-reports/${encodeURIComponent(id)}`)
      .then(setReport, () => setFailed(true));
  }, [id]);
  return (
    <Card>
      <Title title={translate('admin.clientReports.title')} />
      <CardContent>
        <Link component={RouterLink} to="/client-reports">
          {translate('admin.clientReports.back')}
        </Link>
        {failed ? <Typography color="error">{translate('admin.clientReports.loadFailed')}</Typography> : null}
        {report ? (
          <Stack spacing={1} sx={{ mt: 2 }}>
            <Typography variant="h6" data-testid="client-report-message">
              {report.message}
            </Typography>
            <Typography>
              {translate('admin.clientReports.fields.route')}: {report.route} ·{' '}
              {translate('admin.clientReports.fields.release')}: {report.release} ·{' '}
              {translate(`admin.clientReports.apps.${report.app}`)}
            </Typography>
            <Typography>
              {translate('admin.clientReports.fields.trace')}: <TraceLink report={report} />
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {report.userAgent}
            </Typography>
            {report.stack ? (
              <Box component="pre" sx={{ fontSize: 12, overflow: 'auto', maxHeight: 200 }}>
                {report.stack}
              </Box>
            ) : null}
            <Typography variant="subtitle1">{translate('admin.clientReports.replay')}</Typography>
            <ReplayPlayer events={report.replay} />
          </Stack>
        ) : null}
      </CardContent>
    </Card>
  );
}
