import type { INestApplication } from '@nestjs/common';
import type { Server } from 'node:http';
import { RETRY_AFTER_SECONDS } from '../database/database-availability';
import { RealtimeGateway } from '../realtime/realtime.gateway';
import { Draining } from './draining';

export interface DrainReport {
  /** Every request running when the drain began finished within the bound. */
  finished: boolean;
  /** Requests still running when the bound was reached (cut off). */
  cutOff: number;
}

/**
 * Graceful drain (SIGTERM): readiness turns false and every new request is answered
 * 503 with Retry-After and `Connection: close` (`Draining`) while requests already running finish
 * (at most `timeoutMs`); then sockets are told `server:draining { reconnect_after_ms }` and closed,
 * the HTTP listener closes (no new connection), and Nest shuts down (the job worker, projection runners and listeners stop at their
 * checkpoint in their shutdown hooks). The caller stops the database afterwards.
 */
export async function drain(
  app: INestApplication,
  options: { timeoutMs: number; log: (message: string) => void },
): Promise<DrainReport> {
  const draining = app.get(Draining);
  draining.start();
  const server = app.getHttpServer() as Server;
  // While requests finish, every new one (readiness probes included) is answered 503 with
  // `Connection: close`: no new work is taken, and no connection stays open for more.
  const running = draining.requestsInFlight;
  if (running > 0) options.log(`draining: waiting for ${running} request(s) in flight`);
  const finished = await draining.waitForIdle(options.timeoutMs);
  const cutOff = draining.requestsInFlight;
  if (!finished) options.log(`drain bound of ${options.timeoutMs} ms reached: ${cutOff} request(s) cut off`);
  app.get(RealtimeGateway, { strict: false }).closeAll(RETRY_AFTER_SECONDS * 1000);
  // Then the listener closes: no new connection at all.
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeAllConnections();
  await closed;
  await app.close();
  return { finished, cutOff };
}
