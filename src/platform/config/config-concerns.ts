import { businessConcern } from './business.config';
import type { ConfigConcern } from './env-variable';
import { eventStoreConcern } from './event-store.config';
import { jobsConcern } from './jobs.config';
import { notificationsConcern } from './notifications.config';
import { observabilityConcern, tracingConcern, webBuildConcern } from './observability.config';
import { paymentsConcern } from './payments.config';
import { retentionConcern } from './retention.config';
import { securityConcern } from './security.config';
import { serverConcern } from './server.config';
import { shipmentsConcern } from './shipments.config';
import { smsConcern } from './sms.config';
import { uploadsConcern } from './uploads.config';

/** Every environment variable the product reads, by concern, in the order docs/configuration.md shows them. */
export const CONFIG_CONCERNS: readonly ConfigConcern[] = [
  serverConcern,
  eventStoreConcern,
  securityConcern,
  businessConcern,
  shipmentsConcern,
  paymentsConcern,
  uploadsConcern,
  notificationsConcern,
  smsConcern,
  jobsConcern,
  retentionConcern,
  observabilityConcern,
  tracingConcern,
  webBuildConcern,
];
