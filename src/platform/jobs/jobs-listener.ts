import { Client } from 'pg';

/** NOTIFY channel for "a job is due now"; sent in the scheduling transaction, so it arrives on commit. */
export const JOBS_CHANNEL = 'jobs_due';

const RECONNECT_MS = 1000;

/**
 * LISTENs on JOBS_CHANNEL on its own connection and calls `onDue` for each notification, so a job
 * scheduled for now by any instance starts without waiting for the poll. Polling stays the safety
 * net: a lost connection only delays jobs until the next poll while it reconnects.
 */
export class JobsListener {
  private client: Client | null = null;
  private stopped = true;
  private retry: NodeJS.Timeout | null = null;

  constructor(
    private readonly databaseUrl: string,
    private readonly onDue: () => void,
    private readonly warn: (message: string) => void,
  ) {}

  async start(): Promise<void> {
    this.stopped = false;
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const client = new Client({ connectionString: this.databaseUrl });
    const lost = (error?: Error): void => {
      if (this.client !== client) return;
      this.client = null;
      client.end().catch(() => undefined);
      if (this.stopped) return;
      this.warn(`jobs listener lost its connection${error ? `: ${error.message}` : ''}; reconnecting`);
      this.retry = setTimeout(() => void this.connect(), RECONNECT_MS);
    };
    client.on('notification', () => this.onDue());
    client.on('error', lost);
    client.on('end', () => lost());
    this.client = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${JOBS_CHANNEL}`);
      // Jobs that became due while we were not listening are found by this wake (and the poll).
      this.onDue();
    } catch (error) {
      lost(error instanceof Error ? error : new Error(String(error)));
    }
  }
}
