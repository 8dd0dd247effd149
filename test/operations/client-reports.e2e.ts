import { http, startTestApp, type TestApp } from '../support/kit';
import type { ClientReportDetail, ClientReportInput, ClientReportList } from '@contracts/client-reports';

const report = (over: Partial<ClientReportInput> = {}): ClientReportInput => ({
  app: 'customer',
  kind: 'error',
  message: 'TypeError: x is undefined',
  stack: 'TypeError: x is undefined\n    at page.js:1:1',
  route: '/dashboard',
  release: 'r1',
  userAgent: 'jest',
  traceId: '0af7651916cd43dd8448eb211c80319c',
  sessionId: 'session-1',
  replay: [
    { type: 4, timestamp: 1, data: {} },
    { type: 2, timestamp: 2, data: {} },
  ],
  ...over,
});

describe('client error reports: stored with a size cap and limits, listed to staff and auditors only', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({
      CLIENT_REPORTS_MAX: '3',
      CLIENT_REPORT_MAX_BYTES: '20000',
      TRACE_URL_TEMPLATE: 'http://jaeger.local/trace/{traceId}',
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it('takes a report from anyone, and shows it to staff with its replay and trace link', async () => {
    const accepted = await http<{ id: string }>(app, 'POST', '/api/client-reports', undefined, report());
    expect(accepted.status).toBe(201);
    const staff = app.tokenFor({ id: 'staff-1', accountType: 's' });
    const list = await http<ClientReportList>(app, 'GET', '/api/admin/client-reports', staff);
    expect(list.status).toBe(200);
    expect(list.body.byRouteAndRelease).toEqual([{ route: '/dashboard', release: 'r1', count: 1 }]);
    expect(list.body.overTime).toHaveLength(1);
    expect(list.body.results[0]).toMatchObject({
      id: accepted.body.id,
      traceUrl: 'http://jaeger.local/trace/0af7651916cd43dd8448eb211c80319c',
      replayEvents: 2,
    });
    const detail = await http<ClientReportDetail>(app, 'GET', `/api/admin/client-reports/${accepted.body.id}`, staff);
    expect(detail.body.replay).toHaveLength(2);
    expect(detail.body.stack).toContain('page.js');
    const auditor = app.tokenFor({ id: 'aud-1', accountType: 'x' });
    expect((await http(app, 'GET', '/api/admin/client-reports', auditor)).status).toBe(200);
    const requester = app.tokenFor({ id: 'req-1', accountType: 'r' });
    expect((await http(app, 'GET', '/api/admin/client-reports', requester)).status).toBe(403);
    expect((await http(app, 'GET', '/api/admin/client-reports')).status).toBe(401);
    expect((await http(app, 'GET', '/api/admin/client-reports/not-an-id', staff)).body).toMatchObject({
      code: 'CLIENT_REPORT_NOT_FOUND',
    });
  });

  it('refuses a malformed report and one over the size cap, and keeps only the newest CLIENT_REPORTS_MAX', async () => {
    expect((await http(app, 'POST', '/api/client-reports', undefined, { ...report(), app: 'other' })).status).toBe(400);
    const huge = report({ replay: [{ type: 2, timestamp: 1, data: { html: 'x'.repeat(30_000) } }] });
    expect((await http(app, 'POST', '/api/client-reports', undefined, huge)).status).toBe(413);
    for (let i = 0; i < 4; i += 1)
      expect(
        (await http(app, 'POST', '/api/client-reports', undefined, report({ message: `error ${i}` }))).status,
      ).toBe(201);
    const rows = await app.dataSource.query<{ message: string }[]>(
      `SELECT message FROM client_error_reports ORDER BY seq DESC`,
    );
    expect(rows.map((r) => r.message)).toEqual(['error 3', 'error 2', 'error 1']);
  });
});
