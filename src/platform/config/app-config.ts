// The only place that reads process.env: every other module receives a validated AppConfig. Each
// concern's file declares its variables (name, default, meaning) and reads them; this file puts the
// concerns together and refuses to start with a list of every problem at once.
import { type BusinessConfig, readBusinessConfig } from './business.config';
import { ConfigError, type Env } from './env-readers';
import { type EventStoreConfig, readEventStoreConfig } from './event-store.config';
import { type JobsConfig, readJobsConfig } from './jobs.config';
import { type NotificationsConfig, readNotificationsConfig } from './notifications.config';
import { type ObservabilityConfig, readObservabilityConfig } from './observability.config';
import { type PaymentsConfig, readPayments } from './payments.config';
import { type RetentionConfig, readRetentionConfig } from './retention.config';
import { readSecurityConfig, type SecurityConfig } from './security.config';
import { readShipmentsConfig, type ShipmentsConfig } from './shipments.config';
import { readSmsConfig, type SmsConfig } from './sms.config';
import { readNodeEnv, readServerConfig, type ServerConfig } from './server.config';
import { readUploadsConfig, type UploadsConfig } from './uploads.config';

export { ConfigError } from './env-readers';
export { DEFAULT_TRACKING_LINK_TEMPLATE } from './business.config';
export type { EventStoreKind } from './event-store.config';
export type { ClientReportsConfig } from './observability.config';
export type { PaymentsConfig } from './payments.config';
export type { RetentionConfig } from './retention.config';
export type { TwilioConfig } from './sms.config';

export interface AppConfig
  extends
    ServerConfig,
    EventStoreConfig,
    JobsConfig,
    SecurityConfig,
    UploadsConfig,
    NotificationsConfig,
    SmsConfig,
    BusinessConfig,
    ShipmentsConfig,
    ObservabilityConfig {
  /** Card payments (src/around-batch/payments). No provider URL = the in-process card provider simulator. */
  payments: PaymentsConfig;
  /** How long records of contact holding personal data are kept (the daily retention job). */
  retention: RetentionConfig;
}

export function loadConfig(env: Env = process.env): AppConfig {
  const problems: string[] = [];
  const nodeEnv = readNodeEnv(env, problems);
  const production = nodeEnv === 'production';
  const config: AppConfig = {
    ...readServerConfig(env, nodeEnv, problems),
    ...readEventStoreConfig(env, production, problems),
    ...readJobsConfig(env, problems),
    ...readSecurityConfig(env, production, problems),
    ...readUploadsConfig(env, problems),
    ...readNotificationsConfig(env, problems),
    ...readSmsConfig(env, production, problems),
    ...readBusinessConfig(env, production, problems),
    ...readShipmentsConfig(env, problems),
    ...readObservabilityConfig(env, problems),
    payments: readPayments(env, production, problems),
    retention: readRetentionConfig(env, problems),
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
