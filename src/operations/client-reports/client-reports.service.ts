import type {
  ClientReportDetail,
  ClientReportGroup,
  ClientReportHour,
  ClientReportInput,
  ClientReportList,
  ClientReportSummary,
} from '@contracts/client-reports';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../../platform/clock/clock';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { clientErrorReports } from '../../platform/observability/metrics';
import { clientReportNotFound } from './client-reports.errors';

interface ReportRow {
  id: string;
  app: ClientReportSummary['app'];
  kind: ClientReportSummary['kind'];
  message: string;
  route: string;
  release: string;
  trace_id: string | null;
  account_id: string | null;
  replay_events: number;
  size_bytes: number;
  created_at: Date;
}

const SUMMARY_COLUMNS = `id, app, kind, message, route, release, trace_id, account_id,
  jsonb_array_length(replay) AS replay_events, size_bytes, created_at`;

/**
 * Stores the web apps' reports (table client_error_reports, migration 1763899800000). Each insert
 * also prunes: reports older than CLIENT_REPORTS_RETENTION_DAYS and those beyond the newest
 * CLIENT_REPORTS_MAX go, so the table stays bounded whatever the browsers send.
 */
@Injectable()
export class ClientReportsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async record(input: ClientReportInput, accountId: string | null, sizeBytes: number): Promise<string> {
    const now = this.clock.now();
    const { retentionDays, maxReports } = this.config.clientReports;
    const rows: { id: string }[] = await this.dataSource.query(
      `INSERT INTO client_error_reports
         (app, kind, message, stack, route, release, user_agent, trace_id, session_id, account_id, replay, size_bytes, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb, $12, $13) RETURNING id`,
      [
        input.app,
        input.kind,
        input.message,
        input.stack ?? null,
        input.route,
        input.release,
        input.userAgent,
        input.traceId ?? null,
        input.sessionId,
        accountId,
        JSON.stringify(input.replay),
        sizeBytes,
        now,
      ],
    );
    await this.dataSource.query(
      `DELETE FROM client_error_reports
        WHERE created_at < $1
           OR seq IN (SELECT seq FROM client_error_reports ORDER BY seq DESC OFFSET $2)`,
      [new Date(now.getTime() - retentionDays * 24 * 3600 * 1000), maxReports],
    );
    clientErrorReports.inc({ app: input.app });
    return rows[0].id;
  }

  async list(limit = 200): Promise<ClientReportList> {
    const [rows, groups, hours, total] = await Promise.all([
      this.dataSource.query<ReportRow[]>(
        `SELECT ${SUMMARY_COLUMNS} FROM client_error_reports ORDER BY seq DESC LIMIT $1`,
        [limit],
      ),
      this.dataSource.query<ClientReportGroup[]>(
        `SELECT route, release, count(*)::int AS count FROM client_error_reports WHERE kind = 'error'
          GROUP BY route, release ORDER BY count DESC, route, release LIMIT 100`,
      ),
      this.dataSource.query<{ hour: Date; count: number }[]>(
        `SELECT date_trunc('hour', created_at) AS hour, count(*)::int AS count FROM client_error_reports
          WHERE kind = 'error' GROUP BY 1 ORDER BY 1 DESC LIMIT 72`,
      ),
      this.dataSource.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM client_error_reports`),
    ]);
    const overTime: ClientReportHour[] = hours.map((h) => ({ hour: h.hour.toISOString(), count: h.count })).reverse();
    return { results: rows.map((r) => this.summary(r)), byRouteAndRelease: groups, overTime, total: total[0].n };
  }

  async detail(id: string): Promise<ClientReportDetail> {
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) throw clientReportNotFound();
    const rows = await this.dataSource.query<
      (ReportRow & { stack: string | null; user_agent: string; session_id: string; replay: unknown[] })[]
    >(`SELECT ${SUMMARY_COLUMNS}, stack, user_agent, session_id, replay FROM client_error_reports WHERE id = $1`, [id]);
    const row = rows[0];
    if (!row) throw clientReportNotFound();
    return {
      ...this.summary(row),
      stack: row.stack,
      userAgent: row.user_agent,
      sessionId: row.session_id,
      replay: row.replay,
    };
  }

  private summary(row: ReportRow): ClientReportSummary {
    const template = this.config.clientReports.traceUrlTemplate;
    return {
      id: row.id,
      app: row.app,
      kind: row.kind,
      message: row.message,
      route: row.route,
      release: row.release,
      traceId: row.trace_id,
      traceUrl: row.trace_id && template ? template.replace('{traceId}', row.trace_id) : null,
      accountId: row.account_id,
      replayEvents: row.replay_events,
      sizeBytes: row.size_bytes,
      created_at: row.created_at.toISOString(),
    };
  }
}
