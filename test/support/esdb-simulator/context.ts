import type { StorageWriter } from './storage-writer';
import type { StreamIndex } from './stream-index';
import type { TransactionLog } from './transaction-log';

/** One simulator instance's state, shared by its service handlers (nothing is global). */
export interface SimulatorContext {
  readonly log: TransactionLog;
  readonly index: StreamIndex;
  readonly writer: StorageWriter;
  /** Aborted by stop(): long-running calls end with UNAVAILABLE, as when a node shuts down. */
  readonly lifetime: AbortSignal;
}

/** The server's default `--max-append-size` (1 MiB) and `--write-timeout-ms` (2 s). */
export const MAX_APPEND_SIZE = 1024 * 1024;
export const WRITE_TIMEOUT_MS = 2000;

/** Logs an unexpected simulator failure (a bug here, not a server rule) before answering UNKNOWN. */
export function reportUnexpected(error: unknown): void {
  process.stderr.write(
    `[esdb-simulator] unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
}
