import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { createAdapter } from '@socket.io/postgres-adapter';
import { Pool } from 'pg';
import type { Server } from 'socket.io';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { DATABASE_URL } from '../database/database.module';

/** Payloads over PostgreSQL's NOTIFY limit go through this table (migration 1763901600000). */
export const SOCKET_IO_ATTACHMENTS_TABLE = 'socket_io_attachments';

/**
 * Socket.IO's cluster adapter on the app's PostgreSQL (SOCKET_IO_ADAPTER=postgres, the default):
 * `server.in(room).socketsLeave / disconnectSockets / fetchSockets` and `server.to(room).emit`
 * reach the sockets of every instance. Pushes do NOT travel this way: they already reach every
 * instance through the NOTIFY fan-out, in the producer's transaction, and each instance delivers them
 * with `server.local` (realtime.gateway.ts), so no socket gets one twice (docs/operations.md, "Several instances").
 *
 * Its own small pool: one connection LISTENs, the others publish; a slow query of the app's pool
 * never delays a cluster message.
 */
@Injectable()
export class SocketClusterAdapter implements OnApplicationShutdown {
  private readonly logger = new Logger('SocketClusterAdapter');
  private pool: Pool | null = null;
  private server: Server | null = null;
  private stopping = false;

  constructor(
    @Inject(DATABASE_URL) private readonly databaseUrl: string,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Called by the gateway's afterInit, before any socket connects. */
  install(server: Server): void {
    if (this.config.socketIoAdapter !== 'postgres') return;
    const pool = new Pool({ connectionString: this.databaseUrl, max: 3, application_name: 'socket.io-adapter' });
    // A connection that dies (database restart, terminated backend) must not crash the process. The
    // pool only listens for errors on idle clients, and the adapter keeps one checked out for LISTEN
    // without an 'error' listener: every client gets one, the adapter then sees 'end' and reconnects.
    pool.on('error', (error) => this.warn(error));
    pool.on('connect', (client) => {
      client.on('error', (error) => this.warn(error));
      // The adapter drops a LISTEN client that ended without releasing it: give it back as broken so
      // the pool forgets it (otherwise pool.end() at shutdown waits for it forever).
      client.on('end', () => {
        try {
          client.release(true);
        } catch {
          // Not checked out (already released, or idle): nothing to give back.
        }
      });
    });
    server.adapter(
      createAdapter(pool, { tableName: SOCKET_IO_ATTACHMENTS_TABLE, errorHandler: (error) => this.warn(error) }),
    );
    this.pool = pool;
    this.server = server;
  }

  /** The adapter's LISTEN connection holds a pool client: close the adapter first, then the pool. */
  async onApplicationShutdown(): Promise<void> {
    if (!this.pool) return;
    this.stopping = true;
    const adapter = this.server?.of('/').adapter as { close?: () => unknown } | undefined;
    await Promise.resolve(adapter?.close?.()).catch(() => undefined);
    await this.pool.end().catch(() => undefined);
    this.pool = null;
  }

  private warn(error: Error): void {
    if (!this.stopping) this.logger.warn(`socket.io adapter: ${error.message}`);
  }
}
