import { Client, type ClientConfig, type Pool } from 'pg';

type Wake = () => void;

/** NOTIFYs of one statement at most (each payload is under 8000 bytes; a statement's are delivered together, in order). */
const MAX_PER_STATEMENT = 100;
export const NOTIFY_SQL = 'SELECT pg_notify(c, p) FROM unnest($1::text[], $2::text[]) AS t(c, p)';

interface Outgoing {
  channel: string;
  payload: string;
  sent?: { resolve(): void; reject(error: unknown): void };
}

/**
 * Wakes subscriptions when events commit. In this process the appender wakes them directly; other
 * processes hear a NOTIFY sent AFTER the append commits. NOTIFY inside the append transaction would
 * take PostgreSQL's global notify-queue lock at commit and hold it across the WAL flush, serialising
 * every concurrent append's commit (no group commit), so it is sent outside it and coalesced.
 * Polling stays as the fallback if a notification is lost.
 *
 * The same statement carries the NOTIFYs callers queue with `notify` after their own commit (the batch
 * writer's push): an append and its push cost one round trip after the commit, not two. What queues
 * within one turn of the event loop (an append's wake-up, then the push of the write it finished) goes
 * together; one statement is in flight at a time, so NOTIFYs go out in the order queued.
 */
export class PgNotifications {
  private readonly subscribers = new Set<Wake>();
  private listener: Client | undefined;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private readonly outbox: Outgoing[] = [];
  /** A wake-up of other processes is queued and not yet sent: later commits need no other. */
  private wakeQueued = false;
  private scheduled = false;
  private sending: Promise<void> | null = null;
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
    if (this.closed || this.wakeQueued) return;
    this.wakeQueued = true;
    this.outbox.push({ channel: this.channel, payload: '' });
    this.schedule();
  }

  /** A NOTIFY after the caller's own commit, with the next wake-up: resolves once PostgreSQL took it. */
  notify(channel: string, payload: string): Promise<void> {
    if (this.closed) return Promise.reject(new Error('Event store is closed'));
    return new Promise<void>((resolve, reject) => {
      this.outbox.push({ channel, payload, sent: { resolve, reject } });
      this.schedule();
    });
  }

  /** Resolves once everything queued so far was sent (or failed). */
  async flushed(): Promise<void> {
    while (this.scheduled || this.sending) await (this.sending ?? new Promise<void>((r) => setImmediate(r)));
  }

  private schedule(): void {
    if (this.scheduled || this.sending) return;
    this.scheduled = true;
    // setImmediate, not at once: the rest of this turn (the writer's push after its append resolved) joins.
    setImmediate(() => {
      this.scheduled = false;
      this.sending = this.send().finally(() => {
        this.sending = null;
        if (this.outbox.length > 0) this.schedule();
      });
    });
  }

  private async send(): Promise<void> {
    while (this.outbox.length > 0) {
      const batch = this.outbox.splice(0, MAX_PER_STATEMENT);
      if (batch.some((n) => n.sent === undefined)) this.wakeQueued = false;
      try {
        // unnest yields the arrays in order, and NOTIFYs of one statement are delivered in the order called.
        // Named: sent after nearly every append, so each pooled connection parses and plans it once.
        await this.pool.query({
          name: 'es_notify_after_commit',
          text: NOTIFY_SQL,
          values: [batch.map((n) => n.channel), batch.map((n) => n.payload)],
        });
        for (const n of batch) n.sent?.resolve();
      } catch (error) {
        if (batch.some((n) => n.sent === undefined)) this.onError(error);
        for (const n of batch) n.sent?.reject(error);
      }
    }
  }

  async close(): Promise<void> {
    // What was queued before the close still goes out (a push of a write that committed).
    await this.flushed();
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
