import { json, type RequestHandler } from 'express';
import type { AppConfig } from '../../platform/config/app-config';

export const CLIENT_REPORTS_PATH = '/api/client-reports';

/**
 * A report carries a replay, larger than the API's usual bodies: this route alone parses JSON up to
 * CLIENT_REPORT_MAX_BYTES (a larger one is a 413); installed by createApp ahead of the global parser.
 */
export function clientReportBodyParser(config: Pick<AppConfig, 'clientReports'>): [string, RequestHandler] {
  const parse = json({ limit: config.clientReports.maxBytes });
  // Not named `jsonParser`: Nest skips its own JSON parser when it finds a middleware of that name.
  const clientReportJson: RequestHandler = (req, res, next) => parse(req, res, next);
  return [CLIENT_REPORTS_PATH, clientReportJson];
}
