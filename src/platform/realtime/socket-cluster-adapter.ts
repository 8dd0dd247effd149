import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { createAdapter } from '@socket.io/postgres-adapter';
import { Pool, type PoolClient } from 'pg';
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
  /** Connections the adapter holds (its LISTEN connection): given back at shutdown whatever it did. */
  private readonly held = new Set<PoolClient>();

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
      createAdapter(this.shutdownAwarePool(pool), {
        tableName: SOCKET_IO_ATTACHMENTS_TABLE,
        errorHandler: (error) => this.warn(error),
      }),
    );
    this.pool = pool;
    this.server = server;
  }

  /**
   * The adapter's LISTEN connection holds a pool client: close the adapter first, give back whatever
   * it still holds, then end the pool (which waits for every checked-out client).
   */
  async onApplicationShutdown(): Promise<void> {
    if (!this.pool) return;
    this.stopping = true;
    const adapter = this.server?.of('/').adapter as { close?: () => unknown } | undefined;
    await Promise.resolve(adapter?.close?.()).catch(() => undefined);
    for (const client of [...this.held]) client.release(true);
    const pool = this.pool;
    this.pool = null;
    await pool.end().catch(() => undefined);
  }

  /**
   * The pool as the adapter sees it. The adapter (re)acquires its LISTEN connection on a timer of its
   * own (at start, 1-3 s after the database came back) and its close() only gives back a connection
   * it has finished setting up: one still being acquired or LISTENing at shutdown stayed checked out,
   * and pool.end() waited for it forever (the app's close hung after a database outage). So every
   * connection it takes is tracked and given back at shutdown, and once stopping it gets none: its
   * request stays unanswered instead of failing, because a failure restarts its reconnect timer and
   * that timer would keep the process alive.
   */
  private shutdownAwarePool(pool: Pool): Pool {
    const never = () => new Promise<never>(() => undefined);
    const connect = async (): Promise<PoolClient> => {
      if (this.stopping) return never();
      const client = await pool.connect();
      if (this.stopping) {
        client.release(true);
        return never();
      }
      const release = client.release.bind(client);
      this.held.add(client);
      client.release = (destroy?: boolean | Error) => {
        this.held.delete(client);
        release(destroy);
      };
      return client;
    };
    // Everything else is the pool's own, bound to it: pool.query() takes its client through the
    // pool's connect, not this one.
    return new Proxy(pool, {
      get: (target, property) => {
        if (property === 'connect') return connect;
        const value = Reflect.get(target, property, target) as unknown;
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
  }

  private warn(error: Error): void {
    if (!this.stopping) this.logger.warn(`socket.io adapter: ${error.message}`);
  }
}
