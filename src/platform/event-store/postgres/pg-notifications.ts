import { Client, type ClientConfig, type Pool } from 'pg';

type Wake = () => void;

/**
 * Wakes subscriptions when events commit. In this process the appender wakes them directly; other
 * processes hear a NOTIFY sent AFTER the append commits. NOTIFY inside the append transaction would
 * take PostgreSQL's global notify-queue lock at commit and hold it across the WAL flush, serialising
 * every concurrent append's commit (no group commit), so it is sent outside it and coalesced: at
 * most one NOTIFY is in flight per process. Polling stays as the fallback if a notification is lost.
 */
export class PgNotifications {
  private readonly subscribers = new Set<Wake>();
  private listener: Client | undefined;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private notifyInFlight = false;
  private notifyAgain = false;
  private closed = false;

  constructor(
    private readonly pool: Pool,
    private readonly channel: string,
    private readonly connection: ClientConfig,
    private readonly onError: (error: unknown) => void,
  ) {}

  subscribe(wake: Wake): () => void {
    this.subscribers.add(wake);
    if (!this.listener && !this.reconnectTimer) void this.listen();
    return () => this.subscribers.delete(wake);
  }

  /** Called after an append commits. */
  committed(): void {
    this.wakeAll();
    if (this.closed) return;
    if (this.notifyInFlight) {
      this.notifyAgain = true;
      return;
    }
    this.notifyInFlight = true;
    this.pool
      .query('SELECT pg_notify($1, $2)', [this.channel, ''])
      .catch((error: unknown) => this.onError(error))
      .finally(() => {
        this.notifyInFlight = false;
        if (this.notifyAgain && !this.closed) {
          this.notifyAgain = false;
          this.committed();
        }
      });
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = undefined;
    const listener = this.listener;
    this.listener = undefined;
    if (listener) await listener.end().catch(() => undefined);
  }

  private wakeAll(): void {
    for (const wake of this.subscribers) wake();
  }

  private async listen(): Promise<void> {
    if (this.closed) return;
    const client = new Client(this.connection);
    this.listener = client;
    const retry = (error: unknown) => {
      if (this.listener !== client || this.closed) return;
      this.onError(error);
      this.listener = undefined;
      client.end().catch(() => undefined);
      // Subscriptions keep polling meanwhile; reconnecting only restores the fast path.
      this.reconnectTimer = setTimeout(() => {
        this.reconnectTimer = undefined;
        if (this.subscribers.size > 0) void this.listen();
      }, 1000);
    };
    client.on('error', retry);
    client.on('notification', () => this.wakeAll());
    try {
      await client.connect();
      await client.query(`LISTEN ${quoteIdent(this.channel)}`);
      // Anything committed while we were not listening is picked up by this wake-up.
      this.wakeAll();
    } catch (error) {
      retry(error);
    }
  }
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
