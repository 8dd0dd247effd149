import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';

const DAY_MS = 24 * 3600 * 1000;
/** Rows per DELETE: a backlog (the first run after a long retention change) is many short statements, never one long lock. */
export const RETENTION_BATCH = 1000;

/** One kind of row kept for a number of days (0 = for ever), by the column that says when it was written. */
interface Rule {
  name: string;
  table: string;
  column: string;
  days: (config: AppConfig) => number;
}

// Table names are constants here, never input. Each table's owner: src/platform/outbox (outboxes),
// src/people/notifications (e-mail log, in-app notifications), src/people/chat, src/operations/client-reports.
const RULES: readonly Rule[] = [
  { name: 'outbox_email', table: 'outbox_email', column: 'created_at', days: (c) => c.retention.outboxDays },
  { name: 'outbox_sms', table: 'outbox_sms', column: 'created_at', days: (c) => c.retention.outboxDays },
  {
    name: 'notification_emails',
    table: 'notification_emails',
    column: 'created_at',
    days: (c) => c.retention.outboxDays,
  },
  { name: 'chat_messages', table: 'chat_messages', column: 'created_at', days: (c) => c.retention.chatDays },
  { name: 'notifications', table: 'rm_notifications', column: 'created_at', days: (c) => c.retention.notificationDays },
  {
    name: 'client_reports',
    table: 'client_error_reports',
    column: 'created_at',
    days: (c) => c.clientReports.retentionDays,
  },
];

/** Deletes what is older than its configured retention; returns the rows removed, by kind. */
@Injectable()
export class RetentionSweeper {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async sweep(now: Date): Promise<Record<string, number>> {
    const removed: Record<string, number> = {};
    for (const rule of RULES) {
      const days = rule.days(this.config);
      if (days <= 0) continue;
      const before = new Date(now.getTime() - days * DAY_MS);
      removed[rule.name] = await this.deleteOlder(rule, before);
    }
    return removed;
  }

  private async deleteOlder(rule: Rule, before: Date): Promise<number> {
    let total = 0;
    for (;;) {
      const [, count]: [unknown, number] = await this.dataSource.query(
        `DELETE FROM ${rule.table} WHERE ctid IN (SELECT ctid FROM ${rule.table} WHERE ${rule.column} < $1 LIMIT ${RETENTION_BATCH})`,
        [before],
      );
      total += count;
      if (count < RETENTION_BATCH) return total;
    }
  }
}
