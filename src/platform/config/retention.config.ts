import { declareConcern } from './env-variable';
import { type Env, readCount } from './env-readers';

export const retentionConcern = declareConcern({
  title: 'Retention of personal records',
  summary:
    'A daily job deletes records of contact holding personal data once they are this old (docs/personal-data.md). Error reports follow `CLIENT_REPORTS_RETENTION_DAYS`.',
  variables: {
    RETENTION_OUTBOX_DAYS: {
      default: 90,
      description:
        'Sent e-mail and SMS, the SMS delivery records and the notification e-mail log are deleted this many days after sending; `0` keeps them',
    },
    RETENTION_CHAT_DAYS: {
      default: 730,
      description: 'Order and support chat messages are deleted this many days after they were written; `0` keeps them',
    },
    RETENTION_NOTIFICATION_DAYS: {
      default: 180,
      description: 'In-app notifications are deleted this many days after they were made; `0` keeps them',
    },
    RETENTION_HOUR_UTC: { default: 19, description: 'Hour (UTC) of the daily retention run (19 = 03:00 in Hong Kong)' },
  },
});

const { names: v, variables: d } = retentionConcern;

/**
 * Days each kind of row is kept after it was written; 0 keeps it for ever. Client error reports
 * follow `clientReports.retentionDays`. The server writes no log files (pino to stdout): keeping
 * logs is the collector's job, so there is no setting for them here.
 */
export interface RetentionConfig {
  /** Sent e-mail and SMS (outbox_email, outbox_sms, sms_deliveries, the notification e-mail log): RETENTION_OUTBOX_DAYS, default 90. */
  outboxDays: number;
  /** Order and support chat messages: RETENTION_CHAT_DAYS, default 730 (two years of order disputes). */
  chatDays: number;
  /** In-app notifications: RETENTION_NOTIFICATION_DAYS, default 180. */
  notificationDays: number;
  /** UTC hour of the day the job runs (RETENTION_HOUR_UTC, default 19 = 03:00 in Hong Kong). */
  hourUtc: number;
}

export function readRetentionConfig(env: Env, problems: string[]): RetentionConfig {
  const retention = {
    outboxDays: readCount(env, v.RETENTION_OUTBOX_DAYS, d.RETENTION_OUTBOX_DAYS.default, problems),
    chatDays: readCount(env, v.RETENTION_CHAT_DAYS, d.RETENTION_CHAT_DAYS.default, problems),
    notificationDays: readCount(env, v.RETENTION_NOTIFICATION_DAYS, d.RETENTION_NOTIFICATION_DAYS.default, problems),
    hourUtc: readCount(env, v.RETENTION_HOUR_UTC, d.RETENTION_HOUR_UTC.default, problems),
  };
  if (retention.hourUtc > 23) problems.push('RETENTION_HOUR_UTC must be an hour from 0 to 23');
  return retention;
}
