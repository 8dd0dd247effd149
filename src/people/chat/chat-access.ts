import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Actor } from '../../platform/auth/actor';
import { BATCH_DETAIL_TABLE } from '../../batch';
import type { ChatRoom } from './chat-room';

/** join/send: take part in the chat; read: history only (auditors read, never write). */
export type ChatAccessMode = 'take_part' | 'read';

/**
 * The server alone decides who is in a room (spec §6): an order room belongs to the batch's
 * requester and its currently assigned buyer (from the batch read model, so a replaced buyer loses
 * it), a support room to its account; staff take part in every room, auditors only read.
 */
@Injectable()
export class ChatAccess {
  constructor(private readonly dataSource: DataSource) {}

  async allows(actor: Actor, room: ChatRoom, mode: ChatAccessMode): Promise<boolean> {
    if (actor.role === 'auditor') return mode === 'read' && (await this.roomExists(room));
    if (room.kind === 'support') return actor.role === 'staff' || actor.id === room.accountId;
    if (!(await this.roomExists(room))) return false;
    if (actor.role === 'staff') return true;
    if (actor.role === 'requester') return actor.id === room.requesterId;
    return actor.role === 'buyer' && actor.id === room.buyerId;
  }

  /** An order room exists while its batch has that requester and that buyer. */
  private async roomExists(room: ChatRoom): Promise<boolean> {
    if (room.kind === 'support') return true;
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM ${BATCH_DETAIL_TABLE} WHERE batch_number = $1 AND requester_id = $2 AND buyer_id = $3 LIMIT 1`,
      [room.batchNumber, room.requesterId, room.buyerId],
    );
    return rows.length > 0;
  }
}
