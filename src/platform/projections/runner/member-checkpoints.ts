import type { Client } from 'pg';
import { flushCheckpoints, readCheckpoints } from './event-log';
import type { ProjectionMember } from './projection-member';
import { ORIGIN } from './position';

/**
 * A dispatcher's view of its members' checkpoint rows: when to read them again (new members, the
 * poll timer: an operator may have moved one) and when to write the positions moved in memory alone.
 */
export class MemberCheckpoints {
  /** A member was added (or the dispatcher became active): read, and create missing rows, before planning. */
  membersChanged = false;
  private readAt = 0;

  constructor(
    private readonly pollMs: number,
    private readonly flushMs: number,
  ) {}

  /** Whether the rows should be read before the next plan. */
  due(now: number): boolean {
    return this.membersChanged || now - this.readAt >= this.pollMs;
  }

  /** Learns where each member stands (outside any transaction), creating the rows of new members. */
  async load(client: Client, members: readonly ProjectionMember[]): Promise<void> {
    const create = this.membersChanged;
    this.membersChanged = false;
    this.readAt = Date.now();
    const found = await readCheckpoints(
      client,
      members.map((m) => m.checkpointId),
      create,
    );
    // A row that still holds what we last saw keeps the member's position moved in memory alone.
    for (const member of members) member.loaded(found.get(member.checkpointId) ?? ORIGIN);
  }

  /** 0 when a checkpoint moved in memory alone is due for its write, else how long until one is (or null). */
  flushDueIn(members: readonly ProjectionMember[], now: number): number | null {
    const since = members.map((m) => m.unflushedSince).filter((t): t is number => t !== null);
    if (since.length === 0) return null;
    return Math.max(0, Math.min(...since) + this.flushMs - now);
  }

  /**
   * Writes every checkpoint moved in memory alone, each only where the row still holds what we saw
   * (one autocommit UPDATE). A row somebody else moved meanwhile is read again at once, and wins.
   */
  async flush(client: Client, members: readonly ProjectionMember[]): Promise<void> {
    const moves = members.flatMap((m) =>
      m.unflushedSince !== null && m.checkpoint && m.stored
        ? [{ member: m, id: m.checkpointId, from: m.stored, to: m.checkpoint }]
        : [],
    );
    if (moves.length === 0) return;
    const written = await flushCheckpoints(client, moves);
    for (const move of moves) {
      if (written.has(move.id)) move.member.written(move.to);
      else this.readAt = 0;
    }
  }
}
