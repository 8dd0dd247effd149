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

/** Rows go by their creation time, the one column every swept table has for it. */
const byAge = (name: string, table: string, days: Rule['days']): Rule => ({ name, table, column: 'created_at', days });

// Table names are constants here, never input. Each table's owner: src/platform/outbox (outboxes, SMS deliveries),
// src/people/notifications (e-mail log, in-app notifications), src/people/chat, src/operations/client-reports.
const RULES: readonly Rule[] = [
  byAge('outbox_email', 'outbox_email', (c) => c.retention.outboxDays),
  byAge('outbox_sms', 'outbox_sms', (c) => c.retention.outboxDays),
  // The SMS gateway's delivery records keep the phone number: they go with the sent SMS.
  byAge('sms_deliveries', 'sms_deliveries', (c) => c.retention.outboxDays),
  byAge('notification_emails', 'notification_emails', (c) => c.retention.outboxDays),
  byAge('chat_messages', 'chat_messages', (c) => c.retention.chatDays),
  byAge('notifications', 'rm_notifications', (c) => c.retention.notificationDays),
  byAge('client_reports', 'client_error_reports', (c) => c.clientReports.retentionDays),
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
