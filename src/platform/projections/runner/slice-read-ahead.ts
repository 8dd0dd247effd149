import type { Client } from 'pg';
import type { EventLogSource } from './event-log-source';
import type { LoggedEvent } from './projection';
import { comparePositions, type LogPosition } from './position';

export interface SliceRead {
  events: LoggedEvent[];
  heldBack: boolean;
}

/**
 * While a dispatcher catches up, reads the next slice on a second connection of its own while the
 * current one is applied, so PostgreSQL reads the log while Node runs the handlers (they used
 * to take turns). The read is the source's ordinary `readAfter`, outside any transaction: what it
 * answers after a position is a prefix of what any later read after it answers (PostgreSQL: every
 * event below the visibility horizon is committed for good and sorts before any event a running
 * writer may still commit, DESIGN §4), so a slice read early skips nothing, it may only be shorter.
 * The slice transaction still locks and checks the checkpoints, so it applies a read slice only from
 * the position it was read from. The connection is opened on the first read ahead and closed once
 * caught up: a dispatcher that keeps up holds one connection, as before.
 */
export class SliceReadAhead {
  private client: Client | null = null;
  private connected: Promise<unknown> | null = null;
  private ahead: { from: LogPosition; limit: number; read: Promise<SliceRead | null> } | null = null;

  constructor(
    private readonly source: EventLogSource,
    private readonly newClient: () => Client,
  ) {}

  /** Starts reading up to `limit` events after `from`; replaces any read ahead not taken. */
  start(from: LogPosition, limit: number): void {
    const { client, connected } = this.connection();
    const read = connected
      .then(() => this.source.readAfter(client, from, limit))
      // A lost connection costs the read ahead alone: the slice reads for itself (take answers null).
      .catch(() => {
        if (this.client === client) this.close();
        return null;
      });
    this.ahead = { from, limit, read };
  }

  /** The slice read ahead from exactly this position and for this limit, or null: then read it yourself. */
  async take(from: LogPosition, limit: number): Promise<SliceRead | null> {
    const ahead = this.ahead;
    if (!ahead || ahead.limit !== limit || comparePositions(ahead.from, from) !== 0) return null;
    this.ahead = null;
    return ahead.read;
  }

  /** Caught up or stopping: drops any read ahead and ends the connection. */
  close(): void {
    const client = this.client;
    this.client = null;
    this.connected = null;
    this.ahead = null;
    client?.end().catch(() => undefined);
  }

  private connection(): { client: Client; connected: Promise<unknown> } {
    if (!this.client || !this.connected) {
      const client = this.newClient();
      // A dropped connection surfaces as a rejected read; this only keeps the emitter from throwing.
      client.on('error', () => {
        if (this.client === client) this.close();
      });
      this.client = client;
      this.connected = client.connect();
    }
    return { client: this.client, connected: this.connected };
  }
}
