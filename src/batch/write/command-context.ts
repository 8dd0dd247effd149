import type { Actor } from '../../platform/auth/actor';
import type { BatchEvent } from '@machines/batch';

/** Who asks and under which request: becomes the events' metadata (event-metadata.ts). */
export interface CommandContext {
  actor: Actor | SystemActor;
  /** The HTTP request id (X-Request-Id) or a generated one; shared by everything one request causes. */
  correlationId: string;
  /** The message that caused this command: the source event for reactions, else the command itself. */
  causationId?: string;
}

export interface SystemActor {
  id: string;
  role: 'system';
}

export interface CommandResult {
  batchId: string;
  batchNumber?: string;
  /** Event store position of the last appended event, for read-your-writes. */
  position: string;
  revision: number;
  /** Status after the command's events. */
  status: string;
  events: BatchEvent[];
  /** Ids of the appended events, in order (reactions key their follow-ups by them). */
  eventIds: string[];
}
