import { Injectable, Logger } from '@nestjs/common';
import type { Socket } from 'socket.io';
import type { Actor } from '../../../platform/auth/actor';
import { batchRoom } from '../../core/push/batch-room';
import { BatchVisibility } from './batch-visibility';

type Ack = (answer: { ok: true } | { ok: false; code: string }) => void;

const batchIdOf = (payload: unknown): unknown =>
  typeof payload === 'object' && payload !== null ? (payload as { batch_id?: unknown }).batch_id : undefined;

/**
 * `batch:watch` / `batch:unwatch` on the gateway's authenticated sockets. A missing batch and one
 * the actor may not see get the same refusal, so a socket cannot probe which batch ids exist.
 */
@Injectable()
export class BatchWatchSocket {
  private readonly logger = new Logger('BatchWatch');

  constructor(private readonly visibility: BatchVisibility) {}

  /** Called synchronously on connect: a client may emit batch:watch as soon as it sees `connect`. */
  attach(socket: Socket, actor: Actor): void {
    socket.on('batch:watch', (payload: unknown, ack?: unknown) => void this.watch(socket, actor, payload, ack));
    socket.on('batch:unwatch', (payload: unknown, ack?: unknown) => {
      const batchId = batchIdOf(payload);
      if (typeof batchId === 'string') void socket.leave(batchRoom(batchId));
      if (typeof ack === 'function') (ack as Ack)({ ok: true });
    });
  }

  private async watch(socket: Socket, actor: Actor, payload: unknown, ack: unknown): Promise<void> {
    const reply = typeof ack === 'function' ? (ack as Ack) : () => undefined;
    const batchId = batchIdOf(payload);
    try {
      if (!(await this.visibility.canWatch(actor, batchId))) return reply({ ok: false, code: 'BATCH_NOT_FOUND' });
      await socket.join(batchRoom(batchId as string));
      reply({ ok: true });
    } catch (error) {
      this.logger.warn(`batch:watch failed: ${error instanceof Error ? error.message : String(error)}`);
      reply({ ok: false, code: 'BATCH_NOT_FOUND' });
    }
  }
}
